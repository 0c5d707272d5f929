import { type AnalyticsQuery, type AnalyticsReport, analyticsReportEndpoints } from "@hatchery/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { analyticsKeys } from "@/lib/query-keys/analytics-keys";

/** Whose figures: the platform's (administrators) or one incubator's (its owner and administrators). */
export type AnalyticsScopeInput = { kind: "platform" } | { kind: "incubator"; slug: string };

export function getAnalyticsReport(
  scope: AnalyticsScopeInput,
  range: AnalyticsQuery,
  signal?: AbortSignal,
): Promise<AnalyticsReport> {
  return scope.kind === "platform"
    ? callApi(analyticsReportEndpoints.platform, { query: range, signal })
    : callApi(analyticsReportEndpoints.incubator, { params: { slug: scope.slug }, query: range, signal });
}

export function getAnalyticsReportQueryOptions(scope: AnalyticsScopeInput, range: AnalyticsQuery) {
  return queryOptions({
    queryKey:
      scope.kind === "platform" ? analyticsKeys.platform(range) : analyticsKeys.incubator(scope.slug, range),
    queryFn: ({ signal }) => getAnalyticsReport(scope, range, signal),
    // Another range keeps the figures on screen (marked busy) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAnalyticsReport(scope: AnalyticsScopeInput, range: AnalyticsQuery) {
  return useQuery(getAnalyticsReportQueryOptions(scope, range));
}
