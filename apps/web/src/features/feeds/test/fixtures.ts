import type { FeedItem, FeedPage } from "@hatchery/shared";

export const teamScope = { kind: "team" as const, id: "team-1", slug: "rocket", name: "Rocket" };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A post's HTML as the server would render a body of plain paragraphs (tests that need more markup give
 * `bodyHtml` themselves); null for the platform's items.
 */
export function plainBodyHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("\n");
}

export function feedItemFixture(overrides: Partial<FeedItem> = {}): FeedItem {
  const kind = overrides.kind ?? "post";
  const body = overrides.body ?? "Shipped the **beta** today";
  return {
    id: "item-1",
    kind,
    scope: teamScope,
    author: { id: "user-milo", name: "Milo Maker", image: null, handle: "milo-maker" },
    body,
    bodyHtml:
      overrides.body === undefined && kind === "post"
        ? "<p>Shipped the <strong>beta</strong> today</p>"
        : kind === "post"
          ? plainBodyHtml(body)
          : null,
    link: null,
    mentions: [],
    createdAt: "2026-11-20T10:00:00.000Z",
    editedAt: null,
    pinnedAt: null,
    commentCount: 0,
    reactions: [],
    myReactions: [],
    score: null,
    can: { edit: false, delete: false, pin: false, hide: false },
    ...overrides,
  };
}

export function feedPageFixture(overrides: Partial<FeedPage> = {}): FeedPage {
  return {
    items: [feedItemFixture()],
    nextCursor: null,
    pinned: [],
    scope: { ...teamScope, canPost: true, canModerate: false, live: true },
    postTargets: [teamScope],
    mutedKinds: [],
    ...overrides,
  };
}
