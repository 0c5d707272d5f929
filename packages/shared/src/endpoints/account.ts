import { z } from "zod";
import {
  avatarResponseSchema,
  meResponseSchema,
  roleChangeSchema,
  roleLookupQuerySchema,
  userRolesResponseSchema,
} from "../account";
import { defineEndpoint } from "../api-endpoint";
import { updateProfileSchema } from "../profile-update";

/**
 * A session id as GET /api/auth/list-sessions gives it. Kept here rather than in ../account.ts, which
 * many pages load for its other schemas: only the pages that call the account endpoints load this file.
 */
const accountSessionParamsSchema = z.object({ id: z.string().min(1).max(255) });

/**
 * The signed-in person's own account: who they are, their profile, photo and sessions
 * (docs/decisions/002-accounts.md).
 */
export const accountEndpoints = {
  /** The signed-in person, or null for a visitor: asking whether someone is signed in is not an error. */
  me: defineEndpoint({
    method: "GET",
    path: "/api/account/me",
    status: 200,
    response: meResponseSchema.nullable(),
  }),
  revokeSession: defineEndpoint({
    method: "DELETE",
    path: "/api/account/sessions/:id",
    params: accountSessionParamsSchema,
    status: 204,
  }),
  updateProfile: defineEndpoint({
    method: "PATCH",
    path: "/api/account/profile",
    body: updateProfileSchema,
    status: 200,
    response: meResponseSchema,
  }),
  uploadAvatar: defineEndpoint({
    method: "POST",
    path: "/api/account/avatar",
    upload: { field: "file" },
    status: 200,
    response: avatarResponseSchema,
  }),
  /** An image: pages show it by the `image` address the person carries. */
  avatarFile: defineEndpoint({ method: "GET", path: "/api/files/avatars/:name", status: 200 }),
  importLinkedInProfile: defineEndpoint({
    method: "POST",
    path: "/api/account/linkedin/import",
    status: 200,
    response: meResponseSchema,
  }),
};

/** Granting and revoking roles, for administrators; `npm run roles` does the same from the command line. */
export const roleEndpoints = {
  lookup: defineEndpoint({
    method: "GET",
    path: "/api/admin/roles",
    query: roleLookupQuerySchema,
    status: 200,
    response: userRolesResponseSchema,
  }),
  grant: defineEndpoint({
    method: "POST",
    path: "/api/admin/roles",
    body: roleChangeSchema,
    status: 200,
    response: userRolesResponseSchema,
  }),
  revoke: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/roles",
    body: roleChangeSchema,
    status: 200,
    response: userRolesResponseSchema,
  }),
};
