import { type Row, signedIn, UNKNOWN_ID } from "./matrix-rows";

/** Admin-only: 401 signed out, 403 for everyone but the admin, who gets `status`. */
const adminOnly = (status: number) => signedIn(403, { admin: status });

/**
 * The setup link, role requests and the Users section (docs/decisions/053-first-run-and-roles.md).
 * Changes aim at an unknown person or request, so no fixture account is disabled or changed.
 */
export const adminUsersRows: Record<string, Row> = {
  "GET /api/setup/{token}": {
    target: () => "/api/setup/not-a-token",
    expected: { ...signedIn(200), anonymous: 200 },
  },
  "POST /api/setup/{token}": {
    target: () => "/api/setup/not-a-token",
    expected: signedIn(404, { unverified: 403 }),
  },
  "GET /api/role-requests": { target: () => "/api/role-requests", expected: signedIn(200) },
  "POST /api/role-requests": { target: () => "/api/role-requests", body: {}, expected: signedIn(422) },
  "GET /api/admin/users": { target: () => "/api/admin/users", expected: adminOnly(200) },
  "GET /api/admin/users/role-requests": {
    target: () => "/api/admin/users/role-requests",
    expected: adminOnly(200),
  },
  "POST /api/admin/users/role-requests/{id}/approve": {
    target: () => `/api/admin/users/role-requests/${UNKNOWN_ID}/approve`,
    body: {},
    expected: adminOnly(404),
  },
  "POST /api/admin/users/role-requests/{id}/decline": {
    target: () => `/api/admin/users/role-requests/${UNKNOWN_ID}/decline`,
    body: {},
    expected: adminOnly(404),
  },
  "GET /api/admin/users/{id}": {
    target: (fixture) => `/api/admin/users/${fixture.memberId}`,
    expected: adminOnly(200),
  },
  "POST /api/admin/users/{id}/roles": {
    target: () => `/api/admin/users/${UNKNOWN_ID}/roles`,
    body: { role: "coach" },
    expected: adminOnly(404),
  },
  "DELETE /api/admin/users/{id}/roles": {
    target: () => `/api/admin/users/${UNKNOWN_ID}/roles`,
    body: { role: "coach" },
    expected: adminOnly(404),
  },
  "POST /api/admin/users/{id}/disable": {
    target: () => `/api/admin/users/${UNKNOWN_ID}/disable`,
    body: {},
    expected: adminOnly(404),
  },
  "POST /api/admin/users/{id}/enable": {
    target: () => `/api/admin/users/${UNKNOWN_ID}/enable`,
    expected: adminOnly(404),
  },
  "POST /api/admin/users/{id}/sign-out": {
    target: () => `/api/admin/users/${UNKNOWN_ID}/sign-out`,
    expected: adminOnly(404),
  },
};
