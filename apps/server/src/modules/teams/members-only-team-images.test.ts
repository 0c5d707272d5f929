import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { FEED_ERROR_MESSAGES } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubatorMembers, incubators, projects, teamMembers, teams } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person, TEST_ORIGIN } from "../../test/auth-test-helpers";
import { PNG_1PX } from "../../test/images";
import { createTestApp, request, type TestApp } from "../../test/test-app";

/**
 * Uploaded images follow who may see what they belong to (docs/decisions/024-members-only-teams.md):
 * a public team's logo and covers are anyone's and cached for good; a members-only team's are served
 * to those who see the team only, and feed images to the readers of their feed only, privately.
 */

const PEOPLE = ["owner", "leader", "guest", "outsider", "admin"] as const;
type Name = (typeof PEOPLE)[number];
type Caller = Name | "anonymous";
const CALLERS: readonly Caller[] = [...PEOPLE, "anonymous"];

const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const PRIVATE_CACHE = "private, max-age=3600";

let t: TestApp;
let dataDir: string;
const jars = {} as Record<Name, CookieJar>;
const ids = {} as Record<Name, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-team-images-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const [index, name] of PEOPLE.entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name}@images.test`), {
      roles: name === "admin" ? ["admin"] : [],
      ip: `198.51.100.${200 + index}`,
    });
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  const [incubator] = await t.db
    .insert(incubators)
    .values({ name: "Image Lab", slug: "image-lab", status: "active", ownerId: ids.owner })
    .returning({ id: incubators.id });
  const incubatorId = incubator?.id as string;
  await t.db.insert(incubatorMembers).values([
    { incubatorId, userId: ids.leader, membershipTier: "subscriber" },
    { incubatorId, userId: ids.guest },
  ]);
  const rows = await t.db
    .insert(teams)
    .values([
      { incubatorId, slug: "sunny-team", name: "Sunny Team" },
      { incubatorId, slug: "shade-team", name: "Shade Team", visibility: "incubator" },
    ])
    .returning({ id: teams.id });
  for (const [index, team] of rows.entries()) {
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: ids.leader, isLeader: true });
    await t.db.insert(projects).values({
      teamId: team.id,
      slug: ["sunny-project", "shade-project"][index] as string,
      name: "Project",
    });
  }
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The leader uploads an image to `target`; the answer's address (`logoUrl`, `coverUrl` or `url`). */
async function upload(target: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([PNG_1PX], "picture.png", { type: "image/png" }));
  const response = await request(t.app, target, {
    method: "POST",
    body: form,
    headers: { Origin: TEST_ORIGIN, Cookie: jars.leader.header() ?? "" },
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const body = (await response.json()) as { logoUrl?: string; coverUrl?: string; url?: string };
  return (body.logoUrl ?? body.coverUrl ?? body.url) as string;
}

/** Each caller's status for the image, and the caching of every image served. */
async function served(url: string): Promise<{ statuses: Record<Caller, number>; caching: Set<string> }> {
  const statuses = {} as Record<Caller, number>;
  const caching = new Set<string>();
  for (const caller of CALLERS) {
    const cookie = caller === "anonymous" ? undefined : jars[caller].header();
    const response = await request(t.app, url, { headers: cookie ? { Cookie: cookie } : {} });
    statuses[caller] = response.status;
    if (response.status === 200) caching.add(response.headers.get("Cache-Control") ?? "");
    await response.body?.cancel();
  }
  return { statuses, caching };
}

function expected(seeing: readonly Caller[]): Record<Caller, number> {
  return Object.fromEntries(CALLERS.map((caller) => [caller, seeing.includes(caller) ? 200 : 404])) as Record<
    Caller,
    number
  >;
}

function post(feed: string, body: string) {
  return call(
    t.app,
    `/api/${feed}/feed`,
    { body, mentionIds: [] },
    { jar: jars.leader, ip: "198.51.100.230" },
  );
}

describe("images of teams and feeds", () => {
  it("serves a public team's logo and cover to anyone, cached for good", async () => {
    for (const url of [
      await upload("/api/teams/sunny-team/logo"),
      await upload("/api/projects/sunny-project/cover"),
    ]) {
      expect(await served(url)).toEqual({ statuses: expected(CALLERS), caching: new Set([PUBLIC_CACHE]) });
    }
  });

  it("serves a members-only team's logo and cover only to those who see the team, privately", async () => {
    const sees: Caller[] = ["owner", "leader", "guest", "admin"];
    for (const url of [
      await upload("/api/teams/shade-team/logo"),
      await upload("/api/projects/shade-project/cover"),
    ]) {
      expect(await served(url)).toEqual({ statuses: expected(sees), caching: new Set([PRIVATE_CACHE]) });
    }
  });

  it("stops serving a team's logo to visitors once the team is for members only", async () => {
    const [team] = await t.db
      .insert(teams)
      .values({ incubatorId: await incubatorIdOf(), slug: "turning-team", name: "Turning Team" })
      .returning({ id: teams.id });
    await t.db.insert(teamMembers).values({ teamId: team?.id as string, userId: ids.leader, isLeader: true });
    const logo = await upload("/api/teams/turning-team/logo");
    expect((await served(logo)).statuses.anonymous).toBe(200);
    await t.db.update(teams).set({ visibility: "incubator" }).where(eq(teams.slug, "turning-team"));
    expect((await served(logo)).statuses).toEqual(expected(["owner", "leader", "guest", "admin"]));
  });

  it("serves a feed's images only to the readers of that feed, privately", async () => {
    const shade = await upload("/api/teams/shade-team/feed/images");
    const sunny = await upload("/api/teams/sunny-team/feed/images");
    const lab = await upload("/api/incubators/image-lab/feed/images");
    // Before any post shows it, the uploader's composer already does.
    expect((await served(shade)).statuses.leader).toBe(200);
    expect((await post("teams/shade-team", `Sketch ![sketch](${shade})`)).status).toBe(201);
    expect((await post("teams/sunny-team", `Sketch ![sketch](${sunny})`)).status).toBe(201);
    expect((await post("incubators/image-lab", `Sketch ![sketch](${lab})`)).status).toBe(201);

    // A members-only team's feed: its members, and the owner and administrators who moderate it.
    expect(await served(shade)).toEqual({
      statuses: expected(["owner", "leader", "admin"]),
      caching: new Set([PRIVATE_CACHE]),
    });
    // A public team's feed and the incubator's: the people inside the incubator too, never visitors.
    for (const url of [sunny, lab]) {
      expect(await served(url)).toEqual({
        statuses: expected(["owner", "leader", "guest", "admin"]),
        caching: new Set([PRIVATE_CACHE]),
      });
    }
  });

  it("refuses a post showing an image uploaded for another feed, whose readers alone may see it", async () => {
    const shade = await upload("/api/teams/shade-team/feed/images");
    const response = await post("incubators/image-lab", `Look ![sketch](${shade})`);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      FEED_ERROR_MESSAGES.imageOfAnotherFeed,
    );
    expect((await served(shade)).statuses.guest).toBe(404);
  });
});

async function incubatorIdOf(): Promise<string> {
  const [row] = await t.db
    .select({ id: incubators.id })
    .from(incubators)
    .where(eq(incubators.slug, "image-lab"));
  return row?.id as string;
}
