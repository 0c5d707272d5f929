import type { FeedItem } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { feedItemFixture } from "../test/fixtures";
import { groupFeedItems, groupSummary, postsFirst } from "./feed-groups";

const acme = { kind: "incubator" as const, id: "inc-1", slug: "acme", name: "Acme" };
const beta = { kind: "incubator" as const, id: "inc-2", slug: "beta", name: "Beta" };

function joined(id: string, name: string, createdAt = "2026-11-20T09:00:00.000Z"): FeedItem {
  return feedItemFixture({
    id,
    kind: "incubator_member_joined",
    scope: acme,
    author: { id: `user-${id}`, name, image: null, handle: `user-${id}` },
    body: "Joined Acme. Welcome!",
    createdAt,
  });
}
const post = (id: string) => feedItemFixture({ id, kind: "post" });
const opened = (id: string) =>
  feedItemFixture({
    id,
    kind: "position_opened",
    scope: acme,
    author: null,
    body: "Rocket is looking for: Designer.",
  });

const shape = (entries: ReturnType<typeof groupFeedItems>) =>
  entries.map((entry) =>
    entry.type === "item" ? entry.item.id : `${entry.kind}:${entry.items.map((item) => item.id).join(",")}`,
  );

describe("groupFeedItems", () => {
  it("folds consecutive platform items of one kind, and leaves posts and lone items as they are", () => {
    const entries = groupFeedItems([
      joined("j1", "Ana"),
      joined("j2", "Ben"),
      joined("j3", "Cleo"),
      opened("o1"),
      post("p1"),
      joined("j4", "Dan"),
      post("p2"),
      opened("o2"),
      opened("o3"),
    ]);
    expect(shape(entries)).toEqual([
      "incubator_member_joined:j1,j2,j3",
      "o1",
      "p1",
      "j4",
      "p2",
      "position_opened:o2,o3",
    ]);
  });

  it("never folds posts, even many in a row", () => {
    expect(shape(groupFeedItems([post("p1"), post("p2"), post("p3")]))).toEqual(["p1", "p2", "p3"]);
  });

  it("keeps the item a link opened out of any group", () => {
    const entries = groupFeedItems([joined("j1", "Ana"), joined("j2", "Ben"), joined("j3", "Cleo")], "j2");
    expect(shape(entries)).toEqual(["j1", "j2", "j3"]);
  });
});

describe("postsFirst", () => {
  it("puts the newest post before the platform news above it, and moves nothing else", () => {
    const entries = groupFeedItems([
      joined("j1", "Ana"),
      joined("j2", "Ben"),
      opened("o1"),
      post("p1"),
      post("p2"),
    ]);
    expect(shape(postsFirst(entries))).toEqual(["p1", "incubator_member_joined:j1,j2", "o1", "p2"]);
  });

  it("changes nothing when a post leads already or there is none", () => {
    const leading = groupFeedItems([post("p1"), joined("j1", "Ana")]);
    expect(shape(postsFirst(leading))).toEqual(["p1", "j1"]);
    const none = groupFeedItems([joined("j1", "Ana"), joined("j2", "Ben")]);
    expect(shape(postsFirst(none))).toEqual(["incubator_member_joined:j1,j2"]);
  });
});

describe("groupSummary", () => {
  const now = new Date("2026-11-21T12:00:00.000Z");

  it("says how many people joined the one place, and that it was this week", () => {
    expect(
      groupSummary(
        "incubator_member_joined",
        [joined("j1", "Ana"), joined("j2", "Ben"), joined("j3", "Cleo")],
        now,
      ),
    ).toBe("3 people joined Acme this week");
  });

  it("names no place when the items come from several, and no week when some are older", () => {
    const elsewhere = { ...joined("j2", "Ben", "2026-10-01T09:00:00.000Z"), scope: beta };
    expect(groupSummary("incubator_member_joined", [joined("j1", "Ana"), elsewhere], now)).toBe(
      "2 people joined your incubators",
    );
  });

  it("has words of its own for each kind", () => {
    expect(groupSummary("position_opened", [opened("o1"), opened("o2")], now)).toBe(
      "2 positions opened in Acme this week",
    );
  });
});
