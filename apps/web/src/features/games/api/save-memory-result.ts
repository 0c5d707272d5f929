import { gamesEndpoints, type MemoryResultInput, type MemoryResultResponse } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function saveMemoryResult(result: MemoryResultInput): Promise<MemoryResultResponse> {
  return callApi(gamesEndpoints.memoryResult, { body: result });
}

export function useSaveMemoryResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemoryResult,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamesKeys.all }),
  });
}
