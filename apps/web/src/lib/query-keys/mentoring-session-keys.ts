/**
 * Every query of mentors' availability, free times and sessions starts with `mentoringSessionKeys.all`:
 * a session's change refreshes the free times and both lists at once.
 */
export const mentoringSessionKeys = {
  all: ["mentoring-sessions"] as const,
  availability: () => [...mentoringSessionKeys.all, "availability"] as const,
  freeSlots: (slug: string, from: string, to: string, length: number | undefined) =>
    [...mentoringSessionKeys.all, "free-slots", slug, from, to, length ?? null] as const,
  mine: (when: "upcoming" | "past") => [...mentoringSessionKeys.all, "mine", when] as const,
};
