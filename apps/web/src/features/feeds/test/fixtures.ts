import type { FeedItem, FeedPage } from "@hatchery/shared";

export const teamScope = { kind: "team" as const, id: "team-1", slug: "rocket", name: "Rocket" };

export function feedItemFixture(overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    id: "item-1",
    kind: "post",
    scope: teamScope,
    author: { id: "user-milo", name: "Milo Maker", image: null, handle: "milo-maker" },
    body: "Shipped the **beta** today",
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
