import { gamesEndpoints, type TmayDraft, type TmayDraftInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

/** Saves the three parts as the person's next version; earlier versions stay as they were. */
export function saveTmayDraft(draft: TmayDraftInput): Promise<TmayDraft> {
  return callApi(gamesEndpoints.tmayDraftSave, { body: draft });
}

export function useSaveTmayDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTmayDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.tmayDrafts() }),
  });
}
