import { type Row, SLUG, signedIn, UNKNOWN_ID } from "./matrix-rows";

/** Administrators only (decision 054): everyone else signed in is refused, an administrator served. */
function adminsGet(status: number) {
  return signedIn(403, { admin: status });
}

/**
 * The administration's incubators, subscriptions, jobs and audit log. Their changes are sent empty
 * (422 for an administrator) or aimed at a job that does not exist (404), so no row changes anything.
 */
export const adminOperationsRows: Record<string, Row> = {
  "GET /api/admin/incubators": { target: () => "/api/admin/incubators", expected: adminsGet(200) },
  "PUT /api/admin/incubators/{slug}/status": {
    target: () => `/api/admin/incubators/${SLUG}/status`,
    body: {},
    expected: adminsGet(422),
  },
  "PUT /api/admin/incubators/{slug}/owner": {
    target: () => `/api/admin/incubators/${SLUG}/owner`,
    body: {},
    expected: adminsGet(422),
  },
  "GET /api/admin/subscriptions": { target: () => "/api/admin/subscriptions", expected: adminsGet(200) },
  "GET /api/admin/subscriptions/revenue": {
    target: () => "/api/admin/subscriptions/revenue",
    expected: adminsGet(200),
  },
  "GET /api/admin/jobs": { target: () => "/api/admin/jobs", expected: adminsGet(200) },
  "POST /api/admin/jobs/{id}/retry": {
    target: () => `/api/admin/jobs/${UNKNOWN_ID}/retry`,
    expected: adminsGet(404),
  },
  "DELETE /api/admin/jobs/{id}": { target: () => `/api/admin/jobs/${UNKNOWN_ID}`, expected: adminsGet(404) },
  "GET /api/admin/audit": { target: () => "/api/admin/audit", expected: adminsGet(200) },
};
