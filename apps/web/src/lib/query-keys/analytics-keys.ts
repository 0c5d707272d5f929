import type { AnalyticsQuery } from "@hatchery/shared";

/** Every analytics report query starts with `analyticsKeys.all`. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  platform: (range: AnalyticsQuery) => [...analyticsKeys.all, "platform", range] as const,
  incubator: (slug: string, range: AnalyticsQuery) =>
    [...analyticsKeys.all, "incubator", slug, range] as const,
};
