import {
  type FundingReviewQueueResponse,
  fundingReviewEndpoints,
  type MyFundingReviewResponse,
  type SaveFundingReviewInput,
} from "@hatchery/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { FUNDING_QUERY_ROOT, fundingReviewKeys } from "@/lib/query-keys/funding-review-keys";

export function getReviewQueue(signal?: AbortSignal): Promise<FundingReviewQueueResponse> {
  return callApi(fundingReviewEndpoints.queue, { signal });
}

/** The applications of the calls the person reviews (`/funding/reviews`). */
export function useReviewQueue() {
  return useQuery(
    queryOptions({ queryKey: fundingReviewKeys.queue(), queryFn: ({ signal }) => getReviewQueue(signal) }),
  );
}

export function getMyReview(applicationId: string, signal?: AbortSignal): Promise<MyFundingReviewResponse> {
  return callApi(fundingReviewEndpoints.mine, { params: { applicationId }, signal });
}

export function useMyReview(applicationId: string, enabled = true) {
  return useQuery({
    queryKey: fundingReviewKeys.myReview(applicationId),
    queryFn: ({ signal }) => getMyReview(applicationId, signal),
    enabled,
    retry: false,
  });
}

/** Saves the draft, or submits it (`submit`): the queue and the review refresh either way. */
export function useSaveMyReview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { review: SaveFundingReviewInput; submit: boolean }) => {
      const saved = await callApi(fundingReviewEndpoints.save, {
        params: { applicationId },
        body: input.review,
      });
      return input.submit ? callApi(fundingReviewEndpoints.submit, { params: { applicationId } }) : saved;
    },
    onSuccess: (data) => queryClient.setQueryData(fundingReviewKeys.myReview(applicationId), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_ROOT }),
  });
}
