import {
  type MentorDirectoryResponse,
  type MentorHelpRole,
  type MentorKind,
  mentorProfileEndpoints,
} from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentorProfileKeys } from "@/lib/query-keys/mentor-profile-keys";

/** The directory's search and filters as the address keeps them; an empty value means "any". */
export interface DirectoryFilters {
  search: string;
  expertise: string;
  role: MentorHelpRole | "";
  language: string;
  incubator: string;
  kind: MentorKind | "";
  /** "week": only mentors with a free time in the next seven days. */
  available: "week" | "";
}

export function listDirectory(
  filters: DirectoryFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MentorDirectoryResponse> {
  return callApi(mentorProfileEndpoints.directory, {
    query: {
      search: filters.search.trim() || undefined,
      expertise: filters.expertise.trim() || undefined,
      role: filters.role || undefined,
      language: filters.language || undefined,
      incubator: filters.incubator || undefined,
      kind: filters.kind || undefined,
      available: filters.available || undefined,
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

export function listDirectoryQueryOptions(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: mentorProfileKeys.directory(filters),
    queryFn: ({ pageParam, signal }) => listDirectory(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useDirectory(filters: DirectoryFilters) {
  return useInfiniteQuery(listDirectoryQueryOptions(filters));
}
