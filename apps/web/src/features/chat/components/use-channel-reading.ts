import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { chatKeys } from "@/lib/query-keys/chat-keys";
import { useRealtimeEvent } from "@/lib/realtime/realtime-notices";
import { markChannelRead } from "../api/chat-channels";

/**
 * Keeps a channel's history and read pointer current while it is open: the history is read again
 * when the stream goes live without catching up, and while the page is in view the pointer follows the
 * newest message.
 */
export function useChannelReading(channelId: string, lastReadMessageId: number, newestId: number): void {
  const queryClient = useQueryClient();
  const lastMarked = useRef(lastReadMessageId);

  // Messages arrive on the stream with their content and go straight into the history and the thread
  // (app/realtime's bridge, for every channel cached). A history read before the stream was live may
  // lack a message sent in between: it is read again, unless the stream caught up, replaying every
  // message after the point the page was sent with, which the server took before reading the history
  // into the page (or after its own last event, on a resume). Read again there, it was a request and a
  // task of the browser's on every channel's first view for an answer already on screen (decision 077).
  // Nor when the realtime bridge reads every query again for the same notice: both reads at once made
  // the second cancel the first and ask again.
  useRealtimeEvent("ready", ({ caughtUp, everyQueryReadAgain }) => {
    if (!caughtUp && !everyQueryReadAgain) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.history(channelId) });
    }
  });

  useEffect(() => {
    function markIfVisible() {
      if (document.visibilityState !== "visible" || newestId <= lastMarked.current) return;
      lastMarked.current = newestId;
      void markChannelRead(channelId, newestId)
        .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.counts() }))
        .catch(() => {
          lastMarked.current = 0;
        });
    }
    markIfVisible();
    document.addEventListener("visibilitychange", markIfVisible);
    return () => document.removeEventListener("visibilitychange", markIfVisible);
  }, [channelId, newestId, queryClient]);
}
