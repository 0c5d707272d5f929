import { type Row, signedIn, UNKNOWN_ID, verified } from "./matrix-rows";

/** Feeds and reports of their items (decisions 020 and 034). */
export const feedRows: Record<string, Row> = {
  // Feeds (decision 020): the lab's and its team's feeds are the member's, the lab owner's (the advisor) and an administrator's (to
  // moderate); unknown items name nothing. Who may do what with real items is decided in modules/feeds.
  "GET /api/feed": { target: () => "/api/feed", expected: signedIn(200) },
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
  "GET /api/feed/mutes": { target: () => "/api/feed/mutes", expected: signedIn(200) },
  "PUT /api/feed/mutes": { target: () => "/api/feed/mutes", body: {}, expected: signedIn(422) },
};
