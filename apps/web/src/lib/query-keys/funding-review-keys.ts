/**
 * The root of every query of funding review, decisions and awards: a decision or a tranche's step
 * refreshes the queue, the ranking and the report at once. Its own export, so the
 * realtime map (which every first view carries) takes this and not the keys below.
 */
export const FUNDING_QUERY_ROOT = ["funding"] as const;

export const fundingReviewKeys = {
  all: FUNDING_QUERY_ROOT,
  queue: () => [...FUNDING_QUERY_ROOT, "review-queue"] as const,
  myReview: (applicationId: string) => [...FUNDING_QUERY_ROOT, "my-review", applicationId] as const,
  reviews: (applicationId: string) => [...FUNDING_QUERY_ROOT, "reviews", applicationId] as const,
  ranking: (callId: string) => [...FUNDING_QUERY_ROOT, "ranking", callId] as const,
  report: (callId: string) => [...FUNDING_QUERY_ROOT, "report", callId] as const,
};
