import type { Milestone } from "@hatchery/shared";

/**
 * Milestones by due date, undated last, then in the order they were added: the server's order, kept
 * after a milestone is added or re-dated here without waiting for the page to be read again.
 */
export function sortMilestones(milestones: readonly Milestone[]): Milestone[] {
  return [...milestones].sort((a, b) => {
    if (a.dueOn !== b.dueOn) {
      if (a.dueOn === null) return 1;
      if (b.dueOn === null) return -1;
      return a.dueOn < b.dueOn ? -1 : 1;
    }
    return a.createdAt.localeCompare(b.createdAt);
  });
}

/** "3 of 5 done". */
export function milestoneProgressText(milestones: readonly Milestone[]): string {
  const done = milestones.filter((milestone) => milestone.doneAt !== null).length;
  return `${done} of ${milestones.length} done`;
}
