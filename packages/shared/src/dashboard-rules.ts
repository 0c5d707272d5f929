/*
 * The dashboard's checklist steps and their words, apart from the schemas in dashboard.ts: the dashboard's
 * first view names them, and a module with schemas brings the schema library into it (issue 29).
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
