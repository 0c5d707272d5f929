import { gamesEndpoints, type TmayAttempt, type TmayAttemptInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

/** Sends the delivered text only; the server computes the feedback it stores from it. */
export function saveTmayAttempt(attempt: TmayAttemptInput): Promise<TmayAttempt> {
  return callApi(gamesEndpoints.tmayAttemptSave, { body: attempt });
}

export function useSaveTmayAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTmayAttempt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.tmayAttempts() }),
  });
}
