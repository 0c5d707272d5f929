import {
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatMessageResponse,
  type ChatThreadResponse,
  chatEndpoints,
  type SendChatMessageInput,
} from "@hatchery/shared";
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { chatKeys } from "@/lib/query-keys/chat-keys";

type History = InfiniteData<ChatHistoryResponse, string | undefined>;

/** The channel's messages a page at a time, newest page first; older pages load upwards. */
export function useChannelHistory(channelId: string | undefined) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(channelId ?? ""),
    queryFn: ({ pageParam, signal }) =>
      callApi(chatEndpoints.history, {
        params: { id: channelId ?? "" },
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: channelId !== undefined,
    // The stream keeps it current; a refetch would only reload every page.
    staleTime: Number.POSITIVE_INFINITY,
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
 * Puts a message into the caches that show it: a new top-level message at the head of its channel's
 * history, a reply at the end of its thread, a changed one in place. Keyed by id, so the same message
 * from the send's answer and from the stream (or from a replay after a reconnect) is kept once.
 */
export function storeMessage(queryClient: QueryClient, message: ChatMessage): void {
  if (message.parentId === null) {
    queryClient.setQueryData<History>(chatKeys.history(message.channelId), (history) => {
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
