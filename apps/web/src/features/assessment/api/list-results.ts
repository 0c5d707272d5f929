import { assessmentEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { assessmentKeys } from "@/lib/query-keys/assessment-keys";

/** The signed-in person's saved results, newest first. */
export function useAssessmentHistory(enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.history(),
    queryFn: ({ signal }) => callApi(assessmentEndpoints.history, { query: {}, signal }),
    enabled,
  });
}
