import { mentoringAfterEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { readMentoringDashboard } from "./mentoring-dashboard.service";

const tags = ["mentoring"];

/** The dashboard's mentoring card (docs/decisions/051-mentoring.md, "After the session"). */
export function mentoringDashboardRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(mentoringAfterEndpoints.dashboard, {
      summary:
        "The caller's next mentoring sessions in both roles, the requests waiting for them as mentor and their open action items.",
      tags,
      success: "The dashboard's mentoring card.",
      middleware: [guards.requireUser],
      errors: { 401: apiErrorResponse("Not signed in.") },
      handler: async (c) => readMentoringDashboard(db, await loadPolicyActor(c, db), clock.now()),
    }),
  ];
}
