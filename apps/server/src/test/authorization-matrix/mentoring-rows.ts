import { all, type Row, signedIn, UNKNOWN_ID, verified } from "./matrix-rows";

/** Mentoring (decision 051): mentor profiles, the directory, availability, sessions and practice shares. */
export const mentoringRows: Record<string, Row> = {
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
  "POST /api/mentoring/sessions/{id}/complete": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/complete`,
    body: {},
    expected: verified(404),
  },
  "POST /api/mentoring/sessions/{id}/no-show": {
    target: () => `/api/mentoring/sessions/${UNKNOWN_ID}/no-show`,
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
};
