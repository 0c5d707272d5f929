import type { Notification } from "@hatchery/shared";

export function notificationFixture(overrides: Partial<Notification> = {}): Notification {
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    id: "11111111-1111-4111-8111-111111111111",
    kind: "team_join_request",
    actor: { id: "user-grace", name: "Grace Hopper", image: null, handle: "grace-hopper" },
    actorCount: 1,
    title: "Grace Hopper asked to join Sun Team",
    excerpt: "I would love to build the backend.",
    url: "/teams/sun-team",
    read: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
