import { type ChatMessageResponse, type ChatReaction, chatEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { storeMessage } from "./chat-messages";

/** Adds or takes back the person's reaction; the message with its new reactions replaces the old. */
export function useReact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      messageId,
      reaction,
      add,
    }: {
      messageId: number;
      reaction: ChatReaction;
      add: boolean;
    }): Promise<ChatMessageResponse> =>
      callApi(add ? chatEndpoints.addReaction : chatEndpoints.removeReaction, {
        params: { id: String(messageId), reaction },
      }),
    onSuccess: ({ message }) => storeMessage(queryClient, message),
  });
}
