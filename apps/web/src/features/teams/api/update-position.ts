import { type PositionDetailResponse, positionEndpoints, type UpdatePositionInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";

/** Edits a position; `status` closes (`closed`) or reopens (`open`) it. */
export function updatePosition(id: string, changes: UpdatePositionInput): Promise<PositionDetailResponse> {
  return callApi(positionEndpoints.update, { params: { id }, body: changes });
}

export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePositionInput }) =>
      updatePosition(id, changes),
    // The team page shows its open positions from the team's answer: editing, closing or reopening one
    // refreshes it with the position queries.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
}
