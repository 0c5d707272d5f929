import { all, type Row, SLUG, signedIn, verified } from "./matrix-rows";

/** Incubators: reading, creating, editing, members and their tiers. */
export const incubatorRows: Record<string, Row> = {
  "GET /api/incubators": { target: () => "/api/incubators", expected: all(200) },
  "GET /api/incubators/{slug}": { target: () => `/api/incubators/${SLUG}`, expected: all(200) },
  // SPEC §6: the advisor role (advisor or coach) creates incubators, and admins too (decision 054).
  "POST /api/incubators": {
    target: () => "/api/incubators",
    body: {},
    expected: signedIn(403, { advisor: 422, coach: 422, admin: 422 }),
  },
  // Only the owning advisor (or an admin) edits; an empty change is a valid no-op.
  "PATCH /api/incubators/{slug}": {
    target: () => `/api/incubators/${SLUG}`,
    body: {},
    expected: verified(403, { advisor: 200, admin: 200 }),
  },
  "POST /api/incubators/{slug}/logo": {
    target: () => `/api/incubators/${SLUG}/logo`,
    multipart: true,
    expected: verified(403, { advisor: 422, admin: 422 }),
  },
  "GET /api/incubators/{slug}/plans": {
    target: () => `/api/incubators/${SLUG}/plans`,
    // Every plan, inactive ones too, for those who manage them; visitors see the active ones in the detail.
    expected: verified(403, { advisor: 200, admin: 200 }),
  },
  "POST /api/incubators/{slug}/plans": {
    target: () => `/api/incubators/${SLUG}/plans`,
    body: { name: "Matrix plan", priceMonthly: 900 },
    expected: verified(403, { advisor: 201, admin: 201 }),
  },
  "GET /api/incubators/{slug}/chat/channels": {
    target: () => `/api/incubators/${SLUG}/chat/channels`,
    expected: signedIn(403, { member: 200, advisor: 200, trialMember: 200 }),
  },
  "POST /api/incubators/{slug}/chat/channels": {
    target: () => `/api/incubators/${SLUG}/chat/channels`,
    body: { name: "matrix-room" },
    expected: verified(403, { advisor: 201 }),
  },
  // The incubator's members (decision 065): those who see every team of it, as its positions page.
  "GET /api/incubators/{slug}/members": {
    target: () => `/api/incubators/${SLUG}/members`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200, trialMember: 200 }),
  },
  "GET /api/incubators/{slug}/feed": {
    target: () => `/api/incubators/${SLUG}/feed`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200, trialMember: 200 }),
  },
  "POST /api/incubators/{slug}/feed": {
    target: () => `/api/incubators/${SLUG}/feed`,
    body: {},
    expected: verified(422),
  },
  "GET /api/incubators/{slug}/feed/people": {
    target: () => `/api/incubators/${SLUG}/feed/people`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200, trialMember: 200 }),
  },
  "POST /api/incubators/{slug}/feed/images": {
    target: () => `/api/incubators/${SLUG}/feed/images`,
    multipart: true,
    expected: verified(403, { member: 422, advisor: 422, admin: 422, trialMember: 422 }),
  },
};
