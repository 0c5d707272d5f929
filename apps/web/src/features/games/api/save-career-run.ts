import { type CareerRunInput, type CareerRunResponse, gamesEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

/** Sends the decisions only: the server replays them and works out the outcome itself. */
export function saveCareerRun(run: CareerRunInput): Promise<CareerRunResponse> {
  return callApi(gamesEndpoints.careerRun, { body: run });
}

export function useSaveCareerRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCareerRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.careerBests() }),
  });
}
