import { incubatorEndpoints, type Plan } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** The active plans of an incubator, cheapest first, as its public page lists them. */
export async function getIncubatorPlans(slug: string, signal?: AbortSignal): Promise<Plan[]> {
  const detail = await callApi(incubatorEndpoints.detail, { params: { slug }, signal });
  return detail.plans;
}

/** Fetched only while `enabled` (the change-plan dialog is open). */
export function useIncubatorPlans(slug: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: incubatorKeys.activePlans(slug),
      queryFn: ({ signal }) => getIncubatorPlans(slug, signal),
      enabled,
    }),
  );
}
