import { assessmentEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { assessmentKeys } from "@/lib/query-keys/assessment-keys";

/** The role-fit questions change only with a release: asked for once per visit. */
export function useRoleFitQuestions(enabled: boolean) {
  return useQuery({
    queryKey: assessmentKeys.roleFitQuestions(),
    queryFn: ({ signal }) => callApi(assessmentEndpoints.roleFitQuestions, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
