import { FEED_ERROR_MESSAGES, type Role } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import type { PolicyActor } from "../../lib/policy";
import {
  assertCan,
  can,
  deletesAnothersContent,
  type FeedPolicyAction,
  type FeedStanding,
} from "./feeds.policy";

function person(roles: Role[] = [], heldRolesOk = true): PolicyActor {
  return {
    kind: "user",
    userId: "viewer",
    email: "viewer@example.com",
    emailVerified: true,
    heldRoles: heldRolesOk ? { ok: true, roles } : { ok: false, error: new Error("lookup failed") },
  };
}

function standing(kind: FeedStanding["kind"], facts: Partial<FeedStanding> = {}): FeedStanding {
  return {
    kind,
    inAudience: false,
    leadsTeam: false,
    ownsIncubator: false,
    insidePublicTeamsIncubator: false,
    ...facts,
  };
}

const viewer = person();
const admin = person(["admin"]);
const others = { authorId: "someone-else", writtenByPlatform: false };
const own = { authorId: "viewer", writtenByPlatform: false };
const platformItem = { authorId: null, writtenByPlatform: true };

type Row = [
  string,
  PolicyActor,
  FeedStanding,
  Record<"read" | "post" | "pin" | "hide" | "deleteOthers", boolean>,
];
const table: Row[] = [
  [
    "an incubator's member",
    viewer,
    standing("incubator", { inAudience: true }),
    { read: true, post: true, pin: false, hide: false, deleteOthers: false },
  ],
  [
    "an incubator's owner",
    viewer,
    standing("incubator", { inAudience: true, ownsIncubator: true }),
    { read: true, post: true, pin: true, hide: true, deleteOthers: true },
  ],
  [
    "an administrator outside an incubator",
    admin,
    standing("incubator"),
    { read: true, post: true, pin: true, hide: true, deleteOthers: true },
  ],
  [
    "an outsider of an incubator",
    viewer,
    standing("incubator"),
    { read: false, post: false, pin: false, hide: false, deleteOthers: false },
  ],
  [
    "a team's member",
    viewer,
    standing("team", { inAudience: true }),
    { read: true, post: true, pin: false, hide: false, deleteOthers: false },
  ],
  [
    "a team's leader",
    viewer,
    standing("team", { inAudience: true, leadsTeam: true }),
    { read: true, post: true, pin: true, hide: false, deleteOthers: true },
  ],
  [
    "the owner of a team's incubator",
    viewer,
    standing("team", { ownsIncubator: true }),
    { read: true, post: false, pin: true, hide: true, deleteOthers: true },
  ],
  [
    "someone inside a public team's incubator",
    viewer,
    standing("team", { insidePublicTeamsIncubator: true }),
    { read: true, post: false, pin: false, hide: false, deleteOthers: false },
  ],
  [
    "an administrator outside a team",
    admin,
    standing("team"),
    { read: true, post: true, pin: true, hide: true, deleteOthers: true },
  ],
  [
    "an outsider of a team",
    viewer,
    standing("team"),
    { read: false, post: false, pin: false, hide: false, deleteOthers: false },
  ],
  [
    "someone whose roles could not be read",
    person([], false),
    standing("team"),
    { read: false, post: false, pin: false, hide: false, deleteOthers: false },
  ],
  [
    "a visitor who is not signed in",
    ANONYMOUS_ACTOR,
    standing("incubator"),
    { read: false, post: false, pin: false, hide: false, deleteOthers: false },
  ],
];

describe("the feed policy", () => {
  it.each(table)("answers %s", (_who, actor, place, expected) => {
    expect({
      read: can(actor, "read", { standing: place }),
      post: can(actor, "post", { standing: place }),
      pin: can(actor, "pin", { standing: place }),
      hide: can(actor, "hide", { standing: place }),
      deleteOthers: can(actor, "delete", { standing: place, content: others }),
    }).toEqual(expected);
  });

  it("lets the author alone edit, and nobody edit what the platform wrote", () => {
    const owner = standing("incubator", { inAudience: true, ownsIncubator: true });
    expect(can(viewer, "edit", { standing: owner, content: own })).toBe(true);
    expect(can(viewer, "edit", { standing: owner, content: others })).toBe(false);
    expect(can(admin, "edit", { standing: owner, content: others })).toBe(false);
    expect(() => assertCan(viewer, "edit", { standing: owner, content: others })).toThrow(
      expect.objectContaining({ status: 403, message: FEED_ERROR_MESSAGES.authorOnly }),
    );
    expect(() => assertCan(admin, "edit", { standing: owner, content: platformItem })).toThrow(
      expect.objectContaining({ status: 403, message: FEED_ERROR_MESSAGES.platformItemNotEditable }),
    );
  });

  it("lets an author delete their own post anywhere they read, and counts only others' deletions as moderation", () => {
    const member = standing("team", { inAudience: true });
    expect(can(viewer, "delete", { standing: member, content: own })).toBe(true);
    expect(can(viewer, "delete", { standing: member, content: platformItem })).toBe(false);
    expect(deletesAnothersContent(viewer, own)).toBe(false);
    expect(deletesAnothersContent(viewer, others)).toBe(true);
    expect(deletesAnothersContent(viewer, platformItem)).toBe(true);
  });

  it("refuses with each action's own words", () => {
    const outsider = standing("team");
    const words: [FeedPolicyAction, string][] = [
      ["read", FEED_ERROR_MESSAGES.readOnlyMembers],
      ["post", FEED_ERROR_MESSAGES.postOnlyMembers],
      ["delete", FEED_ERROR_MESSAGES.mayNotDelete],
      ["pin", FEED_ERROR_MESSAGES.mayNotPin],
      ["hide", FEED_ERROR_MESSAGES.mayNotHide],
    ];
    for (const [action, message] of words) {
      expect(() => assertCan(viewer, action, { standing: outsider, content: others })).toThrow(
        expect.objectContaining({ status: 403, message }),
      );
    }
  });
});
