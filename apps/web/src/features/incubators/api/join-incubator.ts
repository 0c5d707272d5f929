import { type MembershipResponse, membershipEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

/** Joins as a guest member (or rejoins: the server sets the membership active again). */
export function joinIncubator(slug: string): Promise<MembershipResponse> {
  return callApi(membershipEndpoints.join, { params: { slug } });
}

export function useJoinIncubator(successToast?: SuccessToastOf<typeof joinIncubator>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinIncubator,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return queryClient.invalidateQueries({ queryKey: incubatorKeys.all });
    },
  });
}
