import { chatEndpoints } from "@hatchery/shared";
import {
  CHAT_PRESENCE_INTERVAL_MS,
  CHAT_PRESENCE_SHOWN_MS,
  CHAT_TYPING_INTERVAL_MS,
  CHAT_TYPING_SHOWN_MS,
} from "@hatchery/shared/realtime";
import { useCallback, useEffect, useRef, useState } from "react";
import { callApi } from "@/lib/api-client";
import { useRealtimeEvent } from "@/lib/realtime/realtime-notices";

interface Seen {
  name: string;
  until: number;
}

function alive(seen: ReadonlyMap<string, Seen>, now: number): string[] {
  return [...seen.values()].filter((entry) => entry.until > now).map((entry) => entry.name);
}

/** When the first entry still shown expires, if any is. */
function nextExpiry(lists: readonly ReadonlyMap<string, Seen>[], now: number): number | undefined {
  const due = lists
    .flatMap((seen) => [...seen.values()].map((entry) => entry.until))
    .filter((until) => until > now);
  return due.length > 0 ? Math.min(...due) : undefined;
}

/**
 * Who is writing in the channel and who has it open, from the ephemeral events (never stored): each
 * is believed for a while after it was last heard. While the page is in view this tab tells the others
 * the same, throttled.
 */
export function useChannelActivity(channelId: string, viewerId: string | undefined) {
  const typing = useRef(new Map<string, Seen>());
  const online = useRef(new Map<string, Seen>());
  const [tick, setTick] = useState(0);
  const lastTyping = useRef(0);

  // Another channel's people leave the screen with it.
  useEffect(() => {
    if (typing.current.size + online.current.size === 0) return;
    typing.current.clear();
    online.current.clear();
    setTick((tick) => tick + 1);
  }, [channelId]);

  // An entry leaves the screen when it expires, without a new event: one render then. While nobody is
  // shown nothing is due, and the channel (its whole message list) is not drawn again.
  useEffect(() => {
    const now = Date.now();
    const due = nextExpiry([typing.current, online.current], now);
    if (due === undefined) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), due - now);
    return () => clearTimeout(timer);
  }, [tick]);

  function heardFromOther(payload: { channelId: string; userId: string }): boolean {
    return payload.channelId === channelId && payload.userId !== viewerId;
  }

  function seeOnline({ userId, name }: { userId: string; name: string }): void {
    online.current.set(userId, { name, until: Date.now() + CHAT_PRESENCE_SHOWN_MS });
    setTick((tick) => tick + 1);
  }

  // A sent message ends its author's typing.
  useRealtimeEvent("chat.message_posted", ({ payload: { message } }) => {
    if (message.author && typing.current.delete(message.author.id)) setTick((tick) => tick + 1);
  });

  // Writing in one of the channel's threads is not shown here, nor taken as being here.
  useRealtimeEvent("chat.typing", ({ payload }) => {
    if (!heardFromOther(payload) || payload.parentId !== null) return;
    typing.current.set(payload.userId, { name: payload.name, until: Date.now() + CHAT_TYPING_SHOWN_MS });
    seeOnline(payload);
  });

  useRealtimeEvent("chat.presence", ({ payload }) => {
    if (heardFromOther(payload)) seeOnline(payload);
  });

  useEffect(() => {
    function tell() {
      if (document.visibilityState !== "visible") return;
      void callApi(chatEndpoints.presence, { params: { id: channelId } }).catch(() => {});
    }
    // In a task of its own: the first request a page starts costs the browser several milliseconds, which
    // among a hydration's effects made one long task of them all (decision 076).
    const first = setTimeout(tell, 0);
    const timer = setInterval(tell, CHAT_PRESENCE_INTERVAL_MS);
    document.addEventListener("visibilitychange", tell);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tell);
    };
  }, [channelId]);

  const onTyping = useCallback(
    (parentId: number | null = null) => {
      const now = Date.now();
      if (now - lastTyping.current < CHAT_TYPING_INTERVAL_MS) return;
      lastTyping.current = now;
      void callApi(chatEndpoints.typing, { params: { id: channelId }, body: { parentId } }).catch(() => {});
    },
    [channelId],
  );

  const now = Date.now();
  return { typingNames: alive(typing.current, now), onlineNames: alive(online.current, now), onTyping };
}

/** "Ada is typing…", "Ada and Grace are typing…", "Several people are typing…". */
export function typingSentence(names: readonly string[]): string {
  if (names.length === 0) return "";
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return "Several people are typing…";
}
