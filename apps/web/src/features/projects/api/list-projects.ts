import { type ProjectListResponse, projectEndpoints } from "@hatchery/shared";
import { type ProjectFilters, projectListQuery } from "@hatchery/shared/directory-filters";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";

export function listProjects(
  filters: ProjectFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProjectListResponse> {
  return callApi(projectEndpoints.list, { query: projectListQuery(filters, cursor), signal });
}

export function listProjectsQueryOptions(filters: ProjectFilters) {
  return infiniteQueryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listProjects(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useProjects(filters: ProjectFilters) {
  return useInfiniteQuery(listProjectsQueryOptions(filters));
}
