import { adminUserEndpoints, roleRequestEndpoints, SETUP_MESSAGES, setupEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { disableAccount, enableAccount, signOutEverywhere } from "./account-status.service";
import { getAdminUser, grantUserRole, listUsers, revokeUserRole } from "./admin-users.service";
import {
  createRoleRequest,
  decideRoleRequest,
  listMyRoleRequests,
  listOpenRoleRequests,
} from "./role-requests.service";
import { getSetupLinkStatus, useSetupLink } from "./setup-link.service";

const notSignedIn = apiErrorResponse("Not signed in.");
const notAdmin = apiErrorResponse("Signed in with an unverified email, or without the admin role.");
const noPerson = apiErrorResponse("There is no such person.");

/**
 * The setup link, role requests and the Users section (docs/decisions/053-first-run-and-roles.md).
 * Every route signs the person in and leaves the decision to admin-users.policy.ts.
 */
export function adminUsersRoutes({ clock, db, guards }: ModuleDeps): ApiRoute[] {
  const signedIn = [guards.requireUser];
  return [
    defineEndpointRoute(setupEndpoints.status, {
      summary: "Whether a setup link can still make the first administrator, and why not.",
      tags: ["admin"],
      success: "The link's status with the words to show.",
      handler: (_c, { params }) => getSetupLinkStatus(db, params.token, clock.now()),
    }),
    defineEndpointRoute(setupEndpoints.claim, {
      summary: "Makes the signed-in, verified person the first administrator and uses the link up.",
      tags: ["admin"],
      success: "The link, now used.",
      middleware: signedIn,
      errors: {
        401: notSignedIn,
        403: apiErrorResponse("The email address is not verified."),
        404: apiErrorResponse(SETUP_MESSAGES.unknown),
        409: apiErrorResponse(SETUP_MESSAGES.adminExists),
        410: apiErrorResponse(`${SETUP_MESSAGES.used} Or: ${SETUP_MESSAGES.expired}`),
      },
      handler: async (c, { params }) =>
        useSetupLink(db, await loadPolicyActor(c, db), params.token, clock.now(), {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(roleRequestEndpoints.mine, {
      summary: "The signed-in person's roles and their requests for the advisor or coach role.",
      tags: ["account"],
      success: "Roles and requests, newest first.",
      middleware: signedIn,
      errors: { 401: notSignedIn },
      handler: async (c) => listMyRoleRequests(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(roleRequestEndpoints.create, {
      summary: "Asks for the advisor or coach role with a short statement (one open request per role).",
      tags: ["account"],
      success: "The open request.",
      middleware: signedIn,
      errors: {
        401: notSignedIn,
        403: apiErrorResponse("The email address is not verified."),
        409: apiErrorResponse("An open request for this role exists, or the person has the role."),
        422: apiErrorResponse("The role or statement is invalid."),
      },
      handler: async (c, { body }) =>
        createRoleRequest(db, await loadPolicyActor(c, db), body, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(adminUserEndpoints.list, {
      summary: "People by email, searched by name or email, a page at a time.",
      tags: ["admin"],
      success: "A page of people with their roles and status.",
      middleware: signedIn,
      errors: { 401: notSignedIn, 403: notAdmin, 422: apiErrorResponse("The cursor or limit is invalid.") },
      handler: async (c, { query }) => listUsers(db, await loadPolicyActor(c, db), query),
    }),
    defineEndpointRoute(adminUserEndpoints.openRequests, {
      summary: "Open role requests of everyone, oldest first.",
      tags: ["admin"],
      success: "A page of open requests.",
      middleware: signedIn,
      errors: { 401: notSignedIn, 403: notAdmin, 422: apiErrorResponse("The cursor or limit is invalid.") },
      handler: async (c, { query }) => listOpenRoleRequests(db, await loadPolicyActor(c, db), query),
    }),
    ...(["approve", "decline"] as const).map((decision) =>
      defineEndpointRoute(
        decision === "approve" ? adminUserEndpoints.approveRequest : adminUserEndpoints.declineRequest,
        {
          summary:
            decision === "approve"
              ? "Approves an open role request: the role is granted and the person told."
              : "Declines an open role request, with an optional reason the person reads.",
          tags: ["admin"],
          success: "The decided request.",
          middleware: signedIn,
          errors: {
            401: notSignedIn,
            403: notAdmin,
            404: apiErrorResponse("There is no such role request."),
            409: apiErrorResponse("The request has already been decided."),
          },
          handler: async (c, { params, body }) =>
            decideRoleRequest(
              db,
              await loadPolicyActor(c, db),
              { id: params.id, decision, reason: body.reason },
              clock.now(),
              { requestId: c.get("requestId") },
            ),
        },
      ),
    ),
    defineEndpointRoute(adminUserEndpoints.detail, {
      summary: "One person: profile facts, roles, role requests, sessions and status.",
      tags: ["admin"],
      success: "The person, with what the admin may do.",
      middleware: signedIn,
      errors: { 401: notSignedIn, 403: notAdmin, 404: noPerson },
      handler: async (c, { params }) => getAdminUser(db, await loadPolicyActor(c, db), params.id),
    }),
    ...(["grant", "revoke"] as const).map((change) =>
      defineEndpointRoute(change === "grant" ? adminUserEndpoints.grantRole : adminUserEndpoints.revokeRole, {
        summary:
          change === "grant"
            ? "Grants a role (no change if the person has it)."
            : "Revokes a role (no change if the person does not have it); the last admin keeps theirs.",
        tags: ["admin"],
        success: "The person after the change.",
        middleware: signedIn,
        errors:
          change === "grant"
            ? { 401: notSignedIn, 403: notAdmin, 404: noPerson }
            : {
                401: notSignedIn,
                403: notAdmin,
                404: noPerson,
                409: apiErrorResponse("The person is the last administrator."),
              },
        handler: async (c, { params, body }) => {
          const actor = await loadPolicyActor(c, db);
          const changeRole = change === "grant" ? grantUserRole : revokeUserRole;
          await changeRole(
            db,
            actor,
            { userId: params.id, role: body.role },
            { requestId: c.get("requestId") },
          );
          return getAdminUser(db, actor, params.id);
        },
      }),
    ),
    defineEndpointRoute(adminUserEndpoints.disable, {
      summary: "Disables the account: sign-in is refused and every session ends at once.",
      tags: ["admin"],
      success: "The person after the change.",
      middleware: signedIn,
      errors: {
        401: notSignedIn,
        403: notAdmin,
        404: noPerson,
        409: apiErrorResponse("The admin's own account, or the last administrator."),
      },
      handler: async (c, { params, body }) => {
        const actor = await loadPolicyActor(c, db);
        await disableAccount(db, actor, { userId: params.id, reason: body.reason }, clock.now(), {
          requestId: c.get("requestId"),
        });
        return getAdminUser(db, actor, params.id);
      },
    }),
    defineEndpointRoute(adminUserEndpoints.enable, {
      summary: "Enables a disabled account: the person may sign in again.",
      tags: ["admin"],
      success: "The person after the change.",
      middleware: signedIn,
      errors: { 401: notSignedIn, 403: notAdmin, 404: noPerson },
      handler: async (c, { params }) => {
        const actor = await loadPolicyActor(c, db);
        await enableAccount(db, actor, { userId: params.id }, clock.now(), { requestId: c.get("requestId") });
        return getAdminUser(db, actor, params.id);
      },
    }),
    defineEndpointRoute(adminUserEndpoints.signOutEverywhere, {
      summary: "Ends every session of the person.",
      tags: ["admin"],
      success: "The person after the change.",
      middleware: signedIn,
      errors: { 401: notSignedIn, 403: notAdmin, 404: noPerson },
      handler: async (c, { params }) => {
        const actor = await loadPolicyActor(c, db);
        await signOutEverywhere(db, actor, { userId: params.id }, { requestId: c.get("requestId") });
        return getAdminUser(db, actor, params.id);
      },
    }),
  ];
}
