import { type ProjectListResponse, projectEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";

/** The projects of the incubator's teams the viewer may see, recently updated first. */
export function listIncubatorProjects(
  slug: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProjectListResponse> {
  return callApi(projectEndpoints.list, { query: { incubator: slug, cursor: cursor ?? undefined }, signal });
}

export function incubatorProjectsQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: projectKeys.list({ incubator: slug, scope: "community" }),
    queryFn: ({ pageParam, signal }) => listIncubatorProjects(slug, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useIncubatorProjects(slug: string) {
  return useInfiniteQuery(incubatorProjectsQueryOptions(slug));
}
