import {
  endpointUrl,
  type FundingDecisionInput,
  type FundingRankingResponse,
  type FundingReportResponse,
  fundingAwardEndpoints,
  fundingReportResponseSchema,
} from "@hatchery/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, callApi } from "@/lib/api-client";
import { FUNDING_QUERY_ROOT, fundingReviewKeys } from "@/lib/query-keys/funding-review-keys";

export function useRanking(callId: string) {
  return useQuery({
    queryKey: fundingReviewKeys.ranking(callId),
    queryFn: ({ signal }): Promise<FundingRankingResponse> =>
      callApi(fundingAwardEndpoints.ranking, { params: { callId }, signal }),
    retry: false,
  });
}

/** The report as JSON; the same address with `format=csv` is the download. */
export function useFundingReport(callId: string) {
  return useQuery({
    queryKey: fundingReviewKeys.report(callId),
    queryFn: ({ signal }): Promise<FundingReportResponse> =>
      apiRequest(endpointUrl(fundingAwardEndpoints.report, { callId }, { format: "json" }), {
        schema: fundingReportResponseSchema,
        signal,
      }),
    retry: false,
  });
}

export function reportCsvUrl(callId: string): string {
  return endpointUrl(fundingAwardEndpoints.report, { callId }, { format: "csv" });
}

function useFundingMutation<TInput>(run: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: FUNDING_QUERY_ROOT }),
  });
}

export function useShortlist() {
  return useFundingMutation(
    ({ applicationId, shortlisted }: { applicationId: string; shortlisted: boolean }) =>
      callApi(shortlisted ? fundingAwardEndpoints.shortlist : fundingAwardEndpoints.unshortlist, {
        params: { applicationId },
      }),
  );
}

export function useDecide() {
  return useFundingMutation(
    ({ applicationId, decision }: { applicationId: string; decision: FundingDecisionInput }) =>
      callApi(fundingAwardEndpoints.decide, { params: { applicationId }, body: decision }),
  );
}

export function useReopen() {
  return useFundingMutation((applicationId: string) =>
    callApi(fundingAwardEndpoints.reopen, { params: { applicationId } }),
  );
}

export function useReleaseTranche() {
  return useFundingMutation(
    ({ trancheId, paymentReference }: { trancheId: string; paymentReference: string }) =>
      callApi(fundingAwardEndpoints.release, { params: { trancheId }, body: { paymentReference } }),
  );
}
