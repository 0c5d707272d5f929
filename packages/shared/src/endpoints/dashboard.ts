import { defineEndpoint } from "../api-endpoint";
import { checklistResponseSchema, dashboardTeamsResponseSchema } from "../dashboard";

/** The dashboard's own reads and the checklist's dismissal (docs/decisions/056-dashboard-and-points.md). */
export const dashboardEndpoints = {
  checklist: defineEndpoint({
    method: "GET",
    path: "/api/dashboard/checklist",
    status: 200,
    response: checklistResponseSchema,
  }),
  dismissChecklist: defineEndpoint({
    method: "POST",
    path: "/api/dashboard/checklist/dismiss",
    status: 200,
    response: checklistResponseSchema,
  }),
  teams: defineEndpoint({
    method: "GET",
    path: "/api/dashboard/teams",
    status: 200,
    response: dashboardTeamsResponseSchema,
  }),
};
