import { all, type Row, SLUG, signedIn, UNKNOWN_ID, verified } from "./matrix-rows";

/**
 * Funding calls and applications (decision 059). Unknown ids name nothing for anyone who gets past the
 * guards; who may do what with a real call or application is decided in modules/funding's tests.
 */
const CALL = `/api/funding-calls/${UNKNOWN_ID}`;
const APPLICATION = `/api/funding-applications/${UNKNOWN_ID}`;

export const fundingCallRows: Record<string, Row> = {
  // The lab's calls: anyone reads the list (visitors see its open calls); a new call needs the owner.
  "GET /api/incubators/{slug}/funding-calls": {
    target: () => `/api/incubators/${SLUG}/funding-calls`,
    expected: all(200),
  },
  // A whole call, so the answer is the policy's: the lab's owner (the advisor) and administrators draft it.
  "POST /api/incubators/{slug}/funding-calls": {
    target: () => `/api/incubators/${SLUG}/funding-calls`,
    body: {
      title: "Matrix fund",
      currency: "USD",
      poolCents: 100_000,
      maxAwardCents: 50_000,
      opensAt: "2040-01-01T00:00:00Z",
      closesAt: "2040-02-01T00:00:00Z",
      eligibleStages: ["idea"],
      questions: [{ prompt: "Why?" }],
      criteria: [{ name: "Team", weight: 1 }],
    },
    expected: verified(403, { advisor: 201, admin: 201 }),
  },
  "GET /api/funding-calls/{callId}": { target: () => CALL, expected: all(404) },
  "PATCH /api/funding-calls/{callId}": { target: () => CALL, body: {}, expected: verified(404) },
  "POST /api/funding-calls/{callId}/publish": { target: () => `${CALL}/publish`, expected: verified(404) },
  "POST /api/funding-calls/{callId}/close": { target: () => `${CALL}/close`, expected: verified(404) },
  "POST /api/funding-calls/{callId}/extend": {
    target: () => `${CALL}/extend`,
    body: { closesAt: "2040-01-01T00:00:00Z" },
    expected: verified(404),
  },
  "GET /api/funding-calls/{callId}/reviewers": { target: () => `${CALL}/reviewers`, expected: verified(404) },
  "POST /api/funding-calls/{callId}/reviewers": {
    target: () => `${CALL}/reviewers`,
    body: { userId: "someone" },
    expected: verified(404),
  },
  "DELETE /api/funding-calls/{callId}/reviewers/{userId}": {
    target: () => `${CALL}/reviewers/someone`,
    expected: verified(404),
  },
  "POST /api/funding-calls/{callId}/applications": {
    target: () => `${CALL}/applications`,
    body: { teamId: UNKNOWN_ID },
    expected: verified(404),
  },
  "GET /api/funding-applications/{applicationId}": { target: () => APPLICATION, expected: signedIn(404) },
  "PATCH /api/funding-applications/{applicationId}": {
    target: () => APPLICATION,
    body: {},
    expected: verified(404),
  },
  "POST /api/funding-applications/{applicationId}/submit": {
    target: () => `${APPLICATION}/submit`,
    expected: verified(404),
  },
  "POST /api/funding-applications/{applicationId}/withdraw": {
    target: () => `${APPLICATION}/withdraw`,
    expected: verified(404),
  },
  "GET /api/funding-applications/{applicationId}/comments": {
    target: () => `${APPLICATION}/comments`,
    expected: signedIn(404),
  },
  "POST /api/funding-applications/{applicationId}/comments": {
    target: () => `${APPLICATION}/comments`,
    body: { body: "A comment" },
    expected: verified(404),
  },
  "GET /api/funding": { target: () => "/api/funding", expected: signedIn(200) },
};
