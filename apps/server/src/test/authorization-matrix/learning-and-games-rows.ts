import { all, type Row, SLUG, signedIn, UNKNOWN_ID } from "./matrix-rows";

/** The library, the assessment, the games, skills and the leaderboards. */
export const learningAndGamesRows: Record<string, Row> = {
  // The platform's leaderboard for everyone signed in; an incubator's for those who see every team
  // of it, as its positions page (decision 030).
  "GET /api/leaderboard": {
    target: () => `/api/leaderboard?period=week&incubator=${SLUG}`,
    expected: signedIn(403, { member: 200, advisor: 200, admin: 200, trialMember: 200 }),
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
  "GET /api/library/bookmarks": { target: () => "/api/library/bookmarks", expected: signedIn(200) },
  "POST /api/library/progress": { target: () => "/api/library/progress", body: {}, expected: signedIn(422) },
  "GET /api/skills": { target: () => "/api/skills", expected: signedIn(200) },
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
};
