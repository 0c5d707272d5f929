import { type ChatMentionCandidatesResponse, chatEndpoints } from "@hatchery/shared";
import type { MentionSource } from "@/components/mention-textarea";
import { callApi } from "@/lib/api-client";
import { chatKeys } from "@/lib/query-keys/chat-keys";

/** The channel's readers, for the composer's @mention list: the server knows who may read it. */
export function chatMentionSource(channelId: string): MentionSource {
  return {
    queryKey: (query) => chatKeys.people(channelId, query),
    load: async (query, signal) => {
      const answer: ChatMentionCandidatesResponse = await callApi(chatEndpoints.mentionCandidates, {
        params: { id: channelId },
        query: { q: query },
        signal,
      });
      return answer.people;
    },
  };
}
