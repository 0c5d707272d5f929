import { directMessageEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { chatKeys } from "@/lib/query-keys/chat-keys";

/** The person's direct conversations with their unread counts; every chat event refreshes them. */
export function useConversations(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) => callApi(directMessageEndpoints.conversations, { signal }),
    enabled: options.enabled,
  });
}

/** One conversation: the others, the unread count and whether the person may write. */
export function useConversation(id: string) {
  return useQuery({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => callApi(directMessageEndpoints.conversation, { params: { id }, signal }),
    retry: false,
  });
}
