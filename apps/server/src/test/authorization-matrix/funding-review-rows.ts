import { type Row, signedIn, UNKNOWN_ID, verified } from "./matrix-rows";

const application = `/api/funding-applications/${UNKNOWN_ID}`;
const call = `/api/funding-calls/${UNKNOWN_ID}`;

/**
 * Funding review, decisions and awards (decision 059). The fixture holds no call: each caller who gets
 * past the guards meets an unknown application, call or tranche (404), or an invalid decision (422).
 * Who may review, read reviews, decide and release is tested with real rows in
 * modules/funding/funding-reviews.test.ts and funding-decisions.test.ts. A team's funding is read by
 * whoever sees the team (the fixture's is public).
 */
export const fundingReviewRows: Record<string, Row> = {
  "GET /api/funding/reviews": { target: () => "/api/funding/reviews", expected: signedIn(200) },
  "GET /api/funding-applications/{applicationId}/my-review": {
    target: () => `${application}/my-review`,
    expected: signedIn(404),
  },
  "PUT /api/funding-applications/{applicationId}/my-review": {
    target: () => `${application}/my-review`,
    body: {},
    expected: verified(404),
  },
  "POST /api/funding-applications/{applicationId}/my-review/submit": {
    target: () => `${application}/my-review/submit`,
    expected: verified(404),
  },
  "GET /api/funding-applications/{applicationId}/reviews": {
    target: () => `${application}/reviews`,
    expected: signedIn(404),
  },
  "GET /api/funding-calls/{callId}/ranking": { target: () => `${call}/ranking`, expected: verified(404) },
  "GET /api/funding-calls/{callId}/report": { target: () => `${call}/report`, expected: verified(404) },
  "POST /api/funding-applications/{applicationId}/shortlist": {
    target: () => `${application}/shortlist`,
    expected: verified(404),
  },
  "POST /api/funding-applications/{applicationId}/unshortlist": {
    target: () => `${application}/unshortlist`,
    expected: verified(404),
  },
  "POST /api/funding-applications/{applicationId}/decision": {
    target: () => `${application}/decision`,
    body: {},
    expected: verified(422),
  },
  "POST /api/funding-applications/{applicationId}/reopen": {
    target: () => `${application}/reopen`,
    expected: verified(404),
  },
  "POST /api/funding-tranches/{trancheId}/release": {
    target: () => `/api/funding-tranches/${UNKNOWN_ID}/release`,
    body: {},
    expected: verified(404),
  },
};
