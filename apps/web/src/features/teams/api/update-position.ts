import { type PositionDetailResponse, positionEndpoints, type UpdatePositionInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";

/** Edits a position; `status` closes (`closed`) or reopens (`open`) it. */
export function updatePosition(id: string, changes: UpdatePositionInput): Promise<PositionDetailResponse> {
  return callApi(positionEndpoints.update, { params: { id }, body: changes });
}

export function useUpdatePosition(
  successToast?: SuccessToast<PositionDetailResponse, { id: string; changes: UpdatePositionInput }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdatePositionInput }) =>
      updatePosition(id, changes),
    // The team page shows its open positions from the team's answer: editing, closing or reopening one
    // refreshes it with the position queries.
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]);
    },
  });
}
