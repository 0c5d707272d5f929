import { directMessageEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { chatKeys } from "@/lib/query-keys/chat-keys";

/**
 * Blocks or unblocks a person: what may be written, and whose messages show, change in every
 * conversation, so the conversations and their histories are read again.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      callApi(blocked ? directMessageEndpoints.block : directMessageEndpoints.unblock, {
        params: { userId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
