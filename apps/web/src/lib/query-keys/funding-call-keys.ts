/**
 * Every query about funding calls and applications starts with `fundingCallKeys.all`: a change to a
 * call or an application refreshes them with one invalidation (decision 059).
 */
export const fundingCallKeys = {
  all: ["funding-calls"] as const,
  /** The incubator's calls. */
  incubator: (slug: string) => [...fundingCallKeys.all, "incubator", slug] as const,
  detail: (callId: string) => [...fundingCallKeys.all, "detail", callId] as const,
  reviewers: (callId: string, search: string) =>
    [...fundingCallKeys.all, "reviewers", callId, search] as const,
  application: (applicationId: string) => [...fundingCallKeys.all, "application", applicationId] as const,
  comments: (applicationId: string) => [...fundingCallKeys.all, "comments", applicationId] as const,
  /** The signed-in person's hub. */
  hub: () => [...fundingCallKeys.all, "hub"] as const,
};
