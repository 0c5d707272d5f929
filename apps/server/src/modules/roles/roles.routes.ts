import { roleEndpoints } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { getUserRoles, grantRole, revokeRole } from "./roles.service";

const success = "The person's roles after the call.";
const errors = {
  401: apiErrorResponse("Not signed in."),
  403: apiErrorResponse("Signed in with an unverified email, or without the admin role."),
  404: apiErrorResponse("No account has this email address."),
};

/**
 * Grant and revoke roles; admins with a verified email only, as the /admin page requires in the browser.
 * `npm run roles` does the same from the command line.
 */
export function rolesRoutes({ db, guards }: ModuleDeps): ApiRoute[] {
  const adminOnly = [guards.requireVerifiedEmail, guards.requireRole("admin")];
  return [
    defineEndpointRoute(roleEndpoints.lookup, {
      summary: "The roles of the person with this email address.",
      tags: ["admin"],
      success,
      middleware: adminOnly,
      errors,
      handler: (c, { query }) => getUserRoles(db, c.get("actor"), query),
    }),
    defineEndpointRoute(roleEndpoints.grant, {
      summary: "Grants a role (no change if the person already has it).",
      tags: ["admin"],
      success,
      middleware: adminOnly,
      errors,
      handler: (c, { body }) => grantRole(db, c.get("actor"), body, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(roleEndpoints.revoke, {
      summary: "Revokes a role (no change if the person does not have it).",
      tags: ["admin"],
      success,
      middleware: adminOnly,
      errors,
      handler: (c, { body }) => revokeRole(db, c.get("actor"), body, { requestId: c.get("requestId") }),
    }),
  ];
}
