import { type Row, signedIn } from "./matrix-rows";

/**
 * The dashboard's own reads and the points log (decision 056): each is the signed-in caller's own, so
 * everyone signed in gets theirs and nobody else's. Dismissing the checklist changes only the caller's
 * own dashboard, after its read.
 */
export const dashboardRows: Record<string, Row> = {
  "GET /api/dashboard/checklist": { target: () => "/api/dashboard/checklist", expected: signedIn(200) },
  "GET /api/dashboard/teams": { target: () => "/api/dashboard/teams", expected: signedIn(200) },
  "GET /api/points/summary": { target: () => "/api/points/summary", expected: signedIn(200) },
  "GET /api/points/log": { target: () => "/api/points/log", expected: signedIn(200) },
  "POST /api/dashboard/checklist/dismiss": {
    target: () => "/api/dashboard/checklist/dismiss",
    expected: signedIn(200),
  },
};
