import type { EphemeralMessage, RealtimeMessage } from "@hatchery/shared";
import { REALTIME_READY_EVENT, REALTIME_RESET_EVENT } from "@hatchery/shared/realtime";
import { openEventStreamConnection } from "./event-stream-connection";
import type { SseMessage } from "./sse-parser";

/**
 * What the tabs of one browser hear: an event, an ephemeral one (typing, presence: no id, never
 * replayed), or "reset" (refetch everything).
 */
export type RealtimeNotice =
  | { kind: "event"; message: RealtimeMessage }
  | { kind: "ephemeral"; message: EphemeralMessage }
  | { kind: "reset" }
  /**
   * The stream is live (again). `caughtUp`: it resumed from a point (the page's, or its last event's),
   * having replayed what it missed; otherwise what a screen read before it may have missed an event.
   */
  | { kind: "ready"; caughtUp: boolean };
export type RealtimeListener = (notice: RealtimeNotice) => void;

const CHANNEL_NAME = "hatchery-realtime";
/** Held by the one tab that keeps the stream open; the next tab waiting for it takes over. */
const LEADER_LOCK_NAME = "hatchery-realtime-leader";

/** The name of the meta element the server gives a signed-in page (apps/server/src/lib/web-app.ts). */
const EVENTS_FROM_META = "hatchery-events-from";

/**
 * The point the page was sent with, taken once: where its first stream resumes. The page read its data
 * after the server took it, so the events after it are all the stream owes the page.
 */
function takePageResumePoint(): string | undefined {
  if (typeof document === "undefined") return undefined;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${EVENTS_FROM_META}"]`);
  meta?.remove();
  return meta?.content || undefined;
}

function noticeOf(message: SseMessage, resumed: boolean): RealtimeNotice | undefined {
  if (message.event === REALTIME_RESET_EVENT) return { kind: "reset" };
  if (message.event === REALTIME_READY_EVENT) return { kind: "ready", caughtUp: resumed };
  try {
    if (message.id === undefined)
      return { kind: "ephemeral", message: JSON.parse(message.data) as EphemeralMessage };
    return { kind: "event", message: JSON.parse(message.data) as RealtimeMessage };
  } catch {
    return undefined;
  }
}

/**
 * One event stream per browser: the tab holding the Web Lock opens it and passes every notice to the
 * other tabs over a BroadcastChannel; when that tab closes, a waiting tab gets the lock and opens the
 * stream, resuming where the log says. A browser without Web Locks or BroadcastChannel opens one stream
 * per tab (docs/decisions/007-realtime-events.md). Returns the function that stops it.
 */
function startHubNow(listener: RealtimeListener): () => void {
  const shared =
    typeof BroadcastChannel !== "undefined" && typeof navigator !== "undefined" && navigator.locks;
  const resumeFrom = takePageResumePoint();
  if (!shared) {
    const connection = openEventStreamConnection({
      resumeFrom,
      onMessage: (message, { resumed }) => {
        const notice = noticeOf(message, resumed);
        if (notice) listener(notice);
      },
    });
    return () => connection.stop();
  }

  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<RealtimeNotice>) => listener(event.data);
  const stopped = new AbortController();
  navigator.locks
    .request(LEADER_LOCK_NAME, { signal: stopped.signal }, async () => {
      const connection = openEventStreamConnection({
        resumeFrom,
        onMessage: (message, { resumed }) => {
          const notice = noticeOf(message, resumed);
          if (!notice) return;
          listener(notice);
          channel.postMessage(notice);
        },
      });
      // The lock is held until this tab stops its hub (sign-out, or the tab closing).
      await new Promise<void>((resolve) => stopped.signal.addEventListener("abort", () => resolve()));
      connection.stop();
    })
    .catch(() => {
      // Aborted while waiting for the lock: this tab never led.
    });
  return () => {
    stopped.abort();
    channel.close();
  };
}

/**
 * Starts the hub once the page has loaded, in a task of its own: a stream opened while the document is
 * still loading would hold its load event open for as long as the stream lives, and opening it (the
 * stream, the lock, the channel: 4–5 ms here) inside the commit that mounts its listener made that commit
 * one long task on a slow phone.
 */
export function startRealtimeHub(listener: RealtimeListener): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => {
      if (!stopped) stop = startHubNow(listener);
    }, 0);
  };
  if (typeof document === "undefined" || document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    stopped = true;
    if (typeof window !== "undefined") window.removeEventListener("load", start);
    clearTimeout(timer);
    stop?.();
  };
}
