import type { ModerationQueueStatus, ReportContentKind } from "@hatchery/shared";

/**
 * The moderation queues (decision 055): the administrators' and each incubator owner's. A report filed
 * or handled anywhere (`report.created`, `report.handled`) refreshes every queue under `all`.
 */
export const moderationKeys = {
  all: ["moderation"] as const,
  queue: (
    scope: { incubatorSlug: string | null },
    filters: { status: ModerationQueueStatus; kind: ReportContentKind | null },
  ) => [...moderationKeys.all, "queue", scope.incubatorSlug, filters] as const,
};
