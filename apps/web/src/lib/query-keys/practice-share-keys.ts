import type { PracticeShareKind } from "@hatchery/shared";

/** Every query about practice results shared with a mentor starts with `practiceShareKeys.all`. */
export const practiceShareKeys = {
  all: ["practice-shares"] as const,
  mentors: (query: string) => [...practiceShareKeys.all, "mentors", query] as const,
  ofItem: (kind: PracticeShareKind, itemId: string) =>
    [...practiceShareKeys.all, "item", kind, itemId] as const,
  withMe: () => [...practiceShareKeys.all, "with-me"] as const,
  detail: (id: string) => [...practiceShareKeys.all, "detail", id] as const,
};
