import { z } from "zod";
import {
  adminRoleChangeSchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  createRoleRequestSchema,
  decideRoleRequestSchema,
  disableAccountSchema,
  myRoleRequestsSchema,
  roleRequestSchema,
  roleRequestsPageSchema,
  roleRequestsQuerySchema,
  setupLinkStatusSchema,
  setupTokenParamsSchema,
  userIdParamsSchema,
} from "../admin-users";
import { defineEndpoint } from "../api-endpoint";

/** Any id shape: an unknown one is 404 like a missing one, after a too-deep body is refused first. */
const requestIdParamsSchema = z.object({ id: z.string().min(1).max(255) });

/** The first administrator from the printed setup link (docs/decisions/053-first-run-and-roles.md). */
export const setupEndpoints = {
  status: defineEndpoint({
    method: "GET",
    path: "/api/setup/:token",
    params: setupTokenParamsSchema,
    status: 200,
    response: setupLinkStatusSchema,
  }),
  claim: defineEndpoint({
    method: "POST",
    path: "/api/setup/:token",
    params: setupTokenParamsSchema,
    status: 200,
    response: setupLinkStatusSchema,
  }),
};

/** A person's own requests for the advisor or coach role. */
export const roleRequestEndpoints = {
  mine: defineEndpoint({
    method: "GET",
    path: "/api/role-requests",
    status: 200,
    response: myRoleRequestsSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/role-requests",
    body: createRoleRequestSchema,
    status: 201,
    response: roleRequestSchema,
  }),
};

/** The Users section of the administration. */
export const adminUserEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/admin/users",
    query: adminUsersQuerySchema,
    status: 200,
    response: adminUsersPageSchema,
  }),
  openRequests: defineEndpoint({
    method: "GET",
    path: "/api/admin/users/role-requests",
    query: roleRequestsQuerySchema,
    status: 200,
    response: roleRequestsPageSchema,
  }),
  approveRequest: defineEndpoint({
    method: "POST",
    path: "/api/admin/users/role-requests/:id/approve",
    params: requestIdParamsSchema,
    body: decideRoleRequestSchema,
    status: 200,
    response: roleRequestSchema,
  }),
  declineRequest: defineEndpoint({
    method: "POST",
    path: "/api/admin/users/role-requests/:id/decline",
    params: requestIdParamsSchema,
    body: decideRoleRequestSchema,
    status: 200,
    response: roleRequestSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/admin/users/:id",
    params: userIdParamsSchema,
    status: 200,
    response: adminUserDetailSchema,
  }),
  grantRole: defineEndpoint({
    method: "POST",
    path: "/api/admin/users/:id/roles",
    params: userIdParamsSchema,
    body: adminRoleChangeSchema,
    status: 200,
    response: adminUserDetailSchema,
  }),
  revokeRole: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/users/:id/roles",
    params: userIdParamsSchema,
    body: adminRoleChangeSchema,
    status: 200,
    response: adminUserDetailSchema,
  }),
  disable: defineEndpoint({
    method: "POST",
    path: "/api/admin/users/:id/disable",
    params: userIdParamsSchema,
    body: disableAccountSchema,
    status: 200,
    response: adminUserDetailSchema,
  }),
  enable: defineEndpoint({
    method: "POST",
    path: "/api/admin/users/:id/enable",
    params: userIdParamsSchema,
    status: 200,
    response: adminUserDetailSchema,
  }),
  signOutEverywhere: defineEndpoint({
    method: "POST",
    path: "/api/admin/users/:id/sign-out",
    params: userIdParamsSchema,
    status: 200,
    response: adminUserDetailSchema,
  }),
};
