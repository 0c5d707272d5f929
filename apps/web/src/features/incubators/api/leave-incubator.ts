import { type MembershipResponse, membershipEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

/** Leaves: the membership becomes inactive, and joining again restores it. */
export function leaveIncubator(slug: string): Promise<MembershipResponse> {
  return callApi(membershipEndpoints.leave, { params: { slug } });
}

export function useLeaveIncubator(successToast?: SuccessToastOf<typeof leaveIncubator>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveIncubator,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return queryClient.invalidateQueries({ queryKey: incubatorKeys.all });
    },
  });
}
