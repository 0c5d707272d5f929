import {
  INCUBATOR_ERROR_MESSAGES,
  type IncubatorDetailResponse,
  JOIN_FAILURE_REASONS,
  type MembershipResponse,
  membershipResponseSchema,
  ownMembershipsResponseSchema,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, subscriptionPlans, subscriptions } from "../../db/schema";
import {
  type CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  NUL_IN_PATH,
  person,
} from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { joinIncubator } from "./memberships.service";

let t: TestApp;
let jar: CookieJar;
let userId: string;
let subscriberJar: CookieJar;
let subscriberId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ jar, userId } = await createVerifiedUser(t.app, t.db, person("joiner@memberships.test"), {
    ip: "198.51.100.90",
  }));
  ({ jar: subscriberJar, userId: subscriberId } = await createVerifiedUser(
    t.app,
    t.db,
    person("subscriber@memberships.test"),
    { ip: "198.51.100.91" },
  ));
  await t.db.insert(incubators).values([
    { name: "Open Lab", slug: "open-lab", status: "active" },
    { name: "Paused Lab", slug: "paused-lab", status: "paused" },
    { name: "Archived Lab", slug: "archived-lab", status: "archived" },
  ]);
});
afterAll(() => t.close());

const join = (slug: string, who: CookieJar | null = jar) =>
  call(t.app, `/api/incubators/${slug}/membership`, undefined, {
    jar: who ?? undefined,
    method: "POST",
    ip: "198.51.100.92",
  });
const leave = (slug: string, who: CookieJar | null = jar) =>
  call(t.app, `/api/incubators/${slug}/membership`, undefined, {
    jar: who ?? undefined,
    method: "DELETE",
    ip: "198.51.100.92",
  });

async function membershipOf(response: Response, status: number): Promise<MembershipResponse["membership"]> {
  expect(response.status).toBe(status);
  return membershipResponseSchema.parse(await response.json()).membership;
}

/** Read as a signed-in person, who always reads afresh (a visitor's page may be a second old). */
async function statsOf(slug: string) {
  const response = await call(t.app, `/api/incubators/${slug}`, undefined, { jar: subscriberJar });
  return ((await response.json()) as IncubatorDetailResponse).stats;
}

describe("POST /api/incubators/:slug/membership", () => {
  it("joins as an active guest", async () => {
    const membership = await membershipOf(await join("open-lab"), 201);
    expect(membership).toMatchObject({ membershipTier: "guest", status: "active" });
    expect(await statsOf("open-lab")).toEqual({ guestCount: 1, subscriberCount: 0, totalMembers: 1 });
  });

  it("joining again while a member keeps one membership and its first join date", async () => {
    const first = await membershipOf(await join("open-lab"), 201);
    const again = await membershipOf(await join("open-lab"), 201);
    expect(again.joinedAt).toBe(first.joinedAt);
    const rows = await t.db.select().from(incubatorMembers).where(eq(incubatorMembers.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 'Incubator not found' for an unknown slug", async () => {
    expect(await errorOf(await join("no-such-lab"))).toEqual({
      status: 404,
      code: "not_found",
      message: JOIN_FAILURE_REASONS.notFound,
    });
  });

  it.each(["%00", "open-lab%00"])("refuses %s at the edge with 422, to join and to leave", async (slug) => {
    for (const response of [await join(slug), await leave(slug)]) {
      expect(await errorOf(response)).toEqual(NUL_IN_PATH);
    }
  });

  it.each(["Open-Lab"])(
    "answers 404 'Incubator not found' for %s, which cannot be a slug, to join and to leave",
    async (slug) => {
      for (const response of [await join(slug), await leave(slug)]) {
        expect(await errorOf(response)).toEqual({
          status: 404,
          code: "not_found",
          message: JOIN_FAILURE_REASONS.notFound,
        });
      }
    },
  );

  it.each(["paused-lab", "archived-lab"])(
    "answers 409 'This incubator is not currently accepting new members' for %s",
    async (slug) => {
      expect(await errorOf(await join(slug))).toEqual({
        status: 409,
        code: "conflict",
        message: JOIN_FAILURE_REASONS.notAccepting,
      });
      const [incubator] = await t.db.select().from(incubators).where(eq(incubators.slug, slug));
      const rows = await t.db
        .select()
        .from(incubatorMembers)
        .where(eq(incubatorMembers.incubatorId, incubator?.id ?? ""));
      expect(rows).toEqual([]);
    },
  );

  it("needs a session", async () => {
    expect(await errorOf(await join("open-lab", null))).toMatchObject({
      status: 401,
      code: "unauthenticated",
    });
  });

  it("joins as subscriber when the person already holds an active subscription there", async () => {
    const [incubator] = await t.db
      .insert(incubators)
      .values({ name: "Paid Lab", slug: "paid-lab" })
      .returning({ id: incubators.id });
    const incubatorId = incubator?.id ?? "";
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({ incubatorId, name: "Monthly", priceMonthly: 1000 })
      .returning({ id: subscriptionPlans.id });
    await t.db.insert(subscriptions).values({
      userId: subscriberId,
      incubatorId,
      planId: plan?.id ?? "",
      status: "trial",
      provider: "builtin",
    });
    const membership = await membershipOf(await join("paid-lab", subscriberJar), 201);
    expect(membership).toMatchObject({ membershipTier: "subscriber", status: "active" });
  });
});

describe("DELETE /api/incubators/:slug/membership", () => {
  it("leaves (inactive, no longer counted) and rejoins through the upsert, keeping joined_at", async () => {
    await t.db.insert(incubators).values({ name: "Revolving Lab", slug: "revolving-lab" });
    const joined = await membershipOf(await join("revolving-lab"), 201);
    expect((await statsOf("revolving-lab")).totalMembers).toBe(1);

    const left = await membershipOf(await leave("revolving-lab"), 200);
    expect(left).toMatchObject({ status: "inactive", joinedAt: joined.joinedAt });
    expect(await statsOf("revolving-lab")).toEqual({ guestCount: 0, subscriberCount: 0, totalMembers: 0 });

    const rejoined = await membershipOf(await join("revolving-lab"), 201);
    expect(rejoined.status).toBe("active");
    expect(rejoined.joinedAt).toBe(joined.joinedAt);
    expect(Date.parse(rejoined.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(left.lastActiveAt));
    expect(Date.parse(rejoined.lastActiveAt)).toBeGreaterThan(Date.parse(joined.lastActiveAt));
    expect(Date.parse(rejoined.updatedAt)).toBeGreaterThan(Date.parse(joined.updatedAt));
    expect((await statsOf("revolving-lab")).totalMembers).toBe(1);
  });

  it("answers 404 when the person is not a member, or the incubator is unknown", async () => {
    await t.db.insert(incubators).values({ name: "Stranger Lab", slug: "stranger-lab" });
    expect(await errorOf(await leave("stranger-lab"))).toEqual({
      status: 404,
      code: "not_found",
      message: INCUBATOR_ERROR_MESSAGES.notMember,
    });
    expect(await errorOf(await leave("no-such-lab"))).toMatchObject({
      status: 404,
      message: JOIN_FAILURE_REASONS.notFound,
    });
    expect((await leave("stranger-lab", null)).status).toBe(401);
  });
});

describe("GET /api/memberships", () => {
  it("lists the incubators the person is an active member of, by name, with their tier", async () => {
    const { jar: own } = await createVerifiedUser(t.app, t.db, person("many@memberships.test"), {
      ip: "198.51.100.93",
    });
    await t.db.insert(incubators).values([
      { name: "Zeta Lab", slug: "zeta-lab" },
      { name: "Alpha Lab", slug: "alpha-lab" },
      { name: "Left Lab", slug: "left-lab" },
    ]);
    for (const slug of ["zeta-lab", "alpha-lab", "left-lab"])
      expect((await join(slug, own)).status).toBe(201);
    expect((await leave("left-lab", own)).status).toBe(200);

    const mine = await call(t.app, "/api/memberships", undefined, { jar: own });
    expect(mine.status).toBe(200);
    expect(ownMembershipsResponseSchema.parse(await mine.json())).toEqual({
      items: [
        { incubator: { slug: "alpha-lab", name: "Alpha Lab" }, membershipTier: "guest" },
        { incubator: { slug: "zeta-lab", name: "Zeta Lab" }, membershipTier: "guest" },
      ],
    });
    expect((await call(t.app, "/api/memberships")).status).toBe(401);
  });
});

describe("a person's own joins and leaves racing each other", () => {
  it("never answer 500: each answer says what its request did, and the last request decides the state", async () => {
    await t.db.insert(incubators).values({ name: "Busy Lab", slug: "busy-lab" });
    await membershipOf(await join("busy-lab"), 201);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => (index % 2 === 0 ? leave("busy-lab") : join("busy-lab"))),
    );
    const outcomes = await Promise.all(
      responses.map(async (response) => {
        const body = (await response.json()) as Partial<MembershipResponse> & { error?: { message: string } };
        return `${response.status} ${body.membership?.status ?? body.error?.message}`;
      }),
    );
    // A leave finds no active membership only when another leave came first.
    const allowed = new Set(["201 active", "200 inactive", `404 ${INCUBATOR_ERROR_MESSAGES.notMember}`]);
    expect(outcomes.filter((outcome) => !allowed.has(outcome))).toEqual([]);
    expect(outcomes).toContain("201 active");
    expect(outcomes).toContain("200 inactive");

    const stored = async () => {
      const [row] = await t.db
        .select({ status: incubatorMembers.status })
        .from(incubatorMembers)
        .innerJoin(incubators, eq(incubators.id, incubatorMembers.incubatorId))
        .where(and(eq(incubatorMembers.userId, userId), eq(incubators.slug, "busy-lab")));
      return row?.status;
    };
    await join("busy-lab");
    expect(await stored()).toBe("active");
    await leave("busy-lab");
    expect(await stored()).toBe("inactive");
  });
});

describe("join failures of the database", () => {
  it("answers 500 'Membership creation could not be verified' when the membership does not read back active", async () => {
    await t.db.insert(incubators).values({ name: "Leaky Lab", slug: "leaky-lab" });
    // Something in the database (here a trigger) keeps the row from becoming active.
    await t.db.execute(sql`create function force_inactive() returns trigger language plpgsql as $$
      begin new.status := 'inactive'; return new; end $$`);
    await t.db.execute(sql`create trigger force_inactive before insert or update on incubator_members
      for each row execute function force_inactive()`);
    try {
      expect(await errorOf(await join("leaky-lab"))).toEqual({
        status: 500,
        code: "internal",
        message: JOIN_FAILURE_REASONS.notVerified,
      });
    } finally {
      await t.db.execute(sql`drop trigger force_inactive on incubator_members`);
      await t.db.execute(sql`drop function force_inactive()`);
    }
    expect((await join("leaky-lab")).status).toBe(201);
  });

  it("leaves input the database refuses to the error handler, never calling it a database error", async () => {
    // The failure the driver reports for a NUL byte in text (SQLSTATE 22021), wrapped as Drizzle does.
    const refused = new Error("Failed query", {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" }),
    });
    const db = {
      select: () => {
        throw refused;
      },
    } as unknown as Database;
    await expect(
      joinIncubator(
        db,
        { kind: "user", userId, email: "joiner@memberships.test", emailVerified: true },
        {
          slug: "open-lab",
        },
        new Date(),
      ),
    ).rejects.toBe(refused);
  });

  // Last: it takes the incubators table away for a moment.
  it("answers 503 'Database error occurred while checking incubator' when the lookup fails", async () => {
    await t.db.execute(sql`alter table incubators rename to incubators_away`);
    try {
      expect(await errorOf(await join("open-lab"))).toEqual({
        status: 503,
        code: "unavailable",
        message: JOIN_FAILURE_REASONS.databaseError,
      });
    } finally {
      await t.db.execute(sql`alter table incubators_away rename to incubators`);
    }
    const [row] = await t.db
      .select()
      .from(incubatorMembers)
      .innerJoin(incubators, eq(incubators.id, incubatorMembers.incubatorId))
      .where(and(eq(incubatorMembers.userId, userId), eq(incubators.slug, "open-lab")));
    expect(row?.incubator_members.status).toBe("active");
  });
});
