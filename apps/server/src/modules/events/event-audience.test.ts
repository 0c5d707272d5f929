import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { incubators, teamMembers, teams, userRoles, users } from "../../db/schema";
import type { StoredEvent } from "../../lib/realtime/event-log";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createAudienceChecks } from "./event-audience";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

function teamEvent(teamId: string): StoredEvent {
  return {
    id: 1,
    txId: 1,
    type: "team.role_changed",
    payload: {},
    audienceKind: "team",
    audienceId: teamId,
    createdAt: new Date(),
  };
}

/** A person `audience-<key>` and a team of its own in an incubator of its own; the team's id. */
async function personAndTeam(key: string, name: string): Promise<string> {
  await t.db.insert(users).values({ id: `audience-${key}`, name, email: `${key}@audience.test` });
  const [incubator] = await t.db
    .insert(incubators)
    .values({ name: `${name} Lab`, slug: `${key}-lab` })
    .returning({ id: incubators.id });
  const [team] = await t.db
    .insert(teams)
    .values({ incubatorId: incubator?.id as string, slug: key, name })
    .returning({ id: teams.id });
  return team?.id as string;
}

describe("the audience of team events", () => {
  it("reaches the team's members only, and sees a new membership once the cache is dropped", async () => {
    await t.db.insert(users).values({ id: "audience-person", name: "Ada", email: "ada@audience.test" });
    const [incubator] = await t.db
      .insert(incubators)
      .values({ name: "Audience Lab", slug: "audience-lab" })
      .returning({ id: incubators.id });
    const [mine, other] = await t.db
      .insert(teams)
      .values([
        { incubatorId: incubator?.id as string, slug: "mine", name: "Mine" },
        { incubatorId: incubator?.id as string, slug: "other", name: "Other" },
      ])
      .returning({ id: teams.id });
    const mineId = mine?.id as string;
    const otherId = other?.id as string;
    await t.db.insert(teamMembers).values({ teamId: mineId, userId: "audience-person" });

    const audience = createAudienceChecks(t.db).open("audience-person");
    expect(await audience.maySee(teamEvent(mineId))).toBe(true);
    expect(await audience.maySee(teamEvent(otherId))).toBe(false);

    await t.db.insert(teamMembers).values({ teamId: otherId, userId: "audience-person" });
    audience.forget();
    expect(await audience.maySee(teamEvent(otherId))).toBe(true);
  });

  it("decides at once only from memberships it holds and trusts", async () => {
    const teamId = await personAndTeam("quick", "Quinn");
    await t.db.insert(teamMembers).values({ teamId, userId: "audience-quick" });
    const clock = 0;
    const audience = createAudienceChecks(t.db, { cacheMs: 100, now: () => clock }).open("audience-quick");

    expect(audience.maySeeNow({ audienceKind: "person", audienceId: "audience-quick" })).toBe(true);
    expect(audience.maySeeNow({ audienceKind: "everyone", audienceId: null })).toBe(true);
    expect(audience.maySeeNow(teamEvent(teamId))).toBeUndefined();
    expect(await audience.maySee(teamEvent(teamId))).toBe(true);
    expect(audience.maySeeNow(teamEvent(teamId))).toBe(true);
    expect(audience.maySeeNow(teamEvent("another-team"))).toBe(false);

    audience.forget();
    expect(audience.maySeeNow(teamEvent(teamId))).toBeUndefined();
  });

  it("past their expiry, decides from the memberships it holds while it reads them again", async () => {
    const teamId = await personAndTeam("stale", "Stale");
    let clock = 0;
    const audience = createAudienceChecks(t.db, { cacheMs: 100, now: () => clock }).open("audience-stale");
    await audience.prepare();
    expect(audience.maySeeNow(teamEvent(teamId))).toBe(false);

    // Joined behind the server's back: no event drops the memberships, their expiry does.
    await t.db.insert(teamMembers).values({ teamId, userId: "audience-stale" });
    clock = 149;
    expect(audience.maySeeNow(teamEvent(teamId))).toBe(false);
    clock = 151;
    expect(audience.maySeeNow(teamEvent(teamId))).toBe(false);
    await vi.waitFor(() => expect(audience.maySeeNow(teamEvent(teamId))).toBe(true));
  });

  it("does not let a read started before a forget bring back what it replaced", async () => {
    const teamId = await personAndTeam("race", "Race");
    const audience = createAudienceChecks(t.db).open("audience-race");
    const before = audience.maySee(teamEvent(teamId));
    await t.db.insert(teamMembers).values({ teamId, userId: "audience-race" });
    audience.forget();
    await before;
    expect(audience.maySeeNow(teamEvent(teamId))).toBeUndefined();
    expect(await audience.maySee(teamEvent(teamId))).toBe(true);
  });
});

describe("the audience checks of one instance", () => {
  it("share one read of a person's memberships among their streams, and forget it for all of them", async () => {
    const teamId = await personAndTeam("tabs", "Tab");
    const checks = createAudienceChecks(t.db);
    const first = checks.open("audience-tabs");
    const second = checks.open("audience-tabs");

    expect(await first.maySee(teamEvent(teamId))).toBe(false);
    // The second stream decides at once from the first one's read.
    expect(second.maySeeNow(teamEvent(teamId))).toBe(false);

    await t.db.insert(teamMembers).values({ teamId, userId: "audience-tabs" });
    second.forget();
    expect(first.maySeeNow(teamEvent(teamId))).toBeUndefined();
    expect(await first.maySee(teamEvent(teamId))).toBe(true);
    expect(second.maySeeNow(teamEvent(teamId))).toBe(true);
  });

  it("let a person's memberships go when their last stream ends", async () => {
    const teamId = await personAndTeam("gone", "Gone");
    await t.db.insert(teamMembers).values({ teamId, userId: "audience-gone" });
    const checks = createAudienceChecks(t.db);
    const first = checks.open("audience-gone");
    const second = checks.open("audience-gone");
    expect(await first.maySee(teamEvent(teamId))).toBe(true);

    first.release();
    first.release();
    // One stream of the person is still open: it keeps what was read.
    expect(checks.open("audience-gone").maySeeNow(teamEvent(teamId))).toBe(true);
    second.release();
  });

  it("start afresh for a person whose streams all ended", async () => {
    const checks = createAudienceChecks(t.db);
    const only = checks.open("audience-gone");
    expect(await only.maySee(teamEvent("no-such-team"))).toBe(false);
    only.release();
    expect(checks.open("audience-gone").maySeeNow(teamEvent("no-such-team"))).toBeUndefined();
  });
});

describe("the audience of incubator events", () => {
  it("reaches the incubator's owner, who reads its channels and feed without being a member", async () => {
    await t.db.insert(users).values({ id: "audience-owner", name: "Grace", email: "grace@audience.test" });
    const [owned, notOwned] = await t.db
      .insert(incubators)
      .values([
        { name: "Owned Lab", slug: "owned-lab", ownerId: "audience-owner" },
        { name: "Not Owned Lab", slug: "not-owned-lab" },
      ])
      .returning({ id: incubators.id });
    const incubatorEvent = (incubatorId: string): StoredEvent => ({
      ...teamEvent(incubatorId),
      type: "chat.channel_changed",
      audienceKind: "incubator",
    });

    const audience = createAudienceChecks(t.db).open("audience-owner");
    expect(await audience.maySee(incubatorEvent(owned?.id as string))).toBe(true);
    expect(await audience.maySee(incubatorEvent(notOwned?.id as string))).toBe(false);
  });
});

describe("the audience of the administrators", () => {
  const adminsEvent = { audienceKind: "admins", audienceId: null } as const;

  it("reaches a person with the admin role, and no one without it", async () => {
    await t.db.insert(users).values([
      { id: "audience-admin", name: "Admin", email: "admin@audience.test" },
      { id: "audience-coach", name: "Coach", email: "coach@audience.test" },
    ]);
    await t.db.insert(userRoles).values([
      { userId: "audience-admin", role: "admin" },
      { userId: "audience-coach", role: "coach" },
    ]);
    const checks = createAudienceChecks(t.db);
    expect(await checks.open("audience-admin").maySee(adminsEvent)).toBe(true);
    expect(await checks.open("audience-coach").maySee(adminsEvent)).toBe(false);
    expect(await checks.open("audience-nobody").maySee(adminsEvent)).toBe(false);
  });

  it("stops reaching an administrator whose role was taken away, at the next read", async () => {
    await t.db.insert(users).values({ id: "audience-former", name: "Former", email: "former@audience.test" });
    await t.db.insert(userRoles).values({ userId: "audience-former", role: "admin" });
    const audience = createAudienceChecks(t.db).open("audience-former");
    expect(await audience.maySee(adminsEvent)).toBe(true);
    await t.db.delete(userRoles).where(eq(userRoles.userId, "audience-former"));
    audience.forget();
    expect(await audience.maySee(adminsEvent)).toBe(false);
  });
});
