import {
  type ChatMessage,
  type ChatMessageResponse,
  type ChatReaction,
  chatEndpoints,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi, errorMessage } from "@/lib/api-client";
import { useRealtimeEvent } from "@/lib/realtime/realtime-notices";
import { toast } from "@/lib/toast";
import { storeMessage, updateStoredMessage } from "./chat-messages";

/**
 * Adds or takes back the person's reaction; the message with its new reactions replaces the old. A
 * refusal (too many changes in a minute, among others) is said in a toast, which outlives the message
 * on screen.
 */
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
    onError: (error) =>
      toast({
        title: "Your reaction was not saved",
        description: errorMessage(error),
        variant: "destructive",
      }),
  });
}

/**
 * Puts the reactions others give, as the stream tells them, into the messages shown. A burst of changes
 * to one message arrives as one event carrying its reactions as they are (decision 025).
 */
export function useLiveReactions(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent("chat.reactions_changed", ({ payload: { channelId, messageId, reactions } }) =>
    updateStoredMessage(
      queryClient,
      channelId,
      messageId,
      (message): ChatMessage => ({ ...message, reactions }),
    ),
  );
}
