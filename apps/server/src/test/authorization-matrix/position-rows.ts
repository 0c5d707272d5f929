import { all, type Row, SLUG, signedIn, UNKNOWN_ID, verified } from "./matrix-rows";

/** Positions, applications and invite links (decision 018). */
export const positionRows: Record<string, Row> = {
  // Positions, applications and invite links (decision 018). Unknown ids name nothing for anyone who
  // gets past the guards; who may do what with a real team is decided in modules/positions' tests.
  "POST /api/teams/{slug}/positions": {
    target: () => "/api/teams/no-such-team/positions",
    body: {},
    expected: verified(422),
  },
  "GET /api/positions/{id}": { target: () => `/api/positions/${UNKNOWN_ID}`, expected: all(404) },
  "PATCH /api/positions/{id}": {
    target: () => `/api/positions/${UNKNOWN_ID}`,
    body: {},
    expected: verified(404),
  },
  // The incubator's positions page: those who see every team of it (decision 024): its active members,
  // its owner (the advisor) and administrators.
  "GET /api/incubators/{slug}/positions": {
    target: () => `/api/incubators/${SLUG}/positions`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200, trialMember: 200 }),
  },
  "POST /api/positions/{id}/applications": {
    target: () => `/api/positions/${UNKNOWN_ID}/applications`,
    body: {},
    expected: verified(404),
  },
  "GET /api/teams/{slug}/applications": {
    target: () => "/api/teams/no-such-team/applications",
    expected: verified(404),
  },
  "GET /api/applications/mine": { target: () => "/api/applications/mine", expected: signedIn(200) },
  "GET /api/applications/{id}": { target: () => `/api/applications/${UNKNOWN_ID}`, expected: signedIn(404) },
  "POST /api/applications/{id}/trial": {
    target: () => `/api/applications/${UNKNOWN_ID}/trial`,
    body: {},
    expected: verified(422),
  },
  "POST /api/applications/{id}/accept": {
    target: () => `/api/applications/${UNKNOWN_ID}/accept`,
    expected: verified(404),
  },
  "POST /api/applications/{id}/decline": {
    target: () => `/api/applications/${UNKNOWN_ID}/decline`,
    body: {},
    expected: verified(404),
  },
  "POST /api/applications/{id}/withdraw": {
    target: () => `/api/applications/${UNKNOWN_ID}/withdraw`,
    expected: signedIn(404),
  },
  "POST /api/positions/{id}/invites": {
    target: () => `/api/positions/${UNKNOWN_ID}/invites`,
    body: {},
    expected: verified(404),
  },
  // Inviting a candidate to apply (decision 065): an unknown position names nothing past the guards.
  "POST /api/positions/{id}/invitations": {
    target: () => `/api/positions/${UNKNOWN_ID}/invitations`,
    body: { userId: "someone" },
    expected: verified(404),
  },
  "GET /api/positions/{id}/invites": {
    target: () => `/api/positions/${UNKNOWN_ID}/invites`,
    expected: verified(404),
  },
  "DELETE /api/invites/{id}": {
    target: () => `/api/invites/${UNKNOWN_ID}`,
    expected: verified(404),
  },
  // Public: an unknown link is 404 for everyone.
  "GET /api/position-invites/{token}": {
    target: () => `/api/position-invites/${"x".repeat(43)}`,
    expected: all(404),
  },
  "POST /api/position-invites/{token}/accept": {
    target: () => `/api/position-invites/${"x".repeat(43)}/accept`,
    body: {},
    expected: verified(404),
  },
};
