import { roleChangeSchema, roleLookupQuerySchema, userRolesResponseSchema } from "@hatchery/shared";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, apiErrorResponse, defineApiRoute } from "../../lib/api-route";
import { getUserRoles, grantRole, revokeRole } from "./roles.service";

const responses = {
  200: { description: "The person's roles after the call.", schema: userRolesResponseSchema },
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
    defineApiRoute({
      method: "get",
      path: "/api/admin/roles",
      summary: "The roles of the person with this email address.",
      tags: ["admin"],
      middleware: adminOnly,
      query: roleLookupQuerySchema,
      responses,
      handler: async (c, { query }) => c.json(await getUserRoles(db, c.get("actor"), query)),
    }),
    defineApiRoute({
      method: "post",
      path: "/api/admin/roles",
      summary: "Grants a role (no change if the person already has it).",
      tags: ["admin"],
      middleware: adminOnly,
      body: { schema: roleChangeSchema },
      responses,
      handler: async (c, { body }) =>
        c.json(await grantRole(db, c.get("actor"), body, { requestId: c.get("requestId") })),
    }),
    defineApiRoute({
      method: "delete",
      path: "/api/admin/roles",
      summary: "Revokes a role (no change if the person does not have it).",
      tags: ["admin"],
      middleware: adminOnly,
      body: { schema: roleChangeSchema },
      responses,
      handler: async (c, { body }) =>
        c.json(await revokeRole(db, c.get("actor"), body, { requestId: c.get("requestId") })),
    }),
  ];
}
