import {
  type FundingApplicationDetailResponse,
  fundingApplicationEndpoints,
  fundingCallEndpoints,
  type UpdateFundingApplicationInput,
} from "@hatchery/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { fundingCallKeys } from "@/lib/query-keys/funding-call-keys";

export function useFundingApplication(applicationId: string) {
  return useQuery({
    queryKey: fundingCallKeys.application(applicationId),
    queryFn: ({ signal }) =>
      callApi(fundingApplicationEndpoints.detail, { params: { applicationId }, signal }),
  });
}

function useKeepApplication() {
  const queryClient = useQueryClient();
  return (answer: FundingApplicationDetailResponse) => {
    queryClient.setQueryData(fundingCallKeys.application(answer.application.id), answer);
    return queryClient.invalidateQueries({
      queryKey: fundingCallKeys.all,
      predicate: (query) => query.queryKey[1] !== "application",
    });
  };
}

export function useStartApplication(callId: string) {
  const keep = useKeepApplication();
  return useMutation({
    mutationFn: (teamId: string) =>
      callApi(fundingApplicationEndpoints.start, { params: { callId }, body: { teamId } }),
    onSuccess: keep,
  });
}

/** The autosave: each save sends the fields changed since the last one; saving twice changes nothing. */
export function useSaveApplication(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateFundingApplicationInput) =>
      callApi(fundingApplicationEndpoints.update, { params: { applicationId }, body }),
    onSuccess: (answer) => {
      // The form holds what is being typed: only the status and permissions are taken from the answer.
      queryClient.setQueryData(fundingCallKeys.application(applicationId), answer);
    },
  });
}

export function useApplicationStep(applicationId: string) {
  const keep = useKeepApplication();
  return useMutation({
    mutationFn: (step: "submit" | "withdraw") =>
      callApi(step === "submit" ? fundingApplicationEndpoints.submit : fundingApplicationEndpoints.withdraw, {
        params: { applicationId },
      }),
    onSuccess: keep,
  });
}

export function useApplicationComments(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: fundingCallKeys.comments(applicationId),
    queryFn: ({ signal }) =>
      callApi(fundingApplicationEndpoints.comments, { params: { applicationId }, signal }),
    enabled,
  });
}

export function useAddComment(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(fundingApplicationEndpoints.addComment, { params: { applicationId }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundingCallKeys.comments(applicationId) }),
  });
}

export function useFundingHub() {
  return useQuery({
    queryKey: fundingCallKeys.hub(),
    queryFn: ({ signal }) => callApi(fundingCallEndpoints.hub, { signal }),
  });
}
