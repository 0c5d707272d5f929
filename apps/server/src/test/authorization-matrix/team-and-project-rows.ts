import { all, PROJECT, type Row, signedIn, TEAM, UNKNOWN_ID, verified } from "./matrix-rows";

/** Teams, projects and milestones. */
export const teamAndProjectRows: Record<string, Row> = {
  "GET /api/teams": { target: () => "/api/teams", expected: all(200) },
  "GET /api/teams/suggestions": { target: () => "/api/teams/suggestions", expected: signedIn(200) },
  "GET /api/teams/{slug}": { target: () => `/api/teams/${TEAM}`, expected: all(200) },
  // Leading a team needs a verified email first (then a subscriber tier, past the body's validation).
  "POST /api/teams": { target: () => "/api/teams", body: {}, expected: verified(422) },
  // The member leads the fixture team; an empty change is a valid no-op.
  "PATCH /api/teams/{slug}": {
    target: () => `/api/teams/${TEAM}`,
    body: {},
    expected: verified(403, { member: 200, admin: 200 }),
  },
  "POST /api/teams/{slug}/logo": {
    target: () => `/api/teams/${TEAM}/logo`,
    multipart: true,
    expected: verified(403, { member: 422, admin: 422 }),
  },
  "PATCH /api/teams/{slug}/members/{userId}": {
    target: ({ memberId }) => `/api/teams/${TEAM}/members/${memberId}`,
    body: {},
    expected: verified(403, { member: 200, admin: 200 }),
  },
  // The leader neither leaves nor is removed while leading.
  "DELETE /api/teams/{slug}/members/{userId}": {
    target: ({ memberId }) => `/api/teams/${TEAM}/members/${memberId}`,
    expected: verified(403, { member: 409, admin: 409 }),
  },
  "POST /api/teams/{slug}/leadership": {
    target: () => `/api/teams/${TEAM}/leadership`,
    body: {},
    expected: verified(422),
  },
  "GET /api/teams/{slug}/candidates": {
    target: () => `/api/teams/${TEAM}/candidates`,
    expected: signedIn(403, { member: 200, admin: 200 }),
  },
  // Chat: the team's channel is its members' (the member), the lab's channels its members' and its
  // owner's (the advisor); to anyone else a channel or message does not exist.
  "GET /api/teams/{slug}/chat/channels": {
    target: () => `/api/teams/${TEAM}/chat/channels`,
    expected: signedIn(403, { member: 200, trialMember: 200 }),
  },
  "GET /api/projects": { target: () => "/api/projects", expected: all(200) },
  "GET /api/projects/{slug}": { target: () => `/api/projects/${PROJECT}`, expected: all(200) },
  "POST /api/projects": { target: () => "/api/projects", body: {}, expected: verified(422) },
  "PATCH /api/projects/{slug}": {
    target: () => `/api/projects/${PROJECT}`,
    body: {},
    expected: verified(403, { member: 200, admin: 200 }),
  },
  "POST /api/projects/{slug}/cover": {
    target: () => `/api/projects/${PROJECT}/cover`,
    multipart: true,
    expected: verified(403, { member: 422, admin: 422 }),
  },
  "POST /api/projects/{slug}/milestones": {
    target: () => `/api/projects/${PROJECT}/milestones`,
    body: {},
    expected: verified(422),
  },
  "PATCH /api/projects/{slug}/milestones/{id}": {
    target: ({ milestoneId }) => `/api/projects/${PROJECT}/milestones/${milestoneId}`,
    body: {},
    expected: verified(403, { member: 200, admin: 200 }),
  },
  "DELETE /api/projects/{slug}/milestones/{id}": {
    target: () => `/api/projects/${PROJECT}/milestones/${UNKNOWN_ID}`,
    expected: verified(403, { member: 404, admin: 404 }),
  },
  "POST /api/teams/{slug}/join-requests": {
    target: () => "/api/teams/no-such-team/join-requests",
    body: {},
    expected: verified(404),
  },
  "GET /api/teams/{slug}/feed": {
    target: () => `/api/teams/${TEAM}/feed`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200, trialMember: 200 }),
  },
  "POST /api/teams/{slug}/feed": {
    target: () => `/api/teams/${TEAM}/feed`,
    body: {},
    expected: verified(422),
  },
  "GET /api/teams/{slug}/feed/people": {
    target: () => `/api/teams/${TEAM}/feed/people`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200, trialMember: 200 }),
  },
  "POST /api/teams/{slug}/feed/images": {
    target: () => `/api/teams/${TEAM}/feed/images`,
    multipart: true,
    expected: verified(403, { member: 422, admin: 422, trialMember: 422 }),
  },
};
