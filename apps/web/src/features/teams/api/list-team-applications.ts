import { type ApplicationListResponse, type ApplicationStatus, applicationEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { applicationKeys } from "@/lib/query-keys/position-keys";

export function listTeamApplications(
  teamSlug: string,
  status: ApplicationStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ApplicationListResponse> {
  return callApi(applicationEndpoints.teamList, {
    params: { slug: teamSlug },
    query: { status, cursor: cursor ?? undefined },
    signal,
  });
}

export function listTeamApplicationsQueryOptions(teamSlug: string, status: ApplicationStatus) {
  return infiniteQueryOptions({
    queryKey: applicationKeys.team(teamSlug, status),
    queryFn: ({ pageParam, signal }) => listTeamApplications(teamSlug, status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One status at a time: the server filters by a single status, newest first. */
export function useTeamApplications(teamSlug: string, status: ApplicationStatus, enabled = true) {
  return useInfiniteQuery({ ...listTeamApplicationsQueryOptions(teamSlug, status), enabled });
}
