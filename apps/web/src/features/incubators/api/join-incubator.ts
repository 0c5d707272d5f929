import { type MembershipResponse, membershipEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** Joins as a guest member (or rejoins: the server sets the membership active again). */
export function joinIncubator(slug: string): Promise<MembershipResponse> {
  return callApi(membershipEndpoints.join, { params: { slug } });
}

export function useJoinIncubator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinIncubator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
