import { directMessageEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { chatKeys } from "@/lib/query-keys/chat-keys";

/** Starts a conversation with the people named, or opens the one-to-one the two already have. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantIds: string[]) =>
      callApi(directMessageEndpoints.startConversation, { body: { participantIds } }),
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), { conversation });
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(), exact: true });
    },
  });
}
