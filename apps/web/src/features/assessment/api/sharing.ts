import { type AssessmentSharing, assessmentEndpoints } from "@hatchery/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { assessmentKeys } from "@/lib/query-keys/assessment-keys";

/** Whether the person shows their role-fit summary to teams they apply to. */
export function useAssessmentSharing(enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.sharing(),
    queryFn: ({ signal }) => callApi(assessmentEndpoints.sharing, { signal }),
    enabled,
  });
}

export function useChangeAssessmentSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentSharing) => callApi(assessmentEndpoints.changeSharing, { body }),
    onSuccess: (sharing) => queryClient.setQueryData(assessmentKeys.sharing(), sharing),
  });
}
