import { all, type Row, signedIn, UNKNOWN_ID } from "./matrix-rows";

/** The platform, the account and files: health, configuration, sign-in helpers, uploads and their files. */
export const platformRows: Record<string, Row> = {
  "GET /api/health": { target: () => "/api/health", expected: all(200) },
  "GET /api/config": { target: () => "/api/config", expected: all(200) },
  "GET /api/openapi.json": { target: () => "/api/openapi.json", expected: all(200) },
  "GET /api/analytics/ga-script": { target: () => "/api/analytics/ga-script", expected: all(200) },
  "POST /api/analytics/page-views": {
    target: () => "/api/analytics/page-views",
    body: {},
    expected: all(422),
  },
  "POST /api/support": { target: () => "/api/support", body: {}, expected: all(422) },
  // The development mailbox answers only a browser on the server's own machine.
  "GET /api/dev/mailbox": { target: () => "/api/dev/mailbox", expected: all(404) },
  "GET /api/dev/mailbox/{emailId}/attachments/{attachmentId}": {
    target: () =>
      "/api/dev/mailbox/00000000-0000-4000-8000-000000000001/attachments/00000000-0000-4000-8000-000000000002",
    expected: all(404),
  },
  // The person's realtime stream; its body is let go at once.
  "GET /api/events": { target: () => "/api/events", expected: signedIn(200) },
  // A visitor learns they are not signed in: an answer, not an error.
  "GET /api/account/me": { target: () => "/api/account/me", expected: all(200) },
  "DELETE /api/account/sessions/{id}": {
    target: () => `/api/account/sessions/${UNKNOWN_ID}`,
    expected: signedIn(404),
  },
  "PATCH /api/account/profile": {
    target: () => "/api/account/profile",
    body: { firstName: "" },
    expected: signedIn(422),
  },
  "POST /api/account/avatar": {
    target: () => "/api/account/avatar",
    multipart: true,
    expected: signedIn(422),
  },
  "GET /api/files/avatars/{name}": {
    target: () => "/api/files/avatars/missing.png",
    expected: all(404),
  },
  // Without LinkedIn settings the import is not offered to anyone signed in.
  "POST /api/account/linkedin/import": {
    target: () => "/api/account/linkedin/import",
    body: {},
    expected: signedIn(404),
  },
  "GET /api/admin/roles": {
    target: () => "/api/admin/roles?email=admin%40matrix.test",
    expected: signedIn(403, { admin: 200 }),
  },
  "POST /api/admin/roles": {
    target: () => "/api/admin/roles",
    body: {},
    expected: signedIn(403, { admin: 422 }),
  },
  "DELETE /api/admin/roles": {
    target: () => "/api/admin/roles",
    body: {},
    expected: signedIn(403, { admin: 422 }),
  },
  "GET /api/files/incubator-logos/{name}": {
    target: () => "/api/files/incubator-logos/missing.png",
    expected: all(404),
  },
  "GET /api/files/team-logos/{name}": {
    target: () => "/api/files/team-logos/missing.png",
    expected: all(404),
  },
  "GET /api/files/project-covers/{name}": {
    target: () => "/api/files/project-covers/missing.png",
    expected: all(404),
  },
  "GET /api/files/feed-images/{name}": {
    target: () => "/api/files/feed-images/missing.png",
    expected: all(404),
  },
  "GET /api/files/lesson-images/{name}": {
    target: () => "/api/files/lesson-images/missing.png",
    expected: all(404),
  },
};
