import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubators, teamMembers, teams, users } from "../../db/schema";
import type { StoredEvent } from "../../lib/realtime/event-log";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createAudienceCheck } from "./event-audience";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

function teamEvent(teamId: string): StoredEvent {
  return {
    id: 1,
    type: "team.role_changed",
    payload: {},
    audienceKind: "team",
    audienceId: teamId,
    createdAt: new Date(),
  };
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

    const audience = createAudienceCheck(t.db, "audience-person");
    expect(await audience.maySee(teamEvent(mineId))).toBe(true);
    expect(await audience.maySee(teamEvent(otherId))).toBe(false);

    await t.db.insert(teamMembers).values({ teamId: otherId, userId: "audience-person" });
    audience.forget();
    expect(await audience.maySee(teamEvent(otherId))).toBe(true);
  });

  it("decides at once only from memberships it holds and trusts", async () => {
    await t.db.insert(users).values({ id: "audience-quick", name: "Quinn", email: "quinn@audience.test" });
    const [incubator] = await t.db
      .insert(incubators)
      .values({ name: "Quick Lab", slug: "quick-lab" })
      .returning({ id: incubators.id });
    const [team] = await t.db
      .insert(teams)
      .values({ incubatorId: incubator?.id as string, slug: "quick", name: "Quick" })
      .returning({ id: teams.id });
    const teamId = team?.id as string;
    await t.db.insert(teamMembers).values({ teamId, userId: "audience-quick" });
    let clock = 0;
    const audience = createAudienceCheck(t.db, "audience-quick", { cacheMs: 100, now: () => clock });

    expect(audience.maySeeNow({ audienceKind: "person", audienceId: "audience-quick" })).toBe(true);
    expect(audience.maySeeNow({ audienceKind: "everyone", audienceId: null })).toBe(true);
    expect(audience.maySeeNow(teamEvent(teamId))).toBeUndefined();
    expect(await audience.maySee(teamEvent(teamId))).toBe(true);
    expect(audience.maySeeNow(teamEvent(teamId))).toBe(true);
    expect(audience.maySeeNow(teamEvent("another-team"))).toBe(false);

    clock = 101;
    expect(audience.maySeeNow(teamEvent(teamId))).toBeUndefined();
    expect(await audience.maySee(teamEvent(teamId))).toBe(true);
    audience.forget();
    expect(audience.maySeeNow(teamEvent(teamId))).toBeUndefined();
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

    const audience = createAudienceCheck(t.db, "audience-owner");
    expect(await audience.maySee(incubatorEvent(owned?.id as string))).toBe(true);
    expect(await audience.maySee(incubatorEvent(notOwned?.id as string))).toBe(false);
  });
});
