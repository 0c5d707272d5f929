import { type ApplicationResponse, applicationEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";
import { refreshAfterApplicationStep } from "./application-invalidation";

/** Declines with an optional reason the applicant reads (empty: none). */
export function declineApplication(id: string, reason: string): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.decline, { params: { id }, body: { reason: reason.trim() || null } });
}

export function useDeclineApplication(
  successToast?: SuccessToast<ApplicationResponse, { id: string; reason: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => declineApplication(id, reason),
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return refreshAfterApplicationStep(queryClient);
    },
  });
}
