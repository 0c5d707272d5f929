import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatChannels,
  chatMessages,
  contentItems,
  courses,
  incubatorMembers,
  incubators,
  mentorProfiles,
  notifications,
  practiceShares,
  projectMilestones,
  projects,
  subscriptionPlans,
  subscriptions,
  teamMembers,
  teams,
  users,
} from "./db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "./test/auth-test-helpers";
import { createTestApp, request, type TestApp } from "./test/test-app";

/**
 * The authorization matrix: every `/api` route of the registry (read from the published OpenAPI
 * document, which is generated from it) answered for every kind of caller. A route added without a
 * row here fails the suite, so nobody ships an endpoint whose access nobody decided.
 *
 * The statuses are what each caller gets when the request itself is otherwise harmless: bodies are
 * empty objects, so a caller who gets past the guards meets validation (422) rather than a change.
 * Rows run in the order written; the few that change state come after the rows that read it.
 */

const ACTORS = ["anonymous", "unverified", "member", "otherMember", "advisor", "coach", "admin"] as const;
type ActorName = (typeof ACTORS)[number];

type Expected = Record<ActorName, number>;

interface Row {
  /** Concrete path to call (fixture ids are filled in by `resolve`). */
  target: (fixture: Fixture) => string;
  /** JSON body; "plan" sends the fixture plan's id as `planId`. */
  body?: unknown;
  /** Sent as multipart/form-data with no file, for upload routes. */
  multipart?: boolean;
  /** Routes that exist only when Stripe is configured are called on such an app. */
  stripe?: boolean;
  expected: Expected;
}

interface Fixture {
  memberSubscriptionId: string;
  planId: string;
  /** The member leads the fixture teams. */
  memberId: string;
  milestoneId: string;
  /** A notification of the member's: everyone else is answered as if it did not exist. */
  memberNotificationId: string;
  teamChannelId: string;
  labChannelId: string;
  /** A message of the member's in the team's channel. */
  messageId: number;
  /** The member's TMAY delivery shared with the coach, a published mentor. */
  practiceShareId: string;
}

/** Every caller gets the same status. */
function all(status: number): Expected {
  return Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expected;
}

/** Signed-out callers get 401, everyone signed in gets `signedIn` unless overridden. */
function signedIn(status: number, overrides: Partial<Expected> = {}): Expected {
  return { ...all(status), anonymous: 401, ...overrides };
}

/** Needs a verified email: 401 signed out, 403 unverified. */
function verified(status: number, overrides: Partial<Expected> = {}): Expected {
  return signedIn(status, { unverified: 403, ...overrides });
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const SLUG = "matrix-lab";
const OPEN_SLUG = "matrix-open";
const TEAM = "matrix-team";
const DOOMED_TEAM = "matrix-doomed-team";
const PROJECT = "matrix-project";
const DOOMED_PROJECT = "matrix-doomed-project";
const COURSE = "matrix-course";
const LESSON = "matrix-lesson";

/** The fixture course (for the lab's members): its readers get `status`, the rest do not find it. */
function courseReaders(status: number): Expected {
  return { ...all(404), member: status, advisor: status, admin: status };
}

/** Changing the fixture course: its managers get `status`, a member who reads it 403, the rest 404. */
function courseManagers(status: number): Expected {
  return { ...signedIn(404), member: 403, advisor: status, admin: status };
}

const MATRIX: Record<string, Row> = {
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
  "GET /api/memberships": { target: () => "/api/memberships", expected: signedIn(200) },
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

  "GET /api/incubators": { target: () => "/api/incubators", expected: all(200) },
  "GET /api/incubators/{slug}": { target: () => `/api/incubators/${SLUG}`, expected: all(200) },
  // SPEC §6: the advisor role (advisor or coach) creates incubators; admin alone is not enough.
  "POST /api/incubators": {
    target: () => "/api/incubators",
    body: {},
    expected: signedIn(403, { advisor: 422, coach: 422 }),
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
  "GET /api/files/incubator-logos/{name}": {
    target: () => "/api/files/incubator-logos/missing.png",
    expected: all(404),
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
  "GET /api/plans/{id}": {
    target: ({ planId }) => `/api/plans/${planId}`,
    expected: all(200),
  },
  "PATCH /api/plans/{id}": {
    target: ({ planId }) => `/api/plans/${planId}`,
    body: {},
    expected: verified(403, { advisor: 200, admin: 200 }),
  },

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
  "GET /api/files/team-logos/{name}": {
    target: () => "/api/files/team-logos/missing.png",
    expected: all(404),
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
    expected: signedIn(403, { member: 200 }),
  },
  "GET /api/incubators/{slug}/chat/channels": {
    target: () => `/api/incubators/${SLUG}/chat/channels`,
    expected: signedIn(403, { member: 200, advisor: 200 }),
  },
  "POST /api/incubators/{slug}/chat/channels": {
    target: () => `/api/incubators/${SLUG}/chat/channels`,
    body: { name: "matrix-room" },
    expected: verified(403, { advisor: 201 }),
  },
  "PATCH /api/chat/channels/{id}": {
    target: ({ labChannelId }) => `/api/chat/channels/${labChannelId}`,
    body: { name: "general" },
    expected: verified(404, { member: 403, advisor: 200 }),
  },
  "GET /api/chat/channels/{id}/messages": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/messages`,
    expected: signedIn(404, { member: 200 }),
  },
  "POST /api/chat/channels/{id}/messages": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/messages`,
    body: { body: "Hello from the matrix" },
    expected: signedIn(404, { member: 201 }),
  },
  "POST /api/chat/channels/{id}/read": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/read`,
    body: { messageId: 0 },
    expected: signedIn(404, { member: 204 }),
  },
  "GET /api/chat/channels/{id}/people": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/people?q=a`,
    expected: signedIn(404, { member: 200 }),
  },
  "POST /api/chat/channels/{id}/attachments": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/attachments`,
    multipart: true,
    expected: signedIn(404, { member: 422 }),
  },
  "GET /api/chat/files/{name}": {
    target: () => "/api/chat/files/00000000-0000-4000-8000-000000000000.png",
    expected: all(404),
  },
  "POST /api/chat/channels/{id}/typing": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/typing`,
    body: {},
    expected: signedIn(404, { member: 202 }),
  },
  "POST /api/chat/channels/{id}/presence": {
    target: ({ teamChannelId }) => `/api/chat/channels/${teamChannelId}/presence`,
    body: {},
    expected: signedIn(404, { member: 202 }),
  },
  "GET /api/chat/search": { target: () => "/api/chat/search?q=matrix", expected: signedIn(200) },
  "GET /api/chat/unread": { target: () => "/api/chat/unread", expected: signedIn(200) },
  "PATCH /api/chat/messages/{id}": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}`,
    body: { body: "Edited in the matrix" },
    expected: signedIn(404, { member: 200 }),
  },
  "GET /api/chat/messages/{id}/replies": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}/replies`,
    expected: signedIn(404, { member: 200 }),
  },
  "PUT /api/chat/messages/{id}/reactions/{reaction}": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}/reactions/tada`,
    expected: signedIn(404, { member: 200 }),
  },
  "DELETE /api/chat/messages/{id}/reactions/{reaction}": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}/reactions/tada`,
    expected: signedIn(404, { member: 200 }),
  },
  // The member wrote the fixture message: their own is not theirs to report; nobody else reads it.
  "POST /api/chat/messages/{id}/reports": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}/reports`,
    body: { reason: "spam" },
    expected: signedIn(404, { member: 403 }),
  },
  "DELETE /api/chat/messages/{id}": {
    target: ({ messageId }) => `/api/chat/messages/${messageId}`,
    expected: signedIn(404, { member: 204 }),
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
  "GET /api/files/project-covers/{name}": {
    target: () => "/api/files/project-covers/missing.png",
    expected: all(404),
  },
  // Mentor profiles (decision 051): the fixture's advisor has none saved yet, so what the policy lets
  // through meets "Save your mentor profile first." (404); the coach's is published (the practice shares
  // need a mentor); anyone else is refused the role.
  "GET /api/mentors": { target: () => "/api/mentors", expected: all(200) },
  "GET /api/mentors/{slug}": { target: () => "/api/mentors/matrix-nobody", expected: all(404) },
  "GET /api/mentor-profile": { target: () => "/api/mentor-profile", expected: signedIn(200) },
  "PUT /api/mentor-profile": { target: () => "/api/mentor-profile", body: {}, expected: signedIn(422) },
  "POST /api/mentor-profile/publish": {
    target: () => "/api/mentor-profile/publish",
    expected: signedIn(403, { advisor: 404, coach: 200 }),
  },
  "POST /api/mentor-profile/unpublish": {
    target: () => "/api/mentor-profile/unpublish",
    expected: signedIn(404, { coach: 200 }),
  },
  "POST /api/mentor-profile/photo": {
    target: () => "/api/mentor-profile/photo",
    multipart: true,
    expected: signedIn(403, { advisor: 404, coach: 422 }),
  },
  "DELETE /api/mentor-profile/photo": {
    target: () => "/api/mentor-profile/photo",
    expected: signedIn(403, { advisor: 404, coach: 200 }),
  },
  "GET /api/files/mentor-photos/{name}": {
    target: () => "/api/files/mentor-photos/missing.png",
    expected: all(404),
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

  "GET /api/notifications": { target: () => "/api/notifications", expected: signedIn(200) },
  "GET /api/notifications/unread-count": {
    target: () => "/api/notifications/unread-count",
    expected: signedIn(200),
  },
  "GET /api/notifications/preferences": {
    target: () => "/api/notifications/preferences",
    expected: signedIn(200),
  },
  // An email's unsubscribe link needs no sign-in: its signed token is the permission.
  "GET /api/notifications/unsubscribe": {
    target: () => "/api/notifications/unsubscribe?token=unsigned",
    expected: all(400),
  },
  "POST /api/notifications/unsubscribe": {
    target: () => "/api/notifications/unsubscribe?token=unsigned",
    expected: all(400),
  },
  "PATCH /api/notifications/preferences": {
    target: () => "/api/notifications/preferences",
    body: { digestFrequency: "sometimes" },
    expected: signedIn(422),
  },

  "GET /api/subscriptions": { target: () => "/api/subscriptions", expected: signedIn(200) },
  "GET /api/subscriptions/current": { target: () => "/api/subscriptions/current", expected: signedIn(200) },
  // Someone else's subscription is answered as one that does not exist.
  "GET /api/subscriptions/{id}": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}`,
    expected: signedIn(404, { member: 200 }),
  },
  "GET /api/checkout/{id}": {
    target: ({ memberSubscriptionId }) => `/api/checkout/${memberSubscriptionId}`,
    expected: signedIn(404, { member: 200 }),
  },
  "POST /api/subscriptions": {
    target: () => "/api/subscriptions",
    body: {},
    expected: verified(422),
  },

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
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200 }),
  },
  // The platform's leaderboard for everyone signed in; an incubator's for those who see every team
  // of it, as its positions page (decision 030).
  "GET /api/leaderboard": {
    target: () => `/api/leaderboard?period=week&incubator=${SLUG}`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200 }),
  },
  "GET /api/leaderboard/me": { target: () => "/api/leaderboard/me", expected: signedIn(200) },
  // The assessment (decision 038): questions and scoring for everyone; saved results, history and the
  // sharing choice for their owner only, an unknown or someone else's result 404 for everyone.
  "GET /api/assessment/role-fit/questions": {
    target: () => "/api/assessment/role-fit/questions",
    expected: all(200),
  },
  "POST /api/assessment/score": { target: () => "/api/assessment/score", body: {}, expected: all(422) },
  "POST /api/assessment/results": {
    target: () => "/api/assessment/results",
    body: {},
    expected: signedIn(422),
  },
  "GET /api/assessment/results": { target: () => "/api/assessment/results", expected: signedIn(200) },
  "GET /api/assessment/results/{id}": {
    target: () => `/api/assessment/results/${UNKNOWN_ID}`,
    expected: all(404),
  },
  "GET /api/assessment/sharing": { target: () => "/api/assessment/sharing", expected: signedIn(200) },
  "PUT /api/assessment/sharing": {
    target: () => "/api/assessment/sharing",
    body: {},
    expected: signedIn(422),
  },
  // The library is public; a person's progress and bookmarks are for them alone (decision 037).
  "GET /api/library": { target: () => "/api/library", expected: all(200) },
  "GET /api/library/search": { target: () => "/api/library/search?q=founders", expected: all(200) },
  "GET /api/library/sections/{section}": {
    target: () => "/api/library/sections/tech-roles",
    expected: all(200),
  },
  "GET /api/library/articles/{section}/{slug}": {
    target: () => "/api/library/articles/tech-roles/no-such-article",
    expected: all(404),
  },
  "POST /api/library/articles/{section}/{slug}/answers": {
    target: () => "/api/library/articles/tech-roles/no-such-article/answers",
    body: {},
    expected: all(422),
  },
  "POST /api/library/articles/{section}/{slug}/read": {
    target: () => "/api/library/articles/tech-roles/no-such-article/read",
    expected: signedIn(404),
  },
  "PUT /api/library/articles/{section}/{slug}/bookmark": {
    target: () => "/api/library/articles/tech-roles/no-such-article/bookmark",
    expected: signedIn(404),
  },
  "DELETE /api/library/articles/{section}/{slug}/bookmark": {
    target: () => "/api/library/articles/tech-roles/no-such-article/bookmark",
    expected: signedIn(404),
  },
  // The games are open to visitors; results and bests are the signed-in person's (decision 043).
  // No pairs are loaded here, so every caller, visitors included, reaches the deal and hears 422.
  "GET /api/games/memory/deck": { target: () => "/api/games/memory/deck?level=easy", expected: all(422) },
  "POST /api/games/memory/results": {
    target: () => "/api/games/memory/results",
    body: { level: "easy", timeMs: 1, moves: 6 },
    expected: signedIn(422),
  },
  "GET /api/games/memory/bests": { target: () => "/api/games/memory/bests", expected: signedIn(200) },
  "GET /api/games/overview": { target: () => "/api/games/overview", expected: signedIn(200) },
  // The career game (decision 046): no scenarios are loaded here, so a role has none to play or replay.
  "GET /api/games/career/scenarios": {
    target: () => "/api/games/career/scenarios?role=ceo",
    expected: all(404),
  },
  "POST /api/games/career/runs": {
    target: () => "/api/games/career/runs",
    body: { role: "ceo", steps: [{ scenario: "which-problem-to-chase", choice: 0 }] },
    expected: signedIn(404),
  },
  "GET /api/games/career/bests": { target: () => "/api/games/career/bests", expected: signedIn(200) },
  // Interview practice (decision 045): questions for anyone (none loaded here, so 422 for all);
  // sessions are their owner's, and another's or an unknown one is not found.
  "GET /api/games/interview/questions": {
    target: () => "/api/games/interview/questions?group=behavioural&count=3",
    expected: all(422),
  },
  "POST /api/games/interview/sessions": {
    target: () => "/api/games/interview/sessions",
    body: {},
    expected: signedIn(422),
  },
  "GET /api/games/interview/sessions": {
    target: () => "/api/games/interview/sessions",
    expected: signedIn(200),
  },
  // Written feedback is off unless the AI service is configured, as here: not offered (404).
  "POST /api/games/interview/ai-feedback": {
    target: () => "/api/games/interview/ai-feedback",
    body: { questionId: "behavioural/a-mistake-you-made", text: "An answer.", agree: true },
    expected: signedIn(404),
  },
  "GET /api/games/interview/sessions/{id}": {
    target: () => `/api/games/interview/sessions/${UNKNOWN_ID}`,
    expected: signedIn(404),
  },
  // The introduction tutor (decision 048): practising happens in the browser; drafts and deliveries
  // are kept for, and listed to, the signed-in person only (their own rows).
  "POST /api/games/tmay/drafts": {
    target: () => "/api/games/tmay/drafts",
    body: {},
    expected: signedIn(422),
  },
  "GET /api/games/tmay/drafts": { target: () => "/api/games/tmay/drafts", expected: signedIn(200) },
  "POST /api/games/tmay/attempts": {
    target: () => "/api/games/tmay/attempts",
    body: {},
    expected: signedIn(422),
  },
  "GET /api/games/tmay/attempts": { target: () => "/api/games/tmay/attempts", expected: signedIn(200) },
  // Practice results shared with a mentor: the owner and the mentor of a live share are tested in
  // modules/mentoring/practice-shares.test.ts; here an unknown share is found by no one.
  "GET /api/mentoring/practice-share-mentors": {
    target: () => "/api/mentoring/practice-share-mentors?q=matrix",
    expected: signedIn(200),
  },
  "POST /api/mentoring/practice-shares": {
    target: () => "/api/mentoring/practice-shares",
    body: {},
    expected: signedIn(422),
  },
  "GET /api/mentoring/practice-shares": {
    target: () => `/api/mentoring/practice-shares?kind=tmay&itemId=${UNKNOWN_ID}`,
    expected: signedIn(200),
  },
  "GET /api/mentoring/shared-with-me": {
    target: () => "/api/mentoring/shared-with-me",
    expected: signedIn(200),
  },
  // The owner and the mentor read a share; anyone else finds nothing. Revoking is the owner's, and
  // comes after the reads: the member (called before the coach) revokes, and the mentor then finds nothing.
  "GET /api/mentoring/practice-shares/{id}": {
    target: ({ practiceShareId }) => `/api/mentoring/practice-shares/${practiceShareId}`,
    expected: signedIn(404, { member: 200, coach: 200 }),
  },
  "POST /api/mentoring/practice-shares/{id}/revoke": {
    target: ({ practiceShareId }) => `/api/mentoring/practice-shares/${practiceShareId}/revoke`,
    expected: signedIn(404, { member: 204 }),
  },
  "POST /api/mentoring/practice-shares/{id}/comments": {
    target: () => `/api/mentoring/practice-shares/${UNKNOWN_ID}/comments`,
    body: {},
    expected: signedIn(422),
  },
  "PATCH /api/mentoring/practice-shares/{id}/comments/{commentId}": {
    target: () => `/api/mentoring/practice-shares/${UNKNOWN_ID}/comments/${UNKNOWN_ID}`,
    body: {},
    expected: signedIn(422),
  },
  "DELETE /api/mentoring/practice-shares/{id}/comments/{commentId}": {
    target: () => `/api/mentoring/practice-shares/${UNKNOWN_ID}/comments/${UNKNOWN_ID}`,
    expected: signedIn(404),
  },
  "GET /api/library/bookmarks": { target: () => "/api/library/bookmarks", expected: signedIn(200) },
  "POST /api/library/progress": { target: () => "/api/library/progress", body: {}, expected: signedIn(422) },
  "GET /api/skills": { target: () => "/api/skills", expected: signedIn(200) },
  // Mentoring (decision 051): availability is an advisor's or coach's own; free times are public; booking
  // and a session's steps need a verified email, and a session exists only for its two people.
  "GET /api/mentoring/availability": {
    target: () => "/api/mentoring/availability",
    expected: signedIn(403, { advisor: 200, coach: 200 }),
  },
  "PUT /api/mentoring/availability": {
    target: () => "/api/mentoring/availability",
    body: {},
    expected: verified(422),
  },
  "GET /api/mentors/{slug}/free-slots": {
    target: () => "/api/mentors/no-such-mentor/free-slots?from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z",
    expected: all(404),
  },
  "POST /api/mentors/{slug}/sessions": {
    target: () => "/api/mentors/no-such-mentor/sessions",
    body: { startsAt: "2026-12-01T14:00:00Z", length: 60, agenda: "Matrix" },
    expected: verified(404),
  },
  "GET /api/mentoring/sessions": { target: () => "/api/mentoring/sessions", expected: signedIn(200) },
  "GET /api/mentoring/sessions/{id}": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}`,
    expected: signedIn(404),
  },
  "POST /api/mentoring/sessions/{id}/confirm": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/confirm`,
    body: {},
    expected: verified(404),
  },
  "POST /api/mentoring/sessions/{id}/decline": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/decline`,
    body: { reason: "Matrix" },
    expected: verified(404),
  },
  "POST /api/mentoring/sessions/{id}/cancel": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/cancel`,
    body: {},
    expected: verified(404),
  },
  "POST /api/mentoring/sessions/{id}/reschedule": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/reschedule`,
    body: { startsAt: "2026-12-01T14:00:00Z", length: 60 },
    expected: verified(404),
  },
  // After the session: notes, action items and reviews are the session's two people's (tested in
  // modules/mentoring/session-notes.test.ts and mentor-reviews.test.ts); here no one finds an unknown one.
  "GET /api/mentoring/sessions/{id}/follow-up": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/follow-up`,
    expected: signedIn(404),
  },
  "PUT /api/mentoring/sessions/{id}/notes": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/notes`,
    body: { markdown: "Matrix", version: 0 },
    expected: verified(404),
  },
  "PUT /api/mentoring/sessions/{id}/private-notes": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/private-notes`,
    body: { markdown: "Matrix" },
    expected: verified(404),
  },
  "POST /api/mentoring/sessions/{id}/action-items": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/action-items`,
    body: { text: "Matrix", owner: "mentee" },
    expected: verified(404),
  },
  "PATCH /api/mentoring/action-items/{id}": {
    target: () => `/api/mentoring/action-items/${UNKNOWN_ID}`,
    body: { done: true },
    expected: verified(404),
  },
  "DELETE /api/mentoring/action-items/{id}": {
    target: () => `/api/mentoring/action-items/${UNKNOWN_ID}`,
    expected: verified(404),
  },
  "POST /api/mentoring/sessions/{id}/reviews": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/reviews`,
    body: { rating: 5, comment: "" },
    expected: verified(404),
  },
  "GET /api/mentors/{slug}/reviews": {
    target: () => "/api/mentors/no-such-mentor/reviews",
    expected: all(404),
  },
  "POST /api/mentoring/reviews/{id}/reports": {
    target: () => `/api/mentoring/reviews/${UNKNOWN_ID}/reports`,
    body: { reason: "spam" },
    expected: verified(404),
  },
  "GET /api/mentoring/dashboard": { target: () => "/api/mentoring/dashboard", expected: signedIn(200) },
  "POST /api/positions/{id}/applications": {
    target: () => `/api/positions/${UNKNOWN_ID}/applications`,
    body: {},
    expected: verified(404),
  },
  "POST /api/teams/{slug}/join-requests": {
    target: () => "/api/teams/no-such-team/join-requests",
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

  // Feeds (decision 020): the lab's and its team's feeds are the member's, the lab owner's (the advisor) and an administrator's (to
  // moderate); unknown items name nothing. Who may do what with real items is decided in modules/feeds.
  "GET /api/feed": { target: () => "/api/feed", expected: signedIn(200) },
  "GET /api/incubators/{slug}/feed": {
    target: () => `/api/incubators/${SLUG}/feed`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200 }),
  },
  "GET /api/teams/{slug}/feed": {
    target: () => `/api/teams/${TEAM}/feed`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200 }),
  },
  "POST /api/incubators/{slug}/feed": {
    target: () => `/api/incubators/${SLUG}/feed`,
    body: {},
    expected: verified(422),
  },
  "POST /api/teams/{slug}/feed": {
    target: () => `/api/teams/${TEAM}/feed`,
    body: {},
    expected: verified(422),
  },
  "GET /api/incubators/{slug}/feed/people": {
    target: () => `/api/incubators/${SLUG}/feed/people`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200 }),
  },
  "GET /api/teams/{slug}/feed/people": {
    target: () => `/api/teams/${TEAM}/feed/people`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200 }),
  },
  "GET /api/feed/items/{id}": { target: () => `/api/feed/items/${UNKNOWN_ID}`, expected: signedIn(404) },
  "PATCH /api/feed/items/{id}": {
    target: () => `/api/feed/items/${UNKNOWN_ID}`,
    body: {},
    expected: verified(422),
  },
  "DELETE /api/feed/items/{id}": { target: () => `/api/feed/items/${UNKNOWN_ID}`, expected: verified(404) },
  "PUT /api/feed/items/{id}/pin": {
    target: () => `/api/feed/items/${UNKNOWN_ID}/pin`,
    body: {},
    expected: verified(422),
  },
  "POST /api/feed/items/{id}/hide": {
    target: () => `/api/feed/items/${UNKNOWN_ID}/hide`,
    expected: verified(404),
  },
  "GET /api/feed/items/{id}/comments": {
    target: () => `/api/feed/items/${UNKNOWN_ID}/comments`,
    expected: signedIn(404),
  },
  "POST /api/feed/items/{id}/comments": {
    target: () => `/api/feed/items/${UNKNOWN_ID}/comments`,
    body: {},
    expected: verified(422),
  },
  "PATCH /api/feed/comments/{id}": {
    target: () => `/api/feed/comments/${UNKNOWN_ID}`,
    body: {},
    expected: verified(422),
  },
  "DELETE /api/feed/comments/{id}": {
    target: () => `/api/feed/comments/${UNKNOWN_ID}`,
    expected: verified(404),
  },
  "POST /api/feed/comments/{id}/hide": {
    target: () => `/api/feed/comments/${UNKNOWN_ID}/hide`,
    expected: verified(404),
  },
  "GET /api/feed/items/{id}/reactions": {
    target: () => `/api/feed/items/${UNKNOWN_ID}/reactions`,
    expected: signedIn(404),
  },
  "PUT /api/feed/items/{id}/reactions/{reaction}": {
    target: () => `/api/feed/items/${UNKNOWN_ID}/reactions/like`,
    expected: verified(404),
  },
  "DELETE /api/feed/items/{id}/reactions/{reaction}": {
    target: () => `/api/feed/items/${UNKNOWN_ID}/reactions/like`,
    expected: verified(404),
  },
  "POST /api/feed/items/{id}/reports": {
    target: () => `/api/feed/items/${UNKNOWN_ID}/reports`,
    body: {},
    expected: verified(422),
  },
  "POST /api/feed/comments/{id}/reports": {
    target: () => `/api/feed/comments/${UNKNOWN_ID}/reports`,
    body: {},
    expected: verified(422),
  },
  "POST /api/incubators/{slug}/feed/images": {
    target: () => `/api/incubators/${SLUG}/feed/images`,
    multipart: true,
    expected: verified(403, { member: 422, advisor: 422, admin: 422 }),
  },
  "POST /api/teams/{slug}/feed/images": {
    target: () => `/api/teams/${TEAM}/feed/images`,
    multipart: true,
    expected: verified(403, { member: 422, admin: 422 }),
  },
  "GET /api/files/feed-images/{name}": {
    target: () => "/api/files/feed-images/missing.png",
    expected: all(404),
  },
  "GET /api/feed/mutes": { target: () => "/api/feed/mutes", expected: signedIn(200) },
  "PUT /api/feed/mutes": { target: () => "/api/feed/mutes", body: {}, expected: signedIn(422) },

  // Classrooms (decision 039): the fixture course is published for the lab's members (the member is a
  // guest); the lab's owner (the advisor) and an administrator manage it; to anyone else it is not there.
  "GET /api/library/incubator-courses": {
    target: () => "/api/library/incubator-courses",
    expected: signedIn(200),
  },
  "GET /api/library/public-courses": {
    target: () => "/api/library/public-courses",
    expected: all(200),
  },
  "GET /api/incubators/{slug}/courses": {
    target: () => `/api/incubators/${SLUG}/courses`,
    expected: all(200),
  },
  "POST /api/incubators/{slug}/courses": {
    target: () => `/api/incubators/${SLUG}/courses`,
    body: {},
    expected: signedIn(422),
  },
  "GET /api/incubators/{slug}/courses/{course}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}`,
    expected: courseReaders(200),
  },
  "PATCH /api/incubators/{slug}/courses/{course}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}`,
    body: {},
    expected: courseManagers(200),
  },
  "DELETE /api/incubators/{slug}/courses/{course}": {
    target: () => `/api/incubators/${SLUG}/courses/no-such-course`,
    expected: signedIn(404),
  },
  "POST /api/incubators/{slug}/courses/{course}/authors": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/authors`,
    body: {},
    expected: signedIn(422),
  },
  "DELETE /api/incubators/{slug}/courses/{course}/authors/{userId}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/authors/no-such-person`,
    expected: courseManagers(200),
  },
  "POST /api/incubators/{slug}/courses/{course}/lessons": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons`,
    body: {},
    expected: signedIn(422),
  },
  "PUT /api/incubators/{slug}/courses/{course}/lesson-order": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lesson-order`,
    body: {},
    expected: signedIn(422),
  },
  "POST /api/incubators/{slug}/courses/{course}/lesson-preview": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lesson-preview`,
    body: { body: "**Preview**" },
    expected: courseManagers(200),
  },
  "POST /api/incubators/{slug}/courses/{course}/lesson-images": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lesson-images`,
    multipart: true,
    // Managers pass and are told the file is missing; the unverified are refused before the course.
    expected: { ...courseManagers(422), unverified: 403 },
  },
  "GET /api/files/lesson-images/{name}": {
    target: () => "/api/files/lesson-images/missing.png",
    expected: all(404),
  },
  "GET /api/incubators/{slug}/courses/{course}/lessons/{lesson}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/${LESSON}`,
    expected: courseReaders(200),
  },
  "PUT /api/incubators/{slug}/courses/{course}/lessons/{lesson}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/${LESSON}`,
    body: {},
    expected: signedIn(422),
  },
  "DELETE /api/incubators/{slug}/courses/{course}/lessons/{lesson}": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/no-such-lesson`,
    expected: courseManagers(404),
  },
  "GET /api/incubators/{slug}/courses/{course}/lessons/{lesson}/history": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/${LESSON}/history`,
    expected: courseManagers(200),
  },
  "POST /api/incubators/{slug}/courses/{course}/lessons/{lesson}/answers": {
    target: () => `/api/incubators/${SLUG}/courses/${COURSE}/lessons/${LESSON}/answers`,
    body: {},
    expected: all(422),
  },

  // The rows below change state; each caller acts on their own membership or on someone else's checkout.
  "POST /api/incubators/{slug}/membership": {
    target: () => `/api/incubators/${OPEN_SLUG}/membership`,
    // Joining as a guest asks for a session, not a verified email; subscribing does.
    expected: signedIn(201),
  },
  "DELETE /api/incubators/{slug}/membership": {
    target: () => `/api/incubators/${OPEN_SLUG}/membership`,
    expected: signedIn(200),
  },
  "POST /api/checkout/{id}/confirm": {
    target: ({ memberSubscriptionId }) => `/api/checkout/${memberSubscriptionId}/confirm`,
    expected: verified(404, { member: 200 }),
  },
  // Someone else's notification is answered as one that does not exist.
  "POST /api/notifications/{id}/read": {
    target: ({ memberNotificationId }) => `/api/notifications/${memberNotificationId}/read`,
    body: {},
    expected: signedIn(404, { member: 200 }),
  },
  "POST /api/notifications/read-all": {
    target: () => "/api/notifications/read-all",
    body: {},
    expected: signedIn(200),
  },
  "POST /api/subscriptions/{id}/cancel": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}/cancel`,
    expected: signedIn(404, { member: 200 }),
  },
  "POST /api/subscriptions/{id}/change-plan": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}/change-plan`,
    body: "plan",
    expected: verified(404, { member: 409 }),
  },
  "POST /api/subscriptions/{id}/resume": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}/resume`,
    expected: signedIn(404, { member: 200 }),
  },
  // The leader (the member) deletes; everyone asking after them finds nothing left. That others are
  // refused is in the teams and projects tests.
  "DELETE /api/projects/{slug}": {
    target: () => `/api/projects/${DOOMED_PROJECT}`,
    expected: verified(404, { member: 204 }),
  },
  "DELETE /api/teams/{slug}": {
    target: () => `/api/teams/${DOOMED_TEAM}`,
    expected: verified(404, { member: 204 }),
  },
  // Last of the member's rows: it ends their subscription.
  "POST /api/subscriptions/{id}/end": {
    target: ({ memberSubscriptionId }) => `/api/subscriptions/${memberSubscriptionId}/end`,
    expected: signedIn(404, { member: 200 }),
  },
  // Stripe's own calls carry Stripe's signature, not a session: an unsigned one is refused alike.
  "POST /api/payments/stripe/webhook": {
    target: () => "/api/payments/stripe/webhook",
    body: {},
    stripe: true,
    expected: all(422),
  },
};

const STRIPE_SETTINGS = {
  STRIPE_SECRET_KEY: "sk_test_matrix",
  STRIPE_WEBHOOK_SECRET: "whsec_matrix",
  // Nothing listens here: no row may reach Stripe.
  STRIPE_API_URL: "http://127.0.0.1:9",
};

let t: TestApp;
let stripeApp: TestApp["app"];
const jars = {} as Record<Exclude<ActorName, "anonymous">, CookieJar>;
let fixture: Fixture;
let routeKeys: string[];

beforeAll(async () => {
  t = await createTestApp();
  const people: [Exclude<ActorName, "anonymous">, ("advisor" | "coach" | "admin")[]][] = [
    ["unverified", []],
    ["member", []],
    ["otherMember", []],
    ["advisor", ["advisor"]],
    ["coach", ["coach"]],
    ["admin", ["admin"]],
  ];
  const ids = {} as Record<Exclude<ActorName, "anonymous">, string>;
  for (const [index, [name, roles]] of people.entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name.toLowerCase()}@matrix.test`), {
      ip: `198.51.100.${160 + index}`,
      roles,
    });
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, ids.unverified));

  const [lab] = await t.db
    .insert(incubators)
    .values([
      { name: "Matrix Lab", slug: SLUG, status: "active", ownerId: ids.advisor },
      { name: "Matrix Open", slug: OPEN_SLUG, status: "active" },
      { name: "Other Lab", slug: "matrix-other", status: "active" },
    ])
    .returning({ id: incubators.id });
  if (!lab) throw new Error("no fixture incubator");
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({ incubatorId: lab.id, name: "Builder", priceMonthly: 1900 })
    .returning({ id: subscriptionPlans.id });
  if (!plan) throw new Error("no fixture plan");
  const [other] = await t.db
    .select({ id: incubators.id })
    .from(incubators)
    .where(eq(incubators.slug, "matrix-other"));
  if (!other) throw new Error("no second fixture incubator");
  await t.db.insert(incubatorMembers).values([
    { incubatorId: lab.id, userId: ids.member },
    { incubatorId: other.id, userId: ids.otherMember },
  ]);
  const [pending] = await t.db
    .insert(subscriptions)
    .values({
      userId: ids.member,
      planId: plan.id,
      incubatorId: lab.id,
      status: "pending_payment",
      provider: "builtin",
    })
    .returning({ id: subscriptions.id });
  if (!pending) throw new Error("no fixture subscription");
  const fixtureTeams = await t.db
    .insert(teams)
    .values([
      { incubatorId: lab.id, slug: TEAM, name: "Matrix Team" },
      { incubatorId: lab.id, slug: DOOMED_TEAM, name: "Doomed Team" },
    ])
    .returning({ id: teams.id });
  for (const team of fixtureTeams) {
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: ids.member, isLeader: true });
  }
  const teamId = fixtureTeams[0]?.id as string;
  const [project] = await t.db
    .insert(projects)
    .values([
      { teamId, slug: PROJECT, name: "Matrix Project" },
      { teamId, slug: DOOMED_PROJECT, name: "Doomed Project" },
    ])
    .returning({ id: projects.id });
  if (!project) throw new Error("no fixture project");
  const [milestone] = await t.db
    .insert(projectMilestones)
    .values({ projectId: project.id, title: "First" })
    .returning({ id: projectMilestones.id });
  if (!milestone) throw new Error("no fixture milestone");
  const [course] = await t.db
    .insert(courses)
    .values({
      incubatorId: lab.id,
      slug: COURSE,
      title: "Matrix course",
      visibility: "members",
      status: "published",
    })
    .returning({ id: courses.id });
  if (!course) throw new Error("no fixture course");
  await t.db.insert(contentItems).values({
    source: "incubator",
    incubatorId: lab.id,
    authorId: ids.advisor,
    kind: "lesson",
    collection: `courses/${course.id}`,
    slug: LESSON,
    title: "Matrix lesson",
    summary: "",
    details: { questions: [] },
    bodyMarkdown: "Lesson.",
    bodyHtml: "<p>Lesson.</p>",
    bodyText: "Lesson.",
    contentHash: "matrix",
  });
  const [notification] = await t.db
    .insert(notifications)
    .values({ userId: ids.member, kind: "mention", title: "Matrix mention", url: "/teams" })
    .returning({ id: notifications.id });
  if (!notification) throw new Error("no fixture notification");
  const [teamChannel] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, teamId));
  const [labChannel] = await t.db.select().from(chatChannels).where(eq(chatChannels.incubatorId, lab.id));
  if (!teamChannel || !labChannel) throw new Error("no fixture channels");
  const [message] = await t.db
    .insert(chatMessages)
    .values({ channelId: teamChannel.id, authorId: ids.member, body: "Matrix message" })
    .returning({ id: chatMessages.id });
  if (!message) throw new Error("no fixture message");
  await t.db.insert(mentorProfiles).values({
    userId: ids.coach,
    kind: "coach",
    slug: "matrix-coach",
    timeZone: "UTC",
    publishedAt: new Date(),
  });
  // Through the games' own route, so the delivery carries the feedback its list answers with.
  const delivered = await call(
    t.app,
    "/api/games/tmay/attempts",
    { text: "I teach maths; next, product.", mode: "typed", seconds: 60 },
    { jar: jars.member },
  );
  const attempt = (await delivered.json()) as { id: string } | undefined;
  if (!attempt) throw new Error("no fixture delivery");
  const [practiceShare] = await t.db
    .insert(practiceShares)
    .values({ ownerId: ids.member, mentorId: ids.coach, tmayAttemptId: attempt.id })
    .returning({ id: practiceShares.id });
  if (!practiceShare) throw new Error("no fixture practice share");
  fixture = {
    practiceShareId: practiceShare.id,
    memberNotificationId: notification.id,
    teamChannelId: teamChannel.id,
    labChannelId: labChannel.id,
    messageId: message.id,
    memberSubscriptionId: pending.id,
    planId: plan.id,
    memberId: ids.member,
    milestoneId: milestone.id,
  };

  stripeApp = t.withEnv(STRIPE_SETTINGS);
  const keys = new Set<string>();
  for (const app of [t.app, stripeApp]) {
    const document = (await (await call(app, "/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) keys.add(`${method.toUpperCase()} ${path}`);
    }
  }
  routeKeys = [...keys];
  // Six sign-ups with password hashing: generous on a loaded machine.
}, 120_000);
afterAll(() => t.close());

async function callAs(actor: ActorName, row: Row, method: string): Promise<number> {
  const jar = actor === "anonymous" ? undefined : jars[actor];
  const target = row.target(fixture);
  const app = row.stripe ? stripeApp : t.app;
  // One address per caller, so that per-address limits never stand in for a decision.
  const ip = `198.51.100.${180 + ACTORS.indexOf(actor)}`;
  if (row.multipart) {
    const form = new FormData();
    form.set("note", "no file here");
    const cookie = jar?.header();
    const response = await request(
      app,
      target,
      {
        method,
        body: form,
        headers: { Origin: "https://hatchery.test", ...(cookie ? { Cookie: cookie } : {}) },
      },
      { remoteAddress: ip },
    );
    await response.body?.cancel();
    return response.status;
  }
  const body = row.body === "plan" ? { planId: fixture.planId } : row.body;
  const response = await call(app, target, body, { jar, method, ip });
  // Streams (the realtime events) would stay open: no row reads its answer.
  await response.body?.cancel();
  return response.status;
}

describe("authorization matrix", () => {
  it("has a row for every registered /api route, and no row for a route that is gone", () => {
    expect(routeKeys.length).toBeGreaterThan(0);
    expect(routeKeys.filter((key) => !(key in MATRIX)).sort()).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routeKeys.includes(key))).toEqual([]);
  });

  it("answers every route with the decided status for every kind of caller", async () => {
    const actual: Record<string, Expected> = {};
    const expected: Record<string, Expected> = {};
    for (const [key, row] of Object.entries(MATRIX)) {
      const method = key.split(" ")[0] ?? "GET";
      const statuses = {} as Expected;
      for (const actor of ACTORS) statuses[actor] = await callAs(actor, row, method);
      actual[key] = statuses;
      expected[key] = row.expected;
    }
    expect(actual).toEqual(expected);
  }, 120_000);
});
