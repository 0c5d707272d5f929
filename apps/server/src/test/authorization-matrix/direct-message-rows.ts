import { type Row, signedIn, UNKNOWN_ID } from "./matrix-rows";

/** Direct conversations and blocks: every signed-in person has their own; nobody else's is found. */
export const directMessageRows: Record<string, Row> = {
  "GET /api/conversations": { target: () => "/api/conversations", expected: signedIn(200) },
  "POST /api/conversations": {
    target: () => "/api/conversations",
    body: { participantIds: [UNKNOWN_ID] },
    expected: signedIn(404),
  },
  "GET /api/conversations/{id}": {
    target: () => `/api/conversations/${UNKNOWN_ID}`,
    expected: signedIn(404),
  },
  "GET /api/blocks": { target: () => "/api/blocks", expected: signedIn(200) },
  // Everyone else blocks the member, who cannot block themselves; the next row undoes it.
  "PUT /api/blocks/{userId}": {
    target: ({ memberId }) => `/api/blocks/${memberId}`,
    expected: signedIn(204, { member: 422 }),
  },
  "DELETE /api/blocks/{userId}": {
    target: ({ memberId }) => `/api/blocks/${memberId}`,
    expected: signedIn(204),
  },
};
