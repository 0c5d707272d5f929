import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventStreamConnectionOptions } from "./event-stream-connection";
import { type RealtimeNotice, startRealtimeHub } from "./realtime-hub";

/** The streams the hub opens: who may send on each, and whether it was stopped. */
const connections: { options: EventStreamConnectionOptions; stopped: boolean }[] = [];
vi.mock("./event-stream-connection", () => ({
  openEventStreamConnection: (options: EventStreamConnectionOptions) => {
    const connection = { options, stopped: false };
    connections.push(connection);
    return {
      stop: () => {
        connection.stopped = true;
      },
    };
  },
}));

/** Web Locks as a browser grants them: one holder per name, the others wait in turn or give up. */
function fakeLocks() {
  const held = new Set<string>();
  const waiting: { name: string; grant: () => void }[] = [];
  const release = (name: string) => {
    held.delete(name);
    const next = waiting.findIndex((entry) => entry.name === name);
    if (next >= 0) waiting.splice(next, 1)[0]?.grant();
  };
  return {
    request(name: string, { signal }: { signal: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          held.add(name);
          callback().then(() => {
            release(name);
            resolve();
          }, reject);
        };
        if (!held.has(name)) return grant();
        const entry = { name, grant };
        waiting.push(entry);
        signal.addEventListener("abort", () => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new DOMException("aborted", "AbortError"));
        });
      });
    },
  };
}

/** BroadcastChannel between the tabs of one browser: a message reaches every other tab on the name. */
class FakeBroadcastChannel {
  static open = new Set<FakeBroadcastChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeBroadcastChannel.open) {
      if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
    }
  }
  close() {
    FakeBroadcastChannel.open.delete(this);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const message = (id: number) => ({
  event: "membership.changed",
  id: String(id),
  data: JSON.stringify({ id, type: "membership.changed", payload: { incubatorId: "i-1" } }),
});

afterEach(() => {
  connections.length = 0;
  FakeBroadcastChannel.open.clear();
  vi.unstubAllGlobals();
});

describe("startRealtimeHub", () => {
  it("keeps one stream for all tabs, relays its events to each, and hands it over when the leading tab closes", async () => {
    vi.stubGlobal("BroadcastChannel", FakeBroadcastChannel);
    vi.stubGlobal("navigator", { ...navigator, locks: fakeLocks() });
    const heard: Record<string, RealtimeNotice[]> = { first: [], second: [] };
    const stopFirst = startRealtimeHub((notice) => heard.first?.push(notice));
    const stopSecond = startRealtimeHub((notice) => heard.second?.push(notice));
    await tick();
    expect(connections).toHaveLength(1);

    connections[0]?.options.onMessage(message(1), { resumed: false });
    expect(heard.first).toEqual([{ kind: "event", message: JSON.parse(message(1).data) }]);
    expect(heard.second).toEqual(heard.first);

    stopFirst();
    await tick();
    expect(connections[0]?.stopped).toBe(true);
    expect(connections).toHaveLength(2);
    connections[1]?.options.onMessage(message(2), { resumed: false });
    expect(heard.second?.at(-1)).toEqual({ kind: "event", message: JSON.parse(message(2).data) });
    expect(heard.first).toHaveLength(1);
    stopSecond();
  });

  it("opens a stream per tab in a browser without Web Locks", async () => {
    vi.stubGlobal("navigator", { ...navigator, locks: undefined });
    const heard: RealtimeNotice[] = [];
    const stop = startRealtimeHub((notice) => heard.push(notice));
    await tick();
    expect(connections).toHaveLength(1);
    connections[0]?.options.onMessage({ event: "reset", id: "", data: "{}" }, { resumed: false });
    expect(heard).toEqual([{ kind: "reset" }]);
    stop();
    expect(connections[0]?.stopped).toBe(true);
  });

  it("opens the stream in a task of its own, and not at all when stopped before it", async () => {
    vi.stubGlobal("navigator", { ...navigator, locks: undefined });
    const stopBefore = startRealtimeHub(() => {});
    stopBefore();
    const stop = startRealtimeHub(() => {});
    expect(connections).toHaveLength(0);
    await tick();
    expect(connections).toHaveLength(1);
    stop();
  });

  it("resumes the first stream from the point the page was sent with, and hears its ready as a catch-up", async () => {
    vi.stubGlobal("navigator", { ...navigator, locks: undefined });
    const meta = document.createElement("meta");
    meta.name = "hatchery-events-from";
    meta.content = "42:";
    document.head.append(meta);
    const heard: RealtimeNotice[] = [];
    const stop = startRealtimeHub((notice) => heard.push(notice));
    await tick();
    expect(connections[0]?.options.resumeFrom).toBe("42:");
    // Taken once: a later stream of this page resumes from its own last event.
    expect(document.querySelector('meta[name="hatchery-events-from"]')).toBeNull();
    connections[0]?.options.onMessage({ event: "ready", id: "43:", data: "{}" }, { resumed: true });
    expect(heard).toEqual([{ kind: "ready", caughtUp: true }]);
    stop();
  });
});
