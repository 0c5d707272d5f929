import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  FILE_MAX_BYTES,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  INCUBATOR_ERROR_MESSAGES,
  INCUBATOR_LIST_PAGE_SIZE,
  INVALID_CURSOR_MESSAGE,
  type IncubatorDetailResponse,
  type IncubatorListResponse,
  type IncubatorResponse,
  incubatorDetailResponseSchema,
  incubatorListResponseSchema,
  JOIN_FAILURE_REASONS,
  PAGE_LIMIT_MESSAGE,
  SLUG_RESERVED_MESSAGE,
} from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import {
  incubatorMembers,
  incubators,
  subscriptionPlans,
  subscriptions,
  userRoles,
  users,
} from "../../db/schema";
import { PUBLIC_READ_CACHE_MS } from "../../lib/public-read-cache";
import { UNUSABLE_TEXT_MESSAGE } from "../../lib/request-text";
import { UPLOADED_FILE_CSP } from "../../lib/storage/stored-images";
import {
  type CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  NUL_IN_PATH,
  person,
  TEST_ORIGIN,
} from "../../test/auth-test-helpers";
import { PDF_MINIMAL, PNG_1PX, padTo, WEBP_1PX } from "../../test/images";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { NAME_REQUIRED_MESSAGE, SLUG_NEEDED_MESSAGE } from "./incubators.service";

let t: TestApp;
let dataDir: string;
const jars: Record<"advisor" | "coach" | "member" | "admin" | "otherAdvisor", CookieJar> = {} as never;
const ids: Record<keyof typeof jars, string> = {} as never;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-incubators-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  const people = [
    ["advisor", ["advisor"]],
    ["coach", ["coach"]],
    ["member", []],
    ["admin", ["admin"]],
    ["otherAdvisor", ["advisor"]],
  ] as const;
  for (const [index, [name, roles]] of people.entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name.toLowerCase()}@incubators.test`), {
      roles: [...roles],
      ip: `198.51.100.${60 + index}`,
    });
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

type IncubatorInsert = typeof incubators.$inferInsert;

async function insertIncubator(values: Partial<IncubatorInsert> & { name: string; slug: string }) {
  const [row] = await t.db.insert(incubators).values(values).returning();
  if (!row) throw new Error("incubator not inserted");
  return row;
}

async function insertPlan(incubatorId: string, values: Partial<typeof subscriptionPlans.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(subscriptionPlans)
    .values({ incubatorId, name: "Plan", priceMonthly: 1000, ...values })
    .returning();
  if (!row) throw new Error("plan not inserted");
  return row;
}

/** A person known only to the database, for membership counts. */
async function bareUser(): Promise<string> {
  const id = `bare-${randomUUID()}`;
  await t.db.insert(users).values({ id, name: "Bare Person", email: `${id}@example.com` });
  return id;
}

async function addMember(
  incubatorId: string,
  membershipTier: "guest" | "subscriber",
  status: "active" | "inactive",
): Promise<void> {
  await t.db
    .insert(incubatorMembers)
    .values({ userId: await bareUser(), incubatorId, membershipTier, status });
}

async function list(query = ""): Promise<IncubatorListResponse> {
  const response = await t.request(`/api/incubators${query}`);
  expect(response.status).toBe(200);
  return incubatorListResponseSchema.parse(await response.json());
}

async function detail(slug: string, jar?: CookieJar): Promise<IncubatorDetailResponse> {
  const response = await call(t.app, `/api/incubators/${slug}`, undefined, { jar });
  expect(response.status).toBe(200);
  return incubatorDetailResponseSchema.parse(await response.json());
}

function create(body: unknown, jar: CookieJar | null = jars.advisor) {
  return call(t.app, "/api/incubators", body, { jar: jar ?? undefined, ip: "198.51.100.70" });
}

async function created(
  body: unknown,
  jar: CookieJar = jars.advisor,
): Promise<IncubatorResponse["incubator"]> {
  const response = await create(body, jar);
  expect(response.status).toBe(201);
  return ((await response.json()) as IncubatorResponse).incubator;
}

function patch(slug: string, body: unknown, jar: CookieJar | null = jars.advisor) {
  return call(t.app, `/api/incubators/${slug}`, body, {
    jar: jar ?? undefined,
    method: "PATCH",
    ip: "198.51.100.71",
  });
}

async function issuesOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; issues?: unknown } };
  return { status: response.status, code: body.error.code, issues: body.error.issues };
}

describe("GET /api/incubators", () => {
  it("counts active members only and gives the cheapest active plan, with a short public cache", async () => {
    const alpha = await insertIncubator({ name: "Stats Alpha", slug: "stats-alpha", tagline: "First" });
    const beta = await insertIncubator({ name: "Stats Beta", slug: "stats-beta", status: "paused" });
    await insertPlan(alpha.id, { priceMonthly: 2900 });
    await insertPlan(alpha.id, { priceMonthly: 1900 });
    await insertPlan(alpha.id, { priceMonthly: 500, isActive: false });
    await insertPlan(beta.id, { priceMonthly: 700, isActive: false });
    await addMember(alpha.id, "guest", "active");
    await addMember(alpha.id, "guest", "active");
    await addMember(alpha.id, "subscriber", "active");
    await addMember(alpha.id, "guest", "inactive");
    await addMember(alpha.id, "subscriber", "inactive");
    await addMember(beta.id, "guest", "inactive");

    const response = await t.request("/api/incubators?search=stats");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=30");
    const page = incubatorListResponseSchema.parse(await response.json());
    expect(page).toEqual({
      items: [
        {
          id: alpha.id,
          slug: "stats-alpha",
          name: "Stats Alpha",
          tagline: "First",
          logoUrl: null,
          status: "active",
          accepting: true,
          stats: { guestCount: 2, subscriberCount: 1, totalMembers: 3 },
          lowestPriceMonthly: 1900,
        },
        {
          id: beta.id,
          slug: "stats-beta",
          name: "Stats Beta",
          tagline: "",
          logoUrl: null,
          status: "paused",
          accepting: false,
          stats: { guestCount: 0, subscriberCount: 0, totalMembers: 0 },
          lowestPriceMonthly: null,
        },
      ],
      nextCursor: null,
    });
  });

  it("searches name and tagline, ignoring case", async () => {
    await insertIncubator({ name: "Needle Works", slug: "needle-works" });
    await insertIncubator({ name: "Haystack", slug: "haystack", tagline: "Finding the NEEDLE since 2020" });
    await insertIncubator({ name: "Hay Bales", slug: "hay-bales", tagline: "Nothing sharp here" });
    const names = (await list("?search=nEeDlE")).items.map((item) => item.name);
    expect(names).toEqual(["Haystack", "Needle Works"]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    await insertIncubator({ name: "Growth 100% Club", slug: "growth-100-club" });
    await insertIncubator({ name: "Growth 1000 Club", slug: "growth-1000-club" });
    await insertIncubator({ name: "Growth a_b Lab", slug: "growth-a-b-lab" });
    await insertIncubator({ name: "Growth axb Lab", slug: "growth-axb-lab" });
    expect((await list("?search=100%25")).items.map((item) => item.name)).toEqual(["Growth 100% Club"]);
    expect((await list("?search=a_b")).items.map((item) => item.name)).toEqual(["Growth a_b Lab"]);
    expect((await list("?search=%25")).items.map((item) => item.name)).toEqual(["Growth 100% Club"]);
    expect((await list("?search=%5C")).items).toEqual([]);
  });

  it("filters on accepting members and leaves archived incubators out", async () => {
    await insertIncubator({ name: "Filter Open", slug: "filter-open", status: "active" });
    await insertIncubator({ name: "Filter Paused", slug: "filter-paused", status: "paused" });
    await insertIncubator({ name: "Filter Archived", slug: "filter-archived", status: "archived" });
    const names = async (query: string) => (await list(query)).items.map((item) => item.name);
    expect(await names("?search=filter")).toEqual(["Filter Open", "Filter Paused"]);
    expect(await names("?search=filter&accepting=true")).toEqual(["Filter Open"]);
    expect(await names("?search=filter&accepting=false")).toEqual(["Filter Paused"]);
  });

  it(`pages by name ${INCUBATOR_LIST_PAGE_SIZE} at a time, ties broken by id, without gaps or repeats`, async () => {
    const inserted: string[] = [];
    for (let index = 0; index < 30; index += 1) {
      // Pairs of equal names: the cursor must carry the id to page through them.
      const name = `Paging ${String(Math.floor(index / 2)).padStart(2, "0")}`;
      inserted.push((await insertIncubator({ name, slug: `paging-${index}` })).id);
    }
    const first = await list("?search=paging");
    expect(first.items).toHaveLength(INCUBATOR_LIST_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?search=paging&cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(second.items).toHaveLength(30 - INCUBATOR_LIST_PAGE_SIZE);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((item) => item.id))).toEqual(new Set(inserted));
    const keys = all.map((item) => [item.name, item.id] as const);
    const sorted = [...keys].sort(([nameA, idA], [nameB, idB]) =>
      nameA === nameB ? (idA < idB ? -1 : 1) : nameA < nameB ? -1 : 1,
    );
    expect(keys).toEqual(sorted);
  });

  it("pages with the limit asked for, every incubator exactly once", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(
        `?search=paging&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(7);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it.each(["0", "101", "-1", "2.5", "ten"])("refuses limit=%s with 422 naming the bounds", async (limit) => {
    expect(await issuesOf(await t.request(`/api/incubators?limit=${limit}`))).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["limit"], message: PAGE_LIMIT_MESSAGE }],
    });
  });

  it("reads a page in the same number of queries whatever its size", async () => {
    const select = vi.spyOn(t.db, "select");
    // The app's background work (jobs, the event stream's reads) shares the database and may add a read
    // while a page is read, never take one away: the fewest of three reads is the page's own count.
    async function queriesOf(query: string): Promise<number> {
      const counts: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        select.mockClear();
        await list(query);
        counts.push(select.mock.calls.length);
      }
      return Math.min(...counts);
    }
    try {
      const fullPage = await queriesOf("?search=paging");
      expect(await queriesOf("?search=stats")).toBe(fullPage);
      expect(fullPage).toBeLessThanOrEqual(2);
    } finally {
      select.mockRestore();
    }
  });

  it.each([
    ["not base64 JSON", "%%%"],
    ["JSON of the wrong shape", Buffer.from(JSON.stringify({ name: "a" })).toString("base64url")],
    ["a tuple without a uuid", Buffer.from(JSON.stringify(["a", "b"])).toString("base64url")],
    ["an over-long cursor", "a".repeat(501)],
  ])("refuses a cursor that is %s with 422 '%s'", async (_label, cursor) => {
    const response = await t.request(`/api/incubators?cursor=${encodeURIComponent(cursor)}`);
    expect(await issuesOf(response)).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["cursor"], message: INVALID_CURSOR_MESSAGE }],
    });
  });

  it("refuses a NUL byte in the search at the edge, with 422 in plain words", async () => {
    for (const search of ["%00", "lab%00"]) {
      expect(await issuesOf(await t.request(`/api/incubators?search=${search}`))).toEqual({
        status: 422,
        code: "validation_failed",
        issues: [{ path: ["search"], message: UNUSABLE_TEXT_MESSAGE }],
      });
    }
  });

  it("refuses a cursor holding a NUL byte as one it never gave", async () => {
    const nulName = Buffer.from(JSON.stringify(["Lab\u0000", randomUUID()])).toString("base64url");
    expect(await issuesOf(await t.request(`/api/incubators?cursor=${nulName}`))).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["cursor"], message: INVALID_CURSOR_MESSAGE }],
    });
    // A NUL in the query value itself is refused at the edge, before the cursor is read.
    expect(await issuesOf(await t.request("/api/incubators?cursor=%00"))).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["cursor"], message: UNUSABLE_TEXT_MESSAGE }],
    });
  });

  it("refuses an accepting filter other than true or false", async () => {
    const response = await t.request("/api/incubators?accepting=maybe");
    expect(await issuesOf(response)).toMatchObject({
      status: 422,
      issues: [{ path: ["accepting"], message: "accepting must be true or false" }],
    });
  });
});

describe("GET /api/incubators/:slug", () => {
  it("answers 404 'Incubator not found' for an unknown slug", async () => {
    expect(await errorOf(await t.request("/api/incubators/no-such-place"))).toEqual({
      status: 404,
      code: "not_found",
      message: JOIN_FAILURE_REASONS.notFound,
    });
  });

  it.each(["%00", "lab%00"])(
    "refuses %s at the edge with 422: a NUL byte is no text at all",
    async (slug) => {
      for (const jar of [undefined, jars.advisor]) {
        expect(await errorOf(await call(t.app, `/api/incubators/${slug}`, undefined, { jar }))).toEqual(
          NUL_IN_PATH,
        );
      }
    },
  );

  it.each(["Upper-Case", "two--hyphens", "caf%C3%A9", "x".repeat(61)])(
    "answers 404 'Incubator not found' for %s, which cannot be a slug",
    async (slug) => {
      for (const jar of [undefined, jars.advisor]) {
        expect(await errorOf(await call(t.app, `/api/incubators/${slug}`, undefined, { jar }))).toEqual({
          status: 404,
          code: "not_found",
          message: JOIN_FAILURE_REASONS.notFound,
        });
      }
    },
  );

  it("shows the incubator, its stats and active plans cheapest first; no viewer when signed out", async () => {
    const row = await insertIncubator({
      name: "Detail Lab",
      slug: "detail-lab",
      description: "**Bold** plans",
      ownerId: ids.advisor,
    });
    const pricey = await insertPlan(row.id, { name: "Pro", priceMonthly: 5000, isRecommended: true });
    const cheap = await insertPlan(row.id, { name: "Starter", priceMonthly: 900, features: ["Library"] });
    await insertPlan(row.id, { name: "Old", priceMonthly: 100, isActive: false });
    await addMember(row.id, "subscriber", "active");

    const response = await t.request("/api/incubators/detail-lab");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const page = incubatorDetailResponseSchema.parse(await response.json());
    expect(page.incubator).toMatchObject({
      id: row.id,
      slug: "detail-lab",
      description: "**Bold** plans",
      accepting: true,
      ownerId: ids.advisor,
    });
    expect(page.stats).toEqual({ guestCount: 0, subscriberCount: 1, totalMembers: 1 });
    expect(page.plans.map((plan) => plan.id)).toEqual([cheap.id, pricey.id]);
    expect(page.plans[0]).toEqual({
      id: cheap.id,
      incubatorId: row.id,
      name: "Starter",
      description: "",
      priceMonthly: 900,
      trialPeriodDays: 0,
      isActive: true,
      isRecommended: false,
      features: ["Library"],
    });
    expect(page.viewer).toBeNull();
  });

  it("answers visitors from one read a second, while a signed-in person reads afresh", async () => {
    t.clock.set(new Date("2027-05-01T10:00:00Z"));
    try {
      const row = await insertIncubator({ name: "Cached Lab", slug: "cached-lab", tagline: "Before" });
      expect((await detail("cached-lab")).incubator.tagline).toBe("Before");
      await t.db.update(incubators).set({ tagline: "After" }).where(eq(incubators.id, row.id));

      expect((await detail("cached-lab")).incubator.tagline).toBe("Before");
      expect((await detail("cached-lab", jars.member)).incubator.tagline).toBe("After");
      t.clock.advance(PUBLIC_READ_CACHE_MS);
      expect((await detail("cached-lab")).incubator.tagline).toBe("After");
    } finally {
      t.clock.set(null);
    }
  });

  it("tells a signed-in person their membership, active subscription and permissions", async () => {
    const row = await insertIncubator({ name: "Viewer Lab", slug: "viewer-lab", ownerId: ids.advisor });
    const plan = await insertPlan(row.id, { priceMonthly: 1500 });

    expect((await detail("viewer-lab", jars.member)).viewer).toEqual({
      membership: null,
      subscription: null,
      permissions: { edit: false, managePlans: false },
    });
    expect((await detail("viewer-lab", jars.advisor)).viewer?.permissions).toEqual({
      edit: true,
      managePlans: true,
    });
    expect((await detail("viewer-lab", jars.admin)).viewer?.permissions).toEqual({
      edit: true,
      managePlans: true,
    });
    expect((await detail("viewer-lab", jars.otherAdvisor)).viewer?.permissions).toEqual({
      edit: false,
      managePlans: false,
    });

    await t.db
      .insert(incubatorMembers)
      .values({ userId: ids.member, incubatorId: row.id, membershipTier: "subscriber" });
    const [subscription] = await t.db
      .insert(subscriptions)
      .values({
        userId: ids.member,
        incubatorId: row.id,
        planId: plan.id,
        status: "active",
        provider: "builtin",
      })
      .returning();
    const viewer = (await detail("viewer-lab", jars.member)).viewer;
    expect(viewer?.membership).toMatchObject({
      incubatorId: row.id,
      membershipTier: "subscriber",
      status: "active",
    });
    expect(viewer?.subscription).toMatchObject({
      id: subscription?.id,
      status: "active",
      plan: { id: plan.id, priceMonthly: 1500 },
      incubator: { id: row.id, slug: "viewer-lab" },
    });
    await t.db.delete(subscriptions).where(eq(subscriptions.userId, ids.member));
  });

  it("stays public for a cookie that is no longer a session", async () => {
    await insertIncubator({ name: "Stale Cookie Lab", slug: "stale-cookie-lab" });
    const response = await call(t.app, "/api/incubators/stale-cookie-lab", undefined, {
      headers: { Cookie: "hatchery.session_token=not-a-session" },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as IncubatorDetailResponse).viewer).toBeNull();
  });
});

describe("POST /api/incubators", () => {
  it("lets an advisor create an incubator they own, with a slug made from the name", async () => {
    const incubator = await created({ name: "  Café   Société Lab ", tagline: "Coffee and companies" });
    expect(incubator).toMatchObject({
      slug: "cafe-societe-lab",
      name: "Café Société Lab",
      tagline: "Coffee and companies",
      description: "",
      status: "active",
      accepting: true,
      logoUrl: null,
      ownerId: ids.advisor,
    });
    expect((await detail("cafe-societe-lab")).incubator.id).toBe(incubator.id);
  });

  it("lets a coach create one too", async () => {
    const incubator = await created({ name: "Coach Corner", status: "paused" }, jars.coach);
    expect(incubator).toMatchObject({ slug: "coach-corner", ownerId: ids.coach, accepting: false });
  });

  it("lets an administrator create one, owned by them, without the advisor role (decision 054)", async () => {
    const incubator = await created({ name: "Admin Made Lab", slug: "admin-made-lab" }, jars.admin);
    expect(incubator).toMatchObject({ slug: "admin-made-lab", ownerId: ids.admin, status: "active" });
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, ids.admin));
    try {
      expect(await errorOf(await create({ name: "Unverified Admin Lab" }, jars.admin))).toEqual({
        status: 403,
        code: "forbidden",
        message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
      });
    } finally {
      await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, ids.admin));
    }
  });

  it("refuses a member with the guard's words, an unverified advisor, and anyone signed out", async () => {
    expect(await errorOf(await create({ name: "Not Mine" }, jars.member))).toEqual({
      status: 403,
      code: "forbidden",
      message: roleRequiredMessage("advisor"),
    });
    const unverified = await createVerifiedUser(t.app, t.db, person("unverified.advisor@incubators.test"), {
      roles: ["advisor"],
      ip: "198.51.100.72",
    });
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.userId));
    expect(await errorOf(await create({ name: "Not Yet" }, unverified.jar))).toEqual({
      status: 403,
      code: "forbidden",
      message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
    });
    expect((await create({ name: "Nobody" }, null)).status).toBe(401);
    expect(await t.db.select().from(incubators).where(eq(incubators.slug, "not-mine"))).toEqual([]);
  });

  it("appends -2, -3 … when the generated slug is taken", async () => {
    const slugs = [];
    for (let round = 0; round < 3; round += 1) slugs.push((await created({ name: "Twin Labs" })).slug);
    expect(slugs).toEqual(["twin-labs", "twin-labs-2", "twin-labs-3"]);
  });

  it("gives 20 parallel creations with one name and no slug 20 slugs, none a 409", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => create({ name: "Crowd Labs" })));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201));
    const slugs = await Promise.all(
      responses.map(
        async (response) => ((await response.json()) as { incubator: { slug: string } }).incubator.slug,
      ),
    );
    expect(slugs.sort()).toEqual(
      ["crowd-labs", ...Array.from({ length: 19 }, (_, index) => `crowd-labs-${index + 2}`)].sort(),
    );
  });

  it("keeps a generated slug within the maximum length when a number is appended", async () => {
    const name = `${"a".repeat(58)} bc`;
    expect((await created({ name })).slug).toBe(`${"a".repeat(58)}-b`);
    const second = (await created({ name })).slug;
    expect(second).toBe(`${"a".repeat(58)}-2`);
    expect(second.length).toBeLessThanOrEqual(60);
  });

  it("never generates a reserved slug, and refuses one that is asked for", async () => {
    expect((await created({ name: "Create" })).slug).toBe("create-2");
    expect(await issuesOf(await create({ name: "Creators", slug: "create" }))).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["slug"], message: SLUG_RESERVED_MESSAGE }],
    });
  });

  it("asks for a slug when the name has no letters or digits to make one", async () => {
    expect(await issuesOf(await create({ name: "!!! ???" }))).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["slug"], message: SLUG_NEEDED_MESSAGE }],
    });
    expect((await created({ name: "!!! ???", slug: "punctuation-club" })).slug).toBe("punctuation-club");
  });

  it("answers 409 for a slug that is asked for and taken, also when two creations race", async () => {
    await created({ name: "First Claim", slug: "claimed-slug" });
    expect(await errorOf(await create({ name: "Second Claim", slug: "claimed-slug" }))).toEqual({
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.slugTaken,
    });
    const racing = await Promise.all([
      create({ name: "Racer One", slug: "race-slug" }),
      create({ name: "Racer Two", slug: "race-slug" }),
    ]);
    expect(racing.map((response) => response.status).sort()).toEqual([201, 409]);
  });

  it("sanitises the description as markdown and keeps the name and tagline as typed", async () => {
    const incubator = await created({
      name: "R&D <team> Ventures",
      tagline: "Tip: a < b and c > d, x <3 y",
      description:
        "# About\n\n<script>alert('x')</script>Read [our story](javascript:alert(1)) and " +
        "![pixel](data:image/png;base64,AAAA) or [the FAQ](https://example.org/faq).",
    });
    expect(incubator.name).toBe("R&D <team> Ventures");
    expect(incubator.tagline).toBe("Tip: a < b and c > d, x <3 y");
    expect(incubator.description).toBe(
      "# About\n\nRead [our story](#) and ![pixel](#) or [the FAQ](https://example.org/faq).",
    );
    const [stored] = await t.db.select().from(incubators).where(eq(incubators.id, incubator.id));
    expect(stored?.description).not.toContain("script");
    expect(stored?.description).not.toContain("javascript:");

    // The page reads it rendered, by the same rules as the browser's renderer (lib/markdown-html.test.ts).
    const detail = incubatorDetailResponseSchema.parse(
      await (await t.request(`/api/incubators/${incubator.slug}`)).json(),
    );
    expect(detail.incubator.descriptionHtml).toBe(
      '<h3>About</h3>\n<p>Read <a href="#">our story</a> and <a href="#">pixel</a> or <a href="https://example.org/faq" target="_blank" rel="noopener noreferrer nofollow ugc">the FAQ</a>.</p>',
    );
  });

  it("stores every word of a description: a literal '<' as sent, a tag that never closes as text", async () => {
    const incubator = await created({
      name: "Markup School",
      description: "We teach the <title> element.\n\nSecond paragraph, where a < b.",
    });
    const expected = "We teach the &lt;title> element.\n\nSecond paragraph, where a < b.";
    expect(incubator.description).toBe(expected);
    const [stored] = await t.db.select().from(incubators).where(eq(incubators.id, incubator.id));
    expect(stored?.description).toBe(expected);
  });

  it("answers 422 with the field's words for a missing or blank name", async () => {
    expect(await issuesOf(await create({ tagline: "No name" }))).toMatchObject({
      status: 422,
      issues: [{ path: ["name"], message: NAME_REQUIRED_MESSAGE }],
    });
    expect(await issuesOf(await create({ name: " \u0007 " }))).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["name"], message: NAME_REQUIRED_MESSAGE }],
    });
  });
});

describe("PATCH /api/incubators/:slug", () => {
  it("lets the owner change the fields sent, cleaned, and nothing else", async () => {
    await created({ name: "Edit Me", tagline: "Before", description: "Kept" });
    const response = await patch("edit-me", {
      tagline: "After <i>now</i>",
      status: "paused",
    });
    expect(response.status).toBe(200);
    const { incubator } = (await response.json()) as IncubatorResponse;
    expect(incubator).toMatchObject({
      slug: "edit-me",
      name: "Edit Me",
      tagline: "After <i>now</i>",
      description: "Kept",
      status: "paused",
      accepting: false,
    });
    const described = await patch("edit-me", { description: "[x](javascript:alert(1))<script>1</script>" });
    expect(((await described.json()) as IncubatorResponse).incubator.description).toBe("[x](#)");
  });

  it("refuses anyone but the owner or an administrator", async () => {
    await created({ name: "Guarded Lab" });
    for (const jar of [jars.otherAdvisor, jars.member, jars.coach]) {
      expect(await errorOf(await patch("guarded-lab", { name: "Taken Over" }, jar))).toEqual({
        status: 403,
        code: "forbidden",
        message: INCUBATOR_ERROR_MESSAGES.editForbidden,
      });
    }
    expect((await patch("guarded-lab", { name: "Taken Over" }, null)).status).toBe(401);
    const byAdmin = await patch("guarded-lab", { name: "Renamed by Admin" }, jars.admin);
    expect(byAdmin.status).toBe(200);
    expect(((await byAdmin.json()) as IncubatorResponse).incubator).toMatchObject({
      name: "Renamed by Admin",
      ownerId: ids.advisor,
    });
  });

  it("needs an owner holding the advisor or coach role, or an administrator, with a verified email (SPEC §6)", async () => {
    const owner = await createVerifiedUser(t.app, t.db, person("former-advisor@incubators.test"), {
      roles: ["advisor"],
      ip: "198.51.100.74",
    });
    const lab = await created({ name: "Former Advisor Lab" }, owner.jar);
    const planRoutes = (jar: CookieJar) => [
      call(t.app, `/api/incubators/${lab.slug}/plans`, undefined, { jar, ip: "198.51.100.74" }),
      call(t.app, `/api/incubators/${lab.slug}/plans`, { name: "Plan", priceMonthly: 100 }, { jar }),
    ];

    await t.db.delete(userRoles).where(eq(userRoles.userId, owner.userId));
    const notAdvisor = { status: 403, code: "forbidden", message: roleRequiredMessage("advisor") };
    expect(await errorOf(await patch(lab.slug, { tagline: "Still mine" }, owner.jar))).toEqual(notAdvisor);
    for (const response of await Promise.all(planRoutes(owner.jar))) {
      expect(await errorOf(response)).toEqual(notAdvisor);
    }
    expect((await detail(lab.slug, owner.jar)).viewer?.permissions).toEqual({
      edit: false,
      managePlans: false,
    });

    // The advisor check accepts a coach.
    await t.db.insert(userRoles).values({ userId: owner.userId, role: "coach" });
    expect((await patch(lab.slug, { tagline: "Coached" }, owner.jar)).status).toBe(200);
    expect((await detail(lab.slug, owner.jar)).viewer?.permissions).toEqual({
      edit: true,
      managePlans: true,
    });

    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, owner.userId));
    const unverified = { status: 403, code: "forbidden", message: EMAIL_VERIFICATION_REQUIRED_MESSAGE };
    expect(await errorOf(await patch(lab.slug, { tagline: "Unverified" }, owner.jar))).toEqual(unverified);
    for (const response of await Promise.all(planRoutes(owner.jar))) {
      expect(await errorOf(response)).toEqual(unverified);
    }
    expect((await detail(lab.slug, owner.jar)).viewer?.permissions).toEqual({
      edit: false,
      managePlans: false,
    });
    expect((await detail(lab.slug)).incubator.tagline).toBe("Coached");

    // An administrator holds no advisor role and needs none.
    const adminRoles = await t.db.select().from(userRoles).where(eq(userRoles.userId, ids.admin));
    expect(adminRoles.map((row) => row.role)).toEqual(["admin"]);
    expect((await patch(lab.slug, { tagline: "By an administrator" }, jars.admin)).status).toBe(200);
    const [listed, added] = await Promise.all(planRoutes(jars.admin));
    expect([listed?.status, added?.status]).toEqual([200, 201]);
    expect((await detail(lab.slug, jars.admin)).viewer?.permissions).toEqual({
      edit: true,
      managePlans: true,
    });
  });

  it("answers 404 for an unknown slug, and 422 for one holding a NUL byte", async () => {
    expect(await errorOf(await patch("no-such-lab", { name: "X" }))).toEqual({
      status: 404,
      code: "not_found",
      message: JOIN_FAILURE_REASONS.notFound,
    });
    for (const slug of ["%00", "lab%00"]) {
      expect(await errorOf(await patch(slug, { name: "X" }))).toEqual(NUL_IN_PATH);
    }
  });

  it("moves the incubator to a new slug, refusing a taken or reserved one", async () => {
    await created({ name: "Moving Lab" });
    await created({ name: "Staying Lab" });
    expect(await errorOf(await patch("moving-lab", { slug: "staying-lab" }))).toEqual({
      status: 409,
      code: "conflict",
      message: INCUBATOR_ERROR_MESSAGES.slugTaken,
    });
    expect(await issuesOf(await patch("moving-lab", { slug: "create" }))).toMatchObject({
      status: 422,
      issues: [{ path: ["slug"], message: SLUG_RESERVED_MESSAGE }],
    });
    expect((await patch("moving-lab", { slug: "moved-lab" })).status).toBe(200);
    expect((await t.request("/api/incubators/moving-lab")).status).toBe(404);
    expect((await detail("moved-lab")).incubator.name).toBe("Moving Lab");
  });
});

describe("POST /api/incubators/:slug/logo", () => {
  interface UploadFile {
    bytes: Uint8Array;
    name: string;
    type: string;
  }

  function upload(slug: string, file: UploadFile, jar: CookieJar | null = jars.advisor) {
    const form = new FormData();
    form.append("file", new Blob([file.bytes], { type: file.type }), file.name);
    return request(
      t.app,
      `/api/incubators/${slug}/logo`,
      {
        method: "POST",
        headers: { Origin: TEST_ORIGIN, ...(jar ? { Cookie: jar.header() } : {}) },
        body: form,
      },
      { remoteAddress: "198.51.100.73" },
    );
  }

  const png = (bytes: Uint8Array = PNG_1PX): UploadFile => ({ bytes, name: "logo.png", type: "image/png" });
  const logosDir = () => path.join(dataDir, "uploads", "incubator-logos");

  beforeAll(async () => {
    await created({ name: "Logo Lab" });
  });

  it("stores a PNG, sets it as the logo, serves it like an avatar and replaces the previous one", async () => {
    const response = await upload("logo-lab", png());
    expect(response.status).toBe(200);
    const { logoUrl } = (await response.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/files\/incubator-logos\/[A-Za-z0-9_-]{22}\.png$/);
    expect((await detail("logo-lab")).incubator.logoUrl).toBe(logoUrl);
    expect((await list("?search=logo%20lab")).items[0]?.logoUrl).toBe(logoUrl);

    const served = await t.request(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Content-Security-Policy")).toBe(UPLOADED_FILE_CSP);
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1PX);

    const replaced = await upload("logo-lab", { bytes: WEBP_1PX, name: "logo.webp", type: "image/webp" });
    const { logoUrl: next } = (await replaced.json()) as { logoUrl: string };
    expect(next.endsWith(".webp")).toBe(true);
    expect((await t.request(logoUrl)).status).toBe(404);
    expect(await readdir(logosDir())).toEqual([path.basename(next)]);
  });

  it.each([
    ["a PDF", { bytes: PDF_MINIMAL, name: "logo.pdf", type: "application/pdf" }],
    ["a PDF named .png", { bytes: PDF_MINIMAL, name: "logo.png", type: "image/png" }],
    [
      "an unknown type",
      { bytes: Buffer.from("\u0000\u0001binary blob"), name: "logo.bin", type: "application/x-unknown" },
    ],
    [
      "an SVG",
      {
        bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        name: "l.svg",
        type: "image/svg+xml",
      },
    ],
  ])(`refuses %s with 415 '${FILE_TYPE_NOT_ALLOWED_MESSAGE}'`, async (_label, file) => {
    const before = await readdir(logosDir());
    expect(await errorOf(await upload("logo-lab", file))).toEqual({
      status: 415,
      code: "unsupported_media_type",
      message: FILE_TYPE_NOT_ALLOWED_MESSAGE,
    });
    expect(await readdir(logosDir())).toEqual(before);
  });

  it(`refuses more than 10 MiB with 413 '${FILE_TOO_LARGE_MESSAGE}'`, async () => {
    const before = await readdir(logosDir());
    expect(await errorOf(await upload("logo-lab", png(padTo(PNG_1PX, FILE_MAX_BYTES + 1))))).toEqual({
      status: 413,
      code: "payload_too_large",
      message: FILE_TOO_LARGE_MESSAGE,
    });
    expect(await readdir(logosDir())).toEqual(before);
  });

  it("is for the owner or an administrator of an existing incubator", async () => {
    const before = await readdir(logosDir());
    expect(await errorOf(await upload("logo-lab", png(), jars.otherAdvisor))).toMatchObject({
      status: 403,
      message: INCUBATOR_ERROR_MESSAGES.editForbidden,
    });
    expect((await upload("logo-lab", png(), null)).status).toBe(401);
    expect(await errorOf(await upload("no-such-lab", png()))).toMatchObject({
      status: 404,
      message: JOIN_FAILURE_REASONS.notFound,
    });
    expect(await readdir(logosDir())).toEqual(before);
    expect((await upload("logo-lab", png(), jars.admin)).status).toBe(200);
  });

  it("needs an owner holding the advisor or coach role and a verified email; a NUL slug is not found", async () => {
    const owner = await createVerifiedUser(t.app, t.db, person("logo-owner@incubators.test"), {
      roles: ["coach"],
      ip: "198.51.100.75",
    });
    const lab = await created({ name: "Logo Rights Lab" }, owner.jar);
    const before = await readdir(logosDir());

    await t.db.delete(userRoles).where(eq(userRoles.userId, owner.userId));
    expect(await errorOf(await upload(lab.slug, png(), owner.jar))).toEqual({
      status: 403,
      code: "forbidden",
      message: roleRequiredMessage("advisor"),
    });
    await t.db.insert(userRoles).values({ userId: owner.userId, role: "advisor" });
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, owner.userId));
    expect(await errorOf(await upload(lab.slug, png(), owner.jar))).toEqual({
      status: 403,
      code: "forbidden",
      message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
    });
    for (const slug of ["%00", "lab%00"]) {
      expect(await errorOf(await upload(slug, png()))).toEqual(NUL_IN_PATH);
    }
    expect(await readdir(logosDir())).toEqual(before);
  });

  it.each(["..%2Fsecret.png", "AAAAAAAAAAAAAAAAAAAAAA.svg", "logo.png"])(
    "serves no logo named %s",
    async (name) => {
      expect((await t.request(`/api/files/incubator-logos/${name}`)).status).toBe(404);
    },
  );
});

describe("GET /api/openapi.json", () => {
  it("publishes the incubator and membership endpoints with their answers", async () => {
    const document = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths["/api/incubators"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(document.paths["/api/incubators/{slug}"]?.get?.responses).toHaveProperty("200");
    expect(document.paths["/api/incubators/{slug}/logo"]?.post?.responses).toHaveProperty("415");
    expect(document.paths["/api/incubators/{slug}/plans"]?.post?.responses).toHaveProperty("201");
    expect(document.paths["/api/plans/{id}"]?.patch?.responses).toHaveProperty("404");
    expect(document.paths["/api/incubators/{slug}/membership"]?.post?.responses).toHaveProperty("503");
    expect(document.paths["/api/incubators/{slug}/membership"]?.delete?.responses).toHaveProperty("200");
  });
});
