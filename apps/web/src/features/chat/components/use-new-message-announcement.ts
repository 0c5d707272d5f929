import type { ChatMessage } from "@hatchery/shared";
import { useEffect, useRef, useState } from "react";

function announcement(message: ChatMessage): string {
  const text = message.body
    .replace(/<@[^>]+>/g, "@someone")
    .replace(/\s+/g, " ")
    .trim();
  const preview = text.length > 140 ? `${text.slice(0, 139)}…` : text;
  return `${message.author?.name ?? "Someone"}: ${preview || "sent a file"}`;
}

/**
 * The polite announcement of each new message of someone else's, however it arrived: on the stream,
 * or in the history read again when the stream first went live (a message sent before then comes that
 * way). What the history held when it was first read, and older pages loaded later, are not new.
 */
export function useNewMessageAnnouncement(
  loaded: boolean,
  messages: readonly ChatMessage[],
  viewerId: string | undefined,
): string {
  const [announced, setAnnounced] = useState("");
  const newestId = messages.at(-1)?.id ?? 0;
  const announcedThrough = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    const through = announcedThrough.current;
    announcedThrough.current = Math.max(through ?? 0, newestId);
    if (through === undefined) return;
    const arrived = messages.findLast(
      (message) => message.id > through && message.parentId === null && message.author?.id !== viewerId,
    );
    if (arrived) setAnnounced(announcement(arrived));
  }, [loaded, messages, newestId, viewerId]);
  return announced;
}
