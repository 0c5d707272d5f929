import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type {
  FeedPage,
  IncubatorListResponse,
  ProjectListResponse,
  TeamListResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubatorMembers, incubators, projects, teamMembers, teams } from "../db/schema";
import { mayChangeReads, writeCountOf } from "../db/write-count";
import { type CookieJar, call, createVerifiedUser, person } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Signed-in reads reused while nothing is written (docs/decisions/068-signed-in-reads.md): one person's
 * answer is never another's, and a change made through the app, or straight in the database, shows at
 * the next read of whoever it concerns. Every read below is made twice where a reuse could answer it.
 */

let t: TestApp;
const jars = {} as Record<"member" | "outsider", CookieJar>;
const ids = {} as Record<"member" | "outsider", string>;
let incubatorId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const [index, name] of (["member", "outsider"] as const).entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name}@reuse.test`), {
      ip: `198.51.100.${200 + index}`,
    });
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  const [incubator] = await t.db
    .insert(incubators)
    .values({ name: "Reuse Lab", slug: "reuse-lab", status: "active" })
    .returning({ id: incubators.id });
  incubatorId = incubator?.id as string;
  await t.db
    .insert(incubatorMembers)
    .values({ incubatorId, userId: ids.member, membershipTier: "subscriber" });
  const [team] = await t.db
    .insert(teams)
    .values({ incubatorId, slug: "reuse-quiet", name: "Reuse Quiet", visibility: "incubator" })
    .returning({ id: teams.id });
  await t.db.insert(teamMembers).values({ teamId: team?.id as string, userId: ids.member, isLeader: true });
  await t.db.insert(projects).values({ teamId: team?.id as string, slug: "reuse-plan", name: "Reuse Plan" });
});
afterAll(() => t.close());

async function read<T>(who: "member" | "outsider" | CookieJar, path: string): Promise<T> {
  const jar = typeof who === "string" ? jars[who] : who;
  const response = await call(t.app, path, undefined, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Two reads in a row, the second a reuse where one is allowed: both must agree. */
async function readTwice<T>(who: "member" | "outsider" | CookieJar, path: string): Promise<T> {
  const first = await read<T>(who, path);
  expect(await read<T>(who, path)).toEqual(first);
  return first;
}

const teamSlugs = (page: TeamListResponse) => page.items.map((item) => item.slug);
const projectSlugs = (page: ProjectListResponse) => page.items.map((item) => item.slug);

/** A body as its reader gets it, decoded as its Content-Encoding says, with its length checked. */
async function bodyOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(Number(response.headers.get("Content-Length"))).toBe(bytes.byteLength);
  const encoding = response.headers.get("Content-Encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  if (encoding === "gzip") return gunzipSync(bytes).toString();
  expect(encoding).toBeNull();
  return bytes.toString();
}

describe("kept answers in each reader's encoding", () => {
  it("give each person their own answer, in the encoding each request asks for", async () => {
    // Long enough for the member's lists (the members-only team shows there) to be compressed.
    await t.db
      .update(teams)
      .set({ tagline: "A quiet team. ".repeat(120) })
      .where(eq(teams.slug, "reuse-quiet"));
    const encoded = new Set<string | null>();
    for (const path of ["/api/teams", "/api/projects", "/api/feed", "/api/account/me", "/api/incubators"]) {
      const own = {} as Record<"member" | "outsider", string>;
      const cacheControl = {} as Record<"member" | "outsider", string | null>;
      for (const who of ["member", "outsider"] as const) {
        const plain = await call(t.app, path, undefined, { jar: jars[who] });
        cacheControl[who] = plain.headers.get("Cache-Control");
        own[who] = await bodyOf(plain);
      }
      // Told apart only where the two see different things (before anyone joins, below).
      if (path !== "/api/incubators") expect(own.member).not.toBe(own.outsider);
      for (const encoding of ["br", "gzip", "gzip, br", "identity", "br", "gzip"]) {
        for (const who of ["outsider", "member"] as const) {
          const response = await call(t.app, path, undefined, {
            jar: jars[who],
            headers: { "Accept-Encoding": encoding },
          });
          expect(response.status).toBe(200);
          expect(response.headers.get("Vary")).toContain("Accept-Encoding");
          expect(response.headers.get("Cache-Control")).toBe(cacheControl[who]);
          encoded.add(response.headers.get("Content-Encoding"));
          expect(await bodyOf(response), `${path} ${who} ${encoding}`).toBe(own[who]);
        }
      }
    }
    expect(encoded).toEqual(new Set(["br", "gzip", null]));
  });
});

describe("per-viewer reuse of the lists", () => {
  it("never answers one person with another's list, whichever reads first", async () => {
    for (const order of [
      ["member", "outsider"],
      ["outsider", "member"],
    ] as const) {
      for (const who of order) {
        const listed = teamSlugs(await readTwice<TeamListResponse>(who, "/api/teams"));
        expect(listed.includes("reuse-quiet")).toBe(who === "member");
        const projectsListed = projectSlugs(await readTwice<ProjectListResponse>(who, "/api/projects"));
        expect(projectsListed.includes("reuse-plan")).toBe(who === "member");
      }
    }
  });

  it("shows a person's own join at their next read", async () => {
    expect(teamSlugs(await readTwice<TeamListResponse>("outsider", "/api/teams"))).not.toContain(
      "reuse-quiet",
    );
    const joined = await call(t.app, "/api/incubators/reuse-lab/membership", {}, { jar: jars.outsider });
    expect(joined.status).toBe(201);
    expect(teamSlugs(await read<TeamListResponse>("outsider", "/api/teams"))).toContain("reuse-quiet");
    // The member's own list is theirs still.
    expect(teamSlugs(await read<TeamListResponse>("member", "/api/teams"))).toContain("reuse-quiet");
  });

  it("shows a change made straight in the database at the next read", async () => {
    expect(teamSlugs(await readTwice<TeamListResponse>("outsider", "/api/teams"))).toContain("reuse-quiet");
    await t.db
      .update(incubatorMembers)
      .set({ status: "inactive" })
      .where(and(eq(incubatorMembers.incubatorId, incubatorId), eq(incubatorMembers.userId, ids.outsider)));
    expect(teamSlugs(await read<TeamListResponse>("outsider", "/api/teams"))).not.toContain("reuse-quiet");
  });

  it("shows a signed-in person the incubator list's counts after their own join at once", async () => {
    const count = async () =>
      (await read<IncubatorListResponse>("outsider", "/api/incubators?search=reuse")).items[0]?.stats;
    const before = await count();
    expect(await count()).toEqual(before);
    await t.db
      .update(incubatorMembers)
      .set({ status: "active" })
      .where(and(eq(incubatorMembers.incubatorId, incubatorId), eq(incubatorMembers.userId, ids.outsider)));
    expect(await count()).not.toEqual(before);
  });

  it("keeps each person's feed apart", async () => {
    const member = await readTwice<FeedPage>("member", "/api/feed");
    const outsider = await readTwice<FeedPage>("outsider", "/api/feed");
    expect(member).toBeDefined();
    expect(outsider).toBeDefined();
    const posted = await call(
      t.app,
      "/api/teams/reuse-quiet/feed",
      { body: "A quiet note" },
      { jar: jars.member },
    );
    expect(posted.status).toBe(201);
    const after = await read<FeedPage>("member", "/api/feed");
    expect(after.items.length).toBe(member.items.length + 1);
  });
});

describe("reused sessions", () => {
  it("end at the sign-out: the old cookie reads as a visitor at once", async () => {
    const created = await createVerifiedUser(t.app, t.db, person("leaving@reuse.test"), {
      ip: "198.51.100.210",
    });
    const cookie = created.jar.header();
    const me = async () =>
      (await (await call(t.app, "/api/account/me", undefined, { headers: { Cookie: cookie } })).json()) as {
        user: { id: string };
      } | null;
    expect((await me())?.user.id).toBe(created.userId);
    expect((await me())?.user.id).toBe(created.userId);
    const signedOut = await call(t.app, "/api/auth/sign-out", {}, { jar: created.jar, ip: "198.51.100.210" });
    expect(signedOut.status).toBe(200);
    expect(await me()).toBeNull();
    const teamsAfter = await call(t.app, "/api/feed", undefined, { headers: { Cookie: cookie } });
    expect(teamsAfter.status).toBe(401);
  });
});

describe("the write count", () => {
  it("counts what may change a read, and no plain read or bookkeeping", () => {
    expect(mayChangeReads('select "id" from "teams"')).toBe(false);
    expect(mayChangeReads("with muted as (select 1) select * from muted where updated_at > now()")).toBe(
      false,
    );
    expect(mayChangeReads("with moved as (delete from teams returning id) select * from moved")).toBe(true);
    expect(mayChangeReads('insert into "team_members" ("team_id") values ($1)')).toBe(true);
    expect(mayChangeReads('update "users" set "email_verified" = $1')).toBe(true);
    expect(mayChangeReads('delete from "sessions" where "user_id" = $1')).toBe(true);
    expect(mayChangeReads('update "jobs" set "attempts" = "jobs"."attempts" + 1')).toBe(false);
    expect(mayChangeReads("insert into rate_limits as counter (key) values ($1)")).toBe(false);
    expect(mayChangeReads("insert into analytics_daily_traffic (day) values ($1)")).toBe(false);
    expect(mayChangeReads('update "jobs_archive" set x = 1')).toBe(true);
  });

  it("moves with a write through the test's own database handle", async () => {
    const writes = writeCountOf(t.db);
    expect(writes).toBeDefined();
    const before = writes?.value() ?? 0;
    await t.db.select().from(teams).limit(1);
    expect(writes?.value()).toBe(before);
    await t.db.update(teams).set({ tagline: "Moved" }).where(eq(teams.slug, "reuse-quiet"));
    expect(writes?.value()).toBeGreaterThan(before);
    const inside = writes?.value() ?? 0;
    await t.db.transaction(async (tx) => {
      await tx.update(teams).set({ tagline: "Moved again" }).where(eq(teams.slug, "reuse-quiet"));
    });
    expect(writes?.value()).toBeGreaterThan(inside);
  });
});
