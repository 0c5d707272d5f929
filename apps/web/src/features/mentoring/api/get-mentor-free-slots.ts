import { type FreeSlotsResponse, mentoringSessionEndpoints } from "@hatchery/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringSessionKeys } from "@/lib/query-keys/mentoring-session-keys";

export interface FreeSlotsRange {
  /** UTC ISO instants. */
  from: string;
  to: string;
  length?: number;
}

/** The query's text for a length: only the lengths the contract knows. */
function lengthParam(length: number | undefined): "30" | "60" | undefined {
  if (length === 30) return "30";
  if (length === 60) return "60";
  return undefined;
}

export function getMentorFreeSlots(
  slug: string,
  range: FreeSlotsRange,
  signal?: AbortSignal,
): Promise<FreeSlotsResponse> {
  const query = { from: range.from, to: range.to, length: lengthParam(range.length) };
  return callApi(mentoringSessionEndpoints.freeSlots, { params: { slug }, query, signal });
}

export function getMentorFreeSlotsQueryOptions(slug: string, range: FreeSlotsRange) {
  return queryOptions({
    queryKey: mentoringSessionKeys.freeSlots(slug, range.from, range.to, range.length),
    queryFn: ({ signal }) => getMentorFreeSlots(slug, range, signal),
  });
}

/** A published mentor's free times in a range; the previous range stays shown while the next loads. */
export function useMentorFreeSlots(slug: string, range: FreeSlotsRange) {
  return useQuery({ ...getMentorFreeSlotsQueryOptions(slug, range), placeholderData: keepPreviousData });
}
