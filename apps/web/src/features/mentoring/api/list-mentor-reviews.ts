import { type MentorReviewsResponse, mentoringAfterEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringAfterKeys } from "@/lib/query-keys/mentoring-after-keys";

export function listMentorReviews(
  slug: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MentorReviewsResponse> {
  return callApi(mentoringAfterEndpoints.mentorReviews, {
    params: { slug },
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

export function listMentorReviewsQueryOptions(slug: string) {
  return infiniteQueryOptions({
    queryKey: mentoringAfterKeys.mentorReviews(slug),
    queryFn: ({ pageParam, signal }) => listMentorReviews(slug, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A mentor's revealed reviews from mentees, newest first; not asked for while there are none. */
export function useMentorReviews(slug: string, enabled: boolean) {
  return useInfiniteQuery({ ...listMentorReviewsQueryOptions(slug), enabled });
}
