import {
  type CreateFundingCallInput,
  type FundingCallDetailResponse,
  fundingCallEndpoints,
  type UpdateFundingCallInput,
} from "@hatchery/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { fundingCallKeys } from "@/lib/query-keys/funding-call-keys";

export function incubatorCallsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: fundingCallKeys.incubator(slug),
    queryFn: ({ signal }) => callApi(fundingCallEndpoints.list, { params: { slug }, signal }),
  });
}

export function useIncubatorCalls(slug: string) {
  return useQuery(incubatorCallsQueryOptions(slug));
}

export function fundingCallQueryOptions(callId: string) {
  return queryOptions({
    queryKey: fundingCallKeys.detail(callId),
    queryFn: ({ signal }) => callApi(fundingCallEndpoints.detail, { params: { callId }, signal }),
  });
}

export function useFundingCall(callId: string) {
  return useQuery(fundingCallQueryOptions(callId));
}

/** After any change to a call: its page, its incubator's list and the hubs read it. */
function useRefreshCalls() {
  const queryClient = useQueryClient();
  return (answer: FundingCallDetailResponse) => {
    queryClient.setQueryData(fundingCallKeys.detail(answer.call.id), answer);
    return queryClient.invalidateQueries({ queryKey: fundingCallKeys.all });
  };
}

export function useCreateCall(slug: string) {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (body: CreateFundingCallInput) =>
      callApi(fundingCallEndpoints.create, { params: { slug }, body }),
    onSuccess: refresh,
  });
}

export function useUpdateCall(callId: string) {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (body: UpdateFundingCallInput) =>
      callApi(fundingCallEndpoints.update, { params: { callId }, body }),
    onSuccess: refresh,
  });
}

export type CallStep = { step: "publish" } | { step: "close" } | { step: "extend"; closesAt: string };

export function useCallStep(callId: string) {
  const refresh = useRefreshCalls();
  return useMutation({
    mutationFn: (step: CallStep) => {
      const params = { callId };
      switch (step.step) {
        case "publish":
          return callApi(fundingCallEndpoints.publish, { params });
        case "close":
          return callApi(fundingCallEndpoints.close, { params });
        case "extend":
          return callApi(fundingCallEndpoints.extend, { params, body: { closesAt: step.closesAt } });
      }
    },
    onSuccess: refresh,
  });
}
