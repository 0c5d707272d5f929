import { type CreatePositionInput, type PositionDetailResponse, positionEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { positionKeys } from "@/lib/query-keys/position-keys";
import { teamKeys } from "@/lib/query-keys/team-keys";

export function createPosition(
  teamSlug: string,
  position: CreatePositionInput,
): Promise<PositionDetailResponse> {
  return callApi(positionEndpoints.create, { params: { slug: teamSlug }, body: position });
}

/** The team page lists the team's open positions, so it refreshes with the position queries. */
export function useCreatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamSlug, position }: { teamSlug: string; position: CreatePositionInput }) =>
      createPosition(teamSlug, position),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionKeys.all }),
        queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      ]),
  });
}
