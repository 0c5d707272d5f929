import { type ApplicationResponse, applicationEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { refreshAfterApplicationStep } from "./application-invalidation";

/** The applicant becomes a member, with the position's core role and title. */
export function acceptApplication(id: string): Promise<ApplicationResponse> {
  return callApi(applicationEndpoints.accept, { params: { id } });
}

export function useAcceptApplication(successToast?: SuccessToastOf<typeof acceptApplication>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptApplication,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      return refreshAfterApplicationStep(queryClient);
    },
  });
}
