import { type ChatUnreadSummary, chatEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { chatKeys } from "@/lib/query-keys/chat-keys";

/*
 * In lib, not in the chat feature: the header's chat button, the chat's unread panel and the chat links
 * of the team and incubator pages all read this one summary, and no feature imports another.
 */

/** Every readable channel's counts, for the navigation's badges. */
export function useChatUnread(enabled = true) {
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }): Promise<ChatUnreadSummary> => callApi(chatEndpoints.unread, { signal }),
    enabled,
  });
}
