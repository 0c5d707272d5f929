import { z } from "zod";
import { CHECKLIST_STEPS } from "./dashboard-rules";
import { APPLICATION_STATUSES, CORE_TEAM_ROLES } from "./team-model";

/**
 * The dashboard's own reads (docs/decisions/056-dashboard-and-points.md): the getting-started checklist
 * and the teams card (teams with roles, milestones due, applications and invites both ways). The other
 * cards read their own areas' endpoints.
 */

export const checklistResponseSchema = z.object({
  steps: z.array(z.object({ step: z.enum(CHECKLIST_STEPS), done: z.boolean() })),
  /** When the person put the checklist away; the web hides it then, or once every step is done. */
  dismissedAt: z.string().nullable(),
});
export type ChecklistResponse = z.infer<typeof checklistResponseSchema>;

const teamRefSchema = z.object({ slug: z.string(), name: z.string() });

/** How many days ahead a milestone counts as due on the dashboard (overdue ones always do). */
export const MILESTONE_DUE_DAYS = 14;
/** Each list of the teams card shows this many; the full lists are on the teams' own pages. */
export const DASHBOARD_LIST_LIMIT = 10;

export const dashboardTeamsResponseSchema = z.object({
  teams: z.array(
    teamRefSchema.extend({
      incubator: teamRefSchema,
      isLeader: z.boolean(),
      coreRole: z.enum(CORE_TEAM_ROLES).nullable(),
      title: z.string(),
    }),
  ),
  /** Open milestones of the person's teams' projects due within MILESTONE_DUE_DAYS or overdue. */
  milestonesDue: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      dueOn: z.string(),
      project: teamRefSchema,
    }),
  ),
  /** The person's own open applications. */
  applications: z.array(
    z.object({
      id: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      team: teamRefSchema,
      positionTitle: z.string().nullable(),
    }),
  ),
  /** Open applications to teams the person leads, waiting for their answer. */
  waitingForYou: z.array(
    z.object({
      id: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      team: teamRefSchema,
      applicant: z.object({ id: z.string(), name: z.string() }),
      positionTitle: z.string().nullable(),
    }),
  ),
  /** Invite links the person made that can still be used. */
  openInvites: z.array(
    z.object({
      id: z.string(),
      positionTitle: z.string(),
      team: teamRefSchema,
      expiresAt: z.string(),
      usesLeft: z.number().int(),
    }),
  ),
});
export type DashboardTeamsResponse = z.infer<typeof dashboardTeamsResponseSchema>;
