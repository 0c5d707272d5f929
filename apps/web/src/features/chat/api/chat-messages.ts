import {
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatMessageResponse,
  type ChatThreadResponse,
  chatEndpoints,
  type RealtimeMessage,
  type SendChatMessageInput,
} from "@hatchery/shared";
import {
  hashKey,
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  replaceEqualDeep,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { chatKeys } from "@/lib/query-keys/chat-keys";
import { useRealtimeEvent } from "@/lib/realtime/realtime-notices";

type History = InfiniteData<ChatHistoryResponse, string | undefined>;

/**
 * A history read again replaces the cached one, but a message that arrived (on the stream, or as a
 * send's answer) while it was read may have committed after the read: it is kept, unless the read
 * covers its place and lacks it for no such reason (older than everything read, with more to load,
 * it comes back with the older pages).
 */
export function keepArrivedMessages(previous: History | undefined, next: History): History {
  const [first, ...rest] = next.pages;
  if (!previous || !first) return next;
  const read = next.pages.flatMap((page) => page.items);
  const readIds = new Set(read.map((message) => message.id));
  const oldestRead = Math.min(...read.map((message) => message.id));
  const complete = !next.pages.at(-1)?.nextCursor;
  const arrived = previous.pages
    .flatMap((page) => page.items)
    .filter((message) => !readIds.has(message.id) && (complete || message.id > oldestRead));
  if (arrived.length === 0) return next;
  const items = [...arrived, ...first.items].sort((a, b) => b.id - a.id);
  return { ...next, pages: [{ ...first, items }, ...rest] };
}

/** The channel's messages a page at a time, newest page first; older pages load upwards. */
export function getChannelHistoryQueryOptions(channelId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(channelId),
    queryFn: ({ pageParam, signal }) =>
      callApi(chatEndpoints.history, { params: { id: channelId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ChatHistoryResponse) => page.nextCursor ?? undefined,
    // The stream keeps it current; a refetch would only reload every page.
    staleTime: Number.POSITIVE_INFINITY,
    /*
     * What is unchanged keeps its identity, as TanStack Query's own structural sharing does: the read
     * again when the stream goes live usually brings what is shown, which then renders nothing again
     * (every message re-rendered was one long task, decision 071).
     */
    structuralSharing: (previous: unknown, next: unknown) =>
      replaceEqualDeep(previous, keepArrivedMessages(previous as History | undefined, next as History)),
  });
}

export function useChannelHistory(channelId: string | undefined) {
  return useInfiniteQuery({
    ...getChannelHistoryQueryOptions(channelId ?? ""),
    enabled: channelId !== undefined,
  });
}

export function useThread(messageId: number | undefined) {
  return useQuery({
    queryKey: chatKeys.thread(messageId ?? 0),
    queryFn: ({ signal }): Promise<ChatThreadResponse> =>
      callApi(chatEndpoints.thread, { params: { id: String(messageId) }, signal }),
    enabled: messageId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The channel's first read is under way and may have read before a message that just arrived was
 * committed; with nothing cached yet, the message has nowhere to wait. Once that read is back, the
 * channel is read again (a read of a cached history keeps what arrived meanwhile: keepArrivedMessages).
 */
function readAgainAfterFirstRead(queryClient: QueryClient, historyKey: QueryKey): void {
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== "updated" || event.query.queryHash !== hashKey(historyKey)) return;
    if (event.query.state.fetchStatus !== "idle") return;
    unsubscribe();
    if (event.query.state.data !== undefined) void queryClient.invalidateQueries({ queryKey: historyKey });
  });
}

/**
 * Puts a message into the caches that show it: a new top-level message at the head of its channel's
 * history, a reply at the end of its thread, a changed one in place. Keyed by id, so the same message
 * from the send's answer and from the stream (or from a replay after a reconnect) is kept once.
 */
export function storeMessage(queryClient: QueryClient, message: ChatMessage): void {
  if (message.parentId === null) {
    const historyKey = chatKeys.history(message.channelId);
    const state = queryClient.getQueryState<History>(historyKey);
    if (state && state.data === undefined && state.fetchStatus === "fetching")
      readAgainAfterFirstRead(queryClient, historyKey);
    queryClient.setQueryData<History>(historyKey, (history) => {
      if (!history) return history;
      const present = history.pages.some((page) => page.items.some((item) => item.id === message.id));
      if (present) {
        return {
          ...history,
          pages: history.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === message.id ? message : item)),
          })),
        };
      }
      const [first, ...rest] = history.pages;
      if (!first) return history;
      const items = [message, ...first.items].sort((a, b) => b.id - a.id);
      return { ...history, pages: [{ ...first, items }, ...rest] };
    });
    queryClient.setQueryData<ChatThreadResponse>(chatKeys.thread(message.id), (thread) =>
      thread ? { ...thread, parent: message } : thread,
    );
    return;
  }
  queryClient.setQueryData<ChatThreadResponse>(chatKeys.thread(message.parentId), (thread) => {
    if (!thread) return thread;
    const present = thread.replies.some((reply) => reply.id === message.id);
    const replies = present
      ? thread.replies.map((reply) => (reply.id === message.id ? message : reply))
      : [...thread.replies, message].sort((a, b) => a.id - b.id);
    return { ...thread, replies };
  });
}

/**
 * Changes a message where the caches hold it (its channel's history, a thread as its first message or
 * a reply), for a change that names the message but does not carry it whole.
 */
export function updateStoredMessage(
  queryClient: QueryClient,
  channelId: string,
  messageId: number,
  update: (message: ChatMessage) => ChatMessage,
): void {
  const changed = (message: ChatMessage) => (message.id === messageId ? update(message) : message);
  queryClient.setQueryData<History>(chatKeys.history(channelId), (history) =>
    history
      ? { ...history, pages: history.pages.map((page) => ({ ...page, items: page.items.map(changed) })) }
      : history,
  );
  queryClient.setQueriesData<ChatThreadResponse>({ queryKey: chatKeys.threads() }, (thread) =>
    thread && thread.parent.channelId === channelId
      ? { ...thread, parent: changed(thread.parent), replies: thread.replies.map(changed) }
      : thread,
  );
}

/**
 * Puts the message an event carries into the caches, whether or not a channel is on screen: a history
 * cached earlier and shown again later must not lack what arrived meanwhile.
 */
export function storeMessageOfEvent(
  queryClient: QueryClient,
  event: RealtimeMessage<"chat.message_posted" | "chat.message_updated">,
): void {
  storeMessage(queryClient, event.payload.message);
}

/** Stores each message the stream carries (`storeMessageOfEvent`), for as long as the stream is open. */
export function useStoreStreamedMessages(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent("chat.message_posted", (event) => storeMessageOfEvent(queryClient, event));
  useRealtimeEvent("chat.message_updated", (event) => storeMessageOfEvent(queryClient, event));
}

export function useSendMessage(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendChatMessageInput): Promise<ChatMessageResponse> =>
      callApi(chatEndpoints.send, { params: { id: channelId }, body: input }),
    onSuccess: ({ message }) => storeMessage(queryClient, message),
  });
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: string }): Promise<ChatMessageResponse> =>
      callApi(chatEndpoints.edit, { params: { id: String(id) }, body: { body } }),
    onSuccess: ({ message }) => storeMessage(queryClient, message),
  });
}

export function useDeleteMessage() {
  return useMutation({
    mutationFn: (id: number): Promise<undefined> =>
      callApi(chatEndpoints.delete, { params: { id: String(id) } }),
  });
}

export function uploadAttachment(channelId: string, file: File) {
  const form = new FormData();
  form.set("file", file);
  return callApi(chatEndpoints.uploadAttachment, { params: { id: channelId }, body: form });
}
