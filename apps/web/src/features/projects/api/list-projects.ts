import { type ProjectListResponse, type ProjectStatus, projectEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";

/** The directory's filters as the address keeps them; an empty text or no status means "any". */
export interface ProjectFilters {
  search: string;
  status: ProjectStatus | "";
  tag: string;
  incubator: string;
}

export function listProjects(
  filters: ProjectFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProjectListResponse> {
  return callApi(projectEndpoints.list, {
    query: {
      search: filters.search.trim() || undefined,
      status: filters.status || undefined,
      tag: filters.tag.trim() || undefined,
      incubator: filters.incubator || undefined,
      cursor: cursor ?? undefined,
    },
    signal,
  });
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
