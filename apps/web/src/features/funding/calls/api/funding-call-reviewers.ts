import { fundingCallEndpoints } from "@hatchery/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { fundingCallKeys } from "@/lib/query-keys/funding-call-keys";

export function useCallReviewers(callId: string, search: string) {
  return useQuery({
    queryKey: fundingCallKeys.reviewers(callId, search),
    queryFn: ({ signal }) =>
      callApi(fundingCallEndpoints.reviewers, {
        params: { callId },
        query: { search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReviewerChange(callId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: "add" | "remove" }) =>
      change === "add"
        ? callApi(fundingCallEndpoints.addReviewer, { params: { callId }, body: { userId } })
        : callApi(fundingCallEndpoints.removeReviewer, { params: { callId, userId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...fundingCallKeys.all, "reviewers", callId] }),
  });
}
