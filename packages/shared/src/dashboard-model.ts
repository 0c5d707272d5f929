/**
 * The dashboard's words and limits (docs/decisions/056-dashboard-and-points.md), free of schemas: the
 * getting-started checklist names its steps on every dashboard's first view, which from dashboard.ts
 * brought zod and the dashboard's schemas with it (decision 071).
 */

/** The checklist's steps, in the order a new person would take them; each is ticked from real data. */
export const CHECKLIST_STEPS = [
  "verify_email",
  "complete_profile",
  "join_incubator",
  "take_assessment",
  "join_team",
  "post_introduction",
] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

export const CHECKLIST_STEP_LABELS: Record<ChecklistStep, { label: string; to: string }> = {
  verify_email: { label: "Verify your email", to: "/profile" },
  complete_profile: { label: "Complete your profile", to: "/profile" },
  join_incubator: { label: "Join an incubator", to: "/incubators" },
  take_assessment: { label: "Take the assessment", to: "/assessment" },
  join_team: { label: "Join or start a team", to: "/teams" },
  post_introduction: { label: "Post an introduction", to: "/feed" },
};

/** How many days ahead a milestone counts as due on the dashboard (overdue ones always do). */
export const MILESTONE_DUE_DAYS = 14;
/** Each list of the teams card shows this many; the full lists are on the teams' own pages. */
export const DASHBOARD_LIST_LIMIT = 10;
