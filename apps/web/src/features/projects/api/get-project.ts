import { type ProjectDetailResponse, projectEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { projectKeys } from "@/lib/query-keys/project-keys";

/** The project page and the edit page read the same answer: the fields as kept, and what the viewer may do. */
export function getProject(slug: string, signal?: AbortSignal): Promise<ProjectDetailResponse> {
  return callApi(projectEndpoints.detail, { params: { slug }, signal });
}

export function getProjectQueryOptions(slug: string) {
  return queryOptions({
    queryKey: projectKeys.detail(slug),
    queryFn: ({ signal }) => getProject(slug, signal),
  });
}

export function useProject(slug: string) {
  return useQuery(getProjectQueryOptions(slug));
}
