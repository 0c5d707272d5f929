import {
  type ModerationQueueResponse,
  type ModerationQueueStatus,
  moderationEndpoints,
  type ReportContentKind,
} from "@hatchery/shared";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { moderationKeys } from "@/lib/query-keys/moderation-keys";

export interface ModerationQueueFilters {
  status: ModerationQueueStatus;
  kind: ReportContentKind | null;
}

/** A page of the queue: every report for an administrator, or one incubator's for its owner. */
export function listModerationQueue(
  incubatorSlug: string | null,
  filters: ModerationQueueFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ModerationQueueResponse> {
  const query = { status: filters.status, kind: filters.kind ?? undefined, cursor: cursor ?? undefined };
  return incubatorSlug === null
    ? callApi(moderationEndpoints.queue, { query, signal })
    : callApi(moderationEndpoints.incubatorQueue, { params: { slug: incubatorSlug }, query, signal });
}

export function listModerationQueueQueryOptions(
  incubatorSlug: string | null,
  filters: ModerationQueueFilters,
) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue({ incubatorSlug }, filters),
    queryFn: ({ pageParam, signal }) => listModerationQueue(incubatorSlug, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Another filter keeps the list in place while its cases load.
    placeholderData: keepPreviousData,
  });
}

export function useModerationQueue(incubatorSlug: string | null, filters: ModerationQueueFilters) {
  return useInfiniteQuery(listModerationQueueQueryOptions(incubatorSlug, filters));
}
