import { dashboardEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { dismissOwnChecklist, readOwnChecklist } from "./dashboard-checklist.service";
import { readDashboardTeams } from "./dashboard-teams.service";

const tags = ["dashboard"];
const signedOut = apiErrorResponse("Not signed in.");

/** The dashboard's own reads: the getting-started checklist and the teams card (decision 056). */
export function dashboardRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(dashboardEndpoints.checklist, {
      summary:
        "The caller's getting-started checklist: each step ticked from their data, and whether they put it away.",
      tags,
      success: "The checklist's steps and when it was dismissed.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: async (c) => readOwnChecklist(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(dashboardEndpoints.dismissChecklist, {
      summary:
        "Puts the caller's getting-started checklist away on every device; again keeps the first time.",
      tags,
      success: "The checklist, now dismissed.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: async (c) => dismissOwnChecklist(db, await loadPolicyActor(c, db), clock.now()),
    }),
    defineEndpointRoute(dashboardEndpoints.teams, {
      summary:
        "The caller's teams with their roles, milestones due, their open applications, applications waiting for them as a leader and their open invite links.",
      tags,
      success: "The dashboard's teams card.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: async (c) => readDashboardTeams(db, await loadPolicyActor(c, db), clock.now()),
    }),
  ];
}
