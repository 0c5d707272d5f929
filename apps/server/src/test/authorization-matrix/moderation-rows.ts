import { type Row, SLUG, signedIn, UNKNOWN_ID, verified } from "./matrix-rows";

/**
 * The moderation queue (decision 055): every report for administrators; the lab's for its owner (the
 * advisor) and administrators. Unknown content is not found by anyone; who may act on real content is
 * decided in modules/moderation (moderation.test.ts).
 */
export const moderationRows: Record<string, Row> = {
  "GET /api/moderation/reports": {
    target: () => "/api/moderation/reports",
    expected: signedIn(403, { admin: 200 }),
  },
  "GET /api/incubators/{slug}/moderation/reports": {
    target: () => `/api/incubators/${SLUG}/moderation/reports`,
    expected: signedIn(403, { advisor: 200, admin: 200 }),
  },
  "POST /api/moderation/content/{kind}/{id}/hide": {
    target: () => `/api/moderation/content/feed_item/${UNKNOWN_ID}/hide`,
    expected: verified(404),
  },
  "POST /api/moderation/content/{kind}/{id}/restore": {
    target: () => `/api/moderation/content/chat_message/${UNKNOWN_ID}/restore`,
    expected: verified(404),
  },
  "POST /api/moderation/content/{kind}/{id}/dismiss": {
    target: () => `/api/moderation/content/mentor_review/${UNKNOWN_ID}/dismiss`,
    expected: verified(404),
  },
  "POST /api/moderation/content/{kind}/{id}/warn": {
    target: () => `/api/moderation/content/feed_comment/${UNKNOWN_ID}/warn`,
    body: { message: "Please keep it civil." },
    expected: verified(404),
  },
  "POST /api/moderation/content/{kind}/{id}/suspend": {
    target: () => `/api/moderation/content/feed_item/${UNKNOWN_ID}/suspend`,
    body: { reason: "Spam in every channel." },
    expected: verified(404),
  },
};
