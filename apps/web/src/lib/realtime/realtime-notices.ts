import type { RealtimeNotice } from "./realtime-hub";

/**
 * The realtime notices of this tab, for screens that use an event's payload itself (the chat page puts
 * a new message straight into its history) rather than refetching. The bridge publishes every notice
 * here; nothing is kept, so a screen hears what arrives while it listens.
 */

type NoticeListener = (notice: RealtimeNotice) => void;

const listeners = new Set<NoticeListener>();

export function publishRealtimeNotice(notice: RealtimeNotice): void {
  for (const listener of listeners) listener(notice);
}

/** Listens until the returned function is called. */
export function subscribeRealtimeNotices(listener: NoticeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
