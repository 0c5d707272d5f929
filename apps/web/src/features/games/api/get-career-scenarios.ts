import { type CareerScenariosResponse, type CoreTeamRole, gamesEndpoints } from "@hatchery/shared";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { gamesKeys } from "@/lib/query-keys/games-keys";

export function getCareerScenarios(
  role: CoreTeamRole,
  signal?: AbortSignal,
): Promise<CareerScenariosResponse> {
  return callApi(gamesEndpoints.careerScenarios, { query: { role }, signal });
}

/** A role's scenarios change only with a release: kept for the visit, so another run starts at once. */
export function getCareerScenariosQueryOptions(role: CoreTeamRole) {
  return queryOptions({
    queryKey: gamesKeys.careerScenarios(role),
    queryFn: ({ signal }) => getCareerScenarios(role, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
