/**
 * The root of every query of mentors' availability, free times and sessions: a session's change
 * refreshes the free times and both lists at once. Its own export, so the realtime map (which every
 * first view carries) takes this and not the keys below.
 */
export const MENTORING_QUERY_ROOT = ["mentoring-sessions"] as const;

export const mentoringSessionKeys = {
  all: MENTORING_QUERY_ROOT,
  availability: () => [...MENTORING_QUERY_ROOT, "availability"] as const,
  freeSlots: (slug: string, from: string, to: string, length: number | undefined) =>
    [...MENTORING_QUERY_ROOT, "free-slots", slug, from, to, length ?? null] as const,
  mine: (when: "upcoming" | "past") => [...MENTORING_QUERY_ROOT, "mine", when] as const,
};
