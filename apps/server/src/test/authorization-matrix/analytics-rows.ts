import { type Row, SLUG, signedIn, verified } from "./matrix-rows";

/** The analytics reports (docs/decisions/057-analytics-and-sitemaps.md). */
export const analyticsRows: Record<string, Row> = {
  // The platform's figures: administrators with a verified address.
  "GET /api/admin/analytics": {
    target: () => "/api/admin/analytics",
    expected: verified(403, { admin: 200 }),
  },
  // An incubator's figures: its owner (the fixture lab's is the advisor) and administrators; an
  // unverified person who owns nothing is refused as anyone else.
  "GET /api/incubators/{slug}/analytics": {
    target: () => `/api/incubators/${SLUG}/analytics`,
    expected: signedIn(403, { advisor: 200, admin: 200 }),
  },
};
