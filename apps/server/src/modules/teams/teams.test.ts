import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  coreRoleTakenMessage,
  JOIN_FAILURE_REASONS,
  leadershipNeedsSubscriptionMessage,
  type PositionDetailResponse,
  SLUG_RESERVED_MESSAGE,
  TEAM_ERROR_MESSAGES,
  type TeamCandidatesResponse,
  type TeamDetailResponse,
  type TeamListResponse,
  type TeamMembersResponse,
  type TeamResponse,
  type TeamSuggestionsResponse,
  teamDetailResponseSchema,
} from "@hatchery/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  events,
  incubatorMembers,
  incubators,
  positions,
  teamApplications,
  teamMembers,
  userProfiles,
  users,
} from "../../db/schema";
import {
  type CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  person,
  TEST_ORIGIN,
} from "../../test/auth-test-helpers";
import { PNG_1PX } from "../../test/images";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { testDatabaseDriver } from "../../test/test-database";

let t: TestApp;
let dataDir: string;
const NAMES = ["leader", "member", "incubatorGuest", "outsider", "admin", "subscriber"] as const;
type Name = (typeof NAMES)[number];
const jars = {} as Record<Name, CookieJar>;
const ids = {} as Record<Name, string>;
let northId: string;
let southId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-teams-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const [index, name] of NAMES.entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name.toLowerCase()}@teams.test`), {
      roles: name === "admin" ? ["admin"] : [],
      ip: `198.51.100.${20 + index}`,
    });
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  const rows = await t.db
    .insert(incubators)
    .values([
      { name: "North Lab", slug: "north-lab" },
      { name: "South Lab", slug: "south-lab" },
    ])
    .returning({ id: incubators.id });
  northId = rows[0]?.id as string;
  southId = rows[1]?.id as string;
  await t.db.insert(incubatorMembers).values([
    { incubatorId: northId, userId: ids.leader, membershipTier: "subscriber" },
    { incubatorId: northId, userId: ids.member, membershipTier: "guest" },
    { incubatorId: northId, userId: ids.incubatorGuest, membershipTier: "guest" },
    { incubatorId: northId, userId: ids.subscriber, membershipTier: "subscriber" },
    { incubatorId: southId, userId: ids.outsider, membershipTier: "subscriber" },
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function as(name: Name | null, target: string, body?: unknown, method?: string) {
  return call(t.app, target, body, {
    jar: name ? jars[name] : undefined,
    method,
    ip: `198.51.100.${40 + (name ? NAMES.indexOf(name) : 9)}`,
  });
}

async function createTeam(body: Record<string, unknown>, by: Name = "leader"): Promise<TeamResponse["team"]> {
  const response = await as(by, "/api/teams", { incubator: "north-lab", ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as TeamResponse).team;
}

async function addMember(
  teamId: string,
  userId: string,
  values: Partial<typeof teamMembers.$inferInsert> = {},
) {
  await t.db.insert(teamMembers).values({ teamId, userId, ...values });
}

/** A person who only exists in the database: enough to be a team member the leader manages. */
async function insertPerson(label: string): Promise<string> {
  const id = randomUUID().replaceAll("-", "");
  await t.db.insert(users).values({ id, name: label, email: `${id}@teams.test`, emailVerified: true });
  return id;
}

async function issuesOf(response: Response) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { error: { issues: { path: unknown[]; message: string }[] } };
  return body.error.issues.map(({ path, message }) => ({ path, message }));
}

const eventsOfType = (type: string) =>
  t.db.select().from(events).where(eq(events.type, type)).orderBy(asc(events.id));

describe("creating a team", () => {
  it("stores its name, tagline and the leader's title as typed, '<', '>' and '&' included", async () => {
    const team = await createTeam({ name: "R&D <team>", tagline: "Tip: a < b and c > d", title: "x <3 y" });
    expect(team).toMatchObject({ name: "R&D <team>", tagline: "Tip: a < b and c > d" });
    const [member] = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(member?.title).toBe("x <3 y");
    const changed = await as("leader", `/api/teams/${team.slug}`, { tagline: "x <3 y" }, "PATCH");
    expect(((await changed.json()) as TeamResponse).team.tagline).toBe("x <3 y");
  });

  it("makes the subscribed creator its leader with their core role, announces it and audits it", async () => {
    const team = await createTeam({
      name: "Rocket Crew",
      tagline: "We fly",
      description: "Hello <script>alert(1)</script>**world**",
      coreRole: "ceo",
      title: "Founder",
    });
    expect(team).toMatchObject({
      slug: "rocket-crew",
      name: "Rocket Crew",
      stage: "idea",
      visibility: "public",
    });
    expect(team.description).not.toContain("<script>");
    const detail = teamDetailResponseSchema.parse(await (await as(null, `/api/teams/${team.slug}`)).json());
    expect(detail.team.descriptionHtml).toBe("<p>Hello <strong>world</strong></p>");
    const [member] = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id));
    expect(member).toMatchObject({ userId: ids.leader, coreRole: "ceo", title: "Founder", isLeader: true });
    const created = await eventsOfType("team.created");
    expect(created.at(-1)).toMatchObject({
      audienceKind: "incubator",
      audienceId: northId,
      payload: { teamId: team.id, teamSlug: "rocket-crew" },
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, team.id));
    expect(audit).toMatchObject({ action: "team.create", actorUserId: ids.leader });
  });

  it("gives a generated slug a suffix, and answers 409 for a slug asked for and taken", async () => {
    expect((await createTeam({ name: "Rocket Crew" })).slug).toBe("rocket-crew-2");
    const taken = await as("leader", "/api/teams", {
      incubator: "north-lab",
      name: "Other",
      slug: "rocket-crew",
    });
    expect(await errorOf(taken)).toMatchObject({ status: 409, message: TEAM_ERROR_MESSAGES.teamSlugTaken });
  });

  it("refuses reserved slugs and bad input with clear messages", async () => {
    const reserved = await as("leader", "/api/teams", {
      incubator: "north-lab",
      name: "X",
      slug: "suggestions",
    });
    expect(await issuesOf(reserved)).toEqual([{ path: ["slug"], message: SLUG_RESERVED_MESSAGE }]);
    const role = await as("leader", "/api/teams", { incubator: "north-lab", name: "X", coreRole: "boss" });
    expect(await issuesOf(role)).toEqual([
      { path: ["coreRole"], message: "Role must be CEO, CTO, CCO or CGO" },
    ]);
    const nameless = await as("leader", "/api/teams", { incubator: "north-lab", name: " \n " });
    expect(await issuesOf(nameless)).toEqual([{ path: ["name"], message: "Name is required" }]);
    const unknown = await as("leader", "/api/teams", { incubator: "nowhere", name: "Lost" });
    expect(await errorOf(unknown)).toMatchObject({ status: 404, message: JOIN_FAILURE_REASONS.notFound });
  });

  it("needs an active subscriber of the incubator", async () => {
    for (const who of ["member", "outsider"] as const) {
      const refused = await as(who, "/api/teams", { incubator: "north-lab", name: "Guest Team" });
      expect(await errorOf(refused)).toMatchObject({
        status: 403,
        message: leadershipNeedsSubscriptionMessage("North Lab"),
      });
    }
  });
});

describe("seeing teams", () => {
  let hidden: TeamResponse["team"];
  beforeAll(async () => {
    hidden = await createTeam({ name: "Quiet Builders", visibility: "incubator", stage: "building" });
  });

  it("answers 404 for a team of the incubator's members only to everyone else", async () => {
    for (const who of [null, "outsider"] as const) {
      const response = await as(who, `/api/teams/${hidden.slug}`);
      expect(await errorOf(response)).toMatchObject({
        status: 404,
        message: TEAM_ERROR_MESSAGES.teamNotFound,
      });
    }
    for (const who of ["incubatorGuest", "admin", "leader"] as const) {
      expect((await as(who, `/api/teams/${hidden.slug}`)).status).toBe(200);
    }
    expect((await as(null, "/api/teams/not%00a-slug")).status).toBe(422);
  });

  it("leaves it out of the directory, search and the sitemap for those who may not see it", async () => {
    const slugsFor = async (who: Name | null, query = "") =>
      ((await (await as(who, `/api/teams${query}`)).json()) as TeamListResponse).items.map(
        (team) => team.slug,
      );
    expect(await slugsFor(null)).not.toContain(hidden.slug);
    expect(await slugsFor("outsider", "?search=quiet")).toEqual([]);
    expect(await slugsFor("incubatorGuest", "?search=quiet")).toEqual([hidden.slug]);
    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).toContain("/teams/rocket-crew<");
    expect(sitemap).not.toContain(hidden.slug);
  });

  it("lists cards with member counts, coverage and open positions, filtered and paged by name", async () => {
    const team = await createTeam({ name: "Zeta Squad", stage: "building", coreRole: "cto" });
    await t.db.insert(positions).values([
      { teamId: team.id, incubatorId: northId, title: "Growth lead", coreRole: "cgo", hoursPerWeek: 10 },
      { teamId: team.id, incubatorId: northId, title: "Designer", hoursPerWeek: 5 },
    ]);
    const response = await as(null, "/api/teams?search=zeta");
    const { items } = (await response.json()) as TeamListResponse;
    expect(items).toEqual([
      expect.objectContaining({
        slug: "zeta-squad",
        incubator: { slug: "north-lab", name: "North Lab" },
        memberCount: 1,
        openPositionCount: 2,
        coverage: { ceo: "open", cto: "filled", cco: "open", cgo: "hiring" },
      }),
    ]);
    const openCto = (await (
      await as("leader", "/api/teams?role=cto&incubator=north-lab")
    ).json()) as TeamListResponse;
    expect(openCto.items.map((card) => card.slug)).not.toContain("zeta-squad");
    expect(openCto.items.map((card) => card.slug)).toContain("rocket-crew");
    const building = (await (await as("leader", "/api/teams?stage=building")).json()) as TeamListResponse;
    expect(building.items.map((card) => card.slug).sort()).toEqual([hidden.slug, "zeta-squad"]);
    expect(
      ((await (await as(null, "/api/teams?incubator=south-lab")).json()) as TeamListResponse).items,
    ).toEqual([]);

    const seen: TeamListResponse["items"] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = (await (await as("leader", `/api/teams?limit=2${query}`)).json()) as TeamListResponse;
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await (await as("leader", "/api/teams?limit=100")).json()) as TeamListResponse;
    expect(seen.map((card) => card.slug)).toEqual(all.items.map((card) => card.slug));
    expect(new Set(seen.map((card) => card.slug)).size).toBe(seen.length);
    const names = seen.map((card) => card.name);
    expect(names).toEqual([...names].sort());
    const mine = async (who: Name | null) =>
      ((await (await as(who, "/api/teams?mine=true&limit=100")).json()) as TeamListResponse).items.map(
        (card) => card.slug,
      );
    expect(await mine("leader")).toEqual(expect.arrayContaining(["rocket-crew", "zeta-squad", hidden.slug]));
    expect(await mine("incubatorGuest")).toEqual([]);
    expect(await mine(null)).toEqual([]);
    expect((await as(null, "/api/teams?mine=maybe")).status).toBe(422);
    expect((await as(null, "/api/teams?cursor=nonsense")).status).toBe(422);
    expect((await as(null, "/api/teams?role=boss")).status).toBe(422);
  });
});

describe("a team's page", () => {
  it("shows members, coverage, open positions, and the viewer's place and open request", async () => {
    const team = await createTeam({ name: "Page Team", coreRole: "ceo" });
    await addMember(team.id, ids.member, { coreRole: "cto", title: "Builder" });
    // Opened a minute apart, so the oldest comes first by its time and not by its id (two statements
    // alone can share a millisecond, the embedded database's clock).
    const [sales] = await t.db
      .insert(positions)
      .values({
        teamId: team.id,
        incubatorId: northId,
        title: "Sales",
        coreRole: "cco",
        hoursPerWeek: 8,
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [design] = await t.db
      .insert(positions)
      .values({
        teamId: team.id,
        incubatorId: northId,
        title: "Design",
        description: "Shape the product.",
        offers: "Equity.",
        hoursPerWeek: 5,
        isRemote: false,
        location: "Oslo",
        seats: 2,
      })
      .returning();
    // Closed positions are not the page's, nor do they count as hiring.
    await t.db.insert(positions).values({
      teamId: team.id,
      incubatorId: northId,
      title: "Growth",
      coreRole: "cgo",
      hoursPerWeek: 4,
      status: "closed",
    });
    const [application] = await t.db
      .insert(teamApplications)
      .values({ teamId: team.id, userId: ids.incubatorGuest, wantedRole: "cgo" })
      .returning();
    const [designApplication] = await t.db
      .insert(teamApplications)
      .values({
        teamId: team.id,
        userId: ids.incubatorGuest,
        positionId: design?.id,
        status: "trial",
        trialEndsOn: "2099-01-01",
      })
      .returning();
    // An application that is over is nobody's open one.
    await t.db
      .insert(teamApplications)
      .values({ teamId: team.id, userId: ids.subscriber, positionId: sales?.id, status: "withdrawn" });

    const anonymous = teamDetailResponseSchema.parse(
      await (await as(null, `/api/teams/${team.slug}`)).json(),
    );
    expect(anonymous.viewer).toBeNull();
    expect(anonymous.members.map((member) => [member.user.id, member.coreRole, member.isLeader])).toEqual([
      [ids.leader, "ceo", true],
      [ids.member, "cto", false],
    ]);
    expect(anonymous.coverage).toEqual({ ceo: "filled", cto: "filled", cco: "hiring", cgo: "open" });
    // Each open position whole, as its own endpoint answers it: the page asks for none of them.
    const positionAnswer = async (id: string | undefined) =>
      ((await (await as(null, `/api/positions/${id}`)).json()) as PositionDetailResponse).position;
    expect(anonymous.openPositions).toEqual([
      { position: await positionAnswer(sales?.id), viewer: null },
      { position: await positionAnswer(design?.id), viewer: null },
    ]);
    expect(anonymous.openPositions[1]?.position).toMatchObject({
      title: "Design",
      description: "Shape the product.",
      offers: "Equity.",
      location: "Oslo",
      isRemote: false,
      seats: 2,
      filledSeats: 0,
      status: "open",
    });
    expect(anonymous.leaderIsSubscriber).toBe(true);

    const guest = teamDetailResponseSchema.parse(
      await (await as("incubatorGuest", `/api/teams/${team.slug}`)).json(),
    );
    expect(guest.viewer).toMatchObject({
      isMember: false,
      isLeader: false,
      openRequest: { id: application?.id, status: "pending" },
      permissions: { edit: false, leave: false },
    });
    expect(guest.openPositions.map(({ position, viewer }) => [position.title, viewer])).toEqual([
      ["Sales", { openApplication: null }],
      ["Design", { openApplication: { id: designApplication?.id, status: "trial" } }],
    ]);
    const withdrawn = teamDetailResponseSchema.parse(
      await (await as("subscriber", `/api/teams/${team.slug}`)).json(),
    );
    expect(withdrawn.openPositions.map(({ viewer }) => viewer)).toEqual([
      { openApplication: null },
      { openApplication: null },
    ]);

    const leader = (await (await as("leader", `/api/teams/${team.slug}`)).json()) as TeamDetailResponse;
    expect(leader.viewer).toMatchObject({ isLeader: true, isMember: true, openRequest: null });
    expect(leader.viewer?.permissions).toMatchObject({
      edit: true,
      delete: true,
      manageMembers: true,
      leave: false,
    });
  });
});

describe("editing a team", () => {
  it("lets the leader change fields, refuses members, and answers 409 for a taken slug", async () => {
    const team = await createTeam({ name: "Edit Me" });
    await addMember(team.id, ids.member);
    const refused = await as("member", `/api/teams/${team.slug}`, { name: "Mine" }, "PATCH");
    expect(await errorOf(refused)).toMatchObject({ status: 403, message: TEAM_ERROR_MESSAGES.leaderOnly });
    const changed = await as(
      "leader",
      `/api/teams/${team.slug}`,
      { name: "Edited", stage: "launched" },
      "PATCH",
    );
    expect(((await changed.json()) as TeamResponse).team).toMatchObject({
      name: "Edited",
      stage: "launched",
    });
    const taken = await as("leader", `/api/teams/${team.slug}`, { slug: "rocket-crew" }, "PATCH");
    expect(await errorOf(taken)).toMatchObject({ status: 409, message: TEAM_ERROR_MESSAGES.teamSlugTaken });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, team.id), eq(auditLog.action, "team.update")));
    expect(entries).toHaveLength(1);
  });

  it("takes a logo from the leader and serves it", async () => {
    const team = await createTeam({ name: "Logo Team" });
    const form = new FormData();
    form.set("file", new File([PNG_1PX], "logo.png", { type: "image/png" }));
    const response = await request(t.app, `/api/teams/${team.slug}/logo`, {
      method: "POST",
      body: form,
      headers: { Origin: TEST_ORIGIN, Cookie: jars.leader.header() ?? "" },
    });
    expect(response.status).toBe(200);
    const { logoUrl } = (await response.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/files\/team-logos\/.+\.png$/);
    const image = await t.request(logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
  });

  it("is deleted by its leader only, with everything in it", async () => {
    const team = await createTeam({ name: "Short Lived" });
    await addMember(team.id, ids.member);
    expect((await as("member", `/api/teams/${team.slug}`, undefined, "DELETE")).status).toBe(403);
    expect((await as("leader", `/api/teams/${team.slug}`, undefined, "DELETE")).status).toBe(204);
    expect((await as("leader", `/api/teams/${team.slug}`)).status).toBe(404);
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toEqual([]);
  });
});

describe("members", () => {
  it("gives core roles and titles, one holder per role, by the leader only", async () => {
    const team = await createTeam({ name: "Role Team", coreRole: "ceo" });
    await addMember(team.id, ids.member);
    await addMember(team.id, ids.subscriber);
    const base = `/api/teams/${team.slug}/members`;
    const given = await as(
      "leader",
      `${base}/${ids.member}`,
      { coreRole: "cto", title: "Engineer" },
      "PATCH",
    );
    expect(given.status).toBe(200);
    expect(await given.json()).toMatchObject({
      member: { coreRole: "cto", title: "Engineer", isLeader: false },
    });
    const [changed] = await eventsOfType("team.role_changed");
    expect(changed).toMatchObject({ audienceKind: "team", audienceId: team.id });

    const taken = await as("leader", `${base}/${ids.subscriber}`, { coreRole: "cto" }, "PATCH");
    expect(await errorOf(taken)).toMatchObject({ status: 409, message: coreRoleTakenMessage("cto") });
    const byMember = await as("member", `${base}/${ids.subscriber}`, { title: "Boss" }, "PATCH");
    expect(await errorOf(byMember)).toMatchObject({ status: 403, message: TEAM_ERROR_MESSAGES.leaderOnly });
    const stranger = await as("leader", `${base}/${ids.outsider}`, { title: "X" }, "PATCH");
    expect(await errorOf(stranger)).toMatchObject({
      status: 404,
      message: TEAM_ERROR_MESSAGES.memberNotFound,
    });
    const freed = await as("leader", `${base}/${ids.member}`, { coreRole: null }, "PATCH");
    expect(await freed.json()).toMatchObject({ member: { coreRole: null, title: "Engineer" } });
  });

  it("gives a contested core role to exactly one of 20 concurrent requests; the others get 409", async () => {
    const team = await createTeam({ name: "Race Team" });
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, index) => insertPerson(`Racer ${index}`)),
    );
    for (const userId of people) await addMember(team.id, userId);
    const responses = await Promise.all(
      people.map((userId) =>
        as("leader", `/api/teams/${team.slug}/members/${userId}`, { coreRole: "cgo" }, "PATCH"),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      expect((await errorOf(response)).message).toBe(coreRoleTakenMessage("cgo"));
    }
    const holders = await t.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.coreRole, "cgo")));
    expect(holders).toHaveLength(1);
  });

  // PGlite runs one statement at a time, so only PostgreSQL can hold a change open while another waits.
  it.skipIf(testDatabaseDriver() !== "postgres")(
    "answers 409, not 500, when the unique index refuses a core role a concurrent change took",
    async () => {
      const team = await createTeam({ name: "Index Team" });
      const [first, second] = [await insertPerson("First"), await insertPerson("Second")];
      await addMember(team.id, first);
      await addMember(team.id, second);
      let response: Promise<Response> | undefined;
      await t.db.transaction(async (tx) => {
        await tx
          .update(teamMembers)
          .set({ coreRole: "cco" })
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, first)));
        response = as("leader", `/api/teams/${team.slug}/members/${second}`, { coreRole: "cco" }, "PATCH");
        // The request's check cannot see this uncommitted change; its update waits on the index entry.
        for (let waited = 0; waited < 100; waited += 1) {
          const waiting = await t.db.execute(
            sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%team_members%'`,
          );
          if (waiting.rows.length > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      expect(await errorOf(await (response as Promise<Response>))).toMatchObject({
        status: 409,
        message: coreRoleTakenMessage("cco"),
      });
    },
  );

  it("lets a member leave and the leader remove someone, but not the leader", async () => {
    const team = await createTeam({ name: "Leave Team" });
    await addMember(team.id, ids.member);
    await addMember(team.id, ids.subscriber);
    const base = `/api/teams/${team.slug}/members`;
    const removeByMember = await as("member", `${base}/${ids.subscriber}`, undefined, "DELETE");
    expect(await errorOf(removeByMember)).toMatchObject({
      status: 403,
      message: TEAM_ERROR_MESSAGES.leaderOnly,
    });
    expect((await as("member", `${base}/${ids.member}`, undefined, "DELETE")).status).toBe(204);
    expect((await eventsOfType("team.member_left")).at(-1)).toMatchObject({
      payload: { teamId: team.id, userId: ids.member },
    });
    const leaderLeaves = await as("leader", `${base}/${ids.leader}`, undefined, "DELETE");
    expect(await errorOf(leaderLeaves)).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.leaderCannotLeave,
    });
    const adminRemovesLeader = await as("admin", `${base}/${ids.leader}`, undefined, "DELETE");
    expect(await errorOf(adminRemovesLeader)).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.leaderCannotBeRemoved,
    });
    expect((await as("leader", `${base}/${ids.subscriber}`, undefined, "DELETE")).status).toBe(204);
    const removed = (await eventsOfType("team.member_removed")).filter(
      (event) => (event.payload as { teamId: string }).teamId === team.id,
    );
    expect(removed.map((event) => event.audienceKind).sort()).toEqual(["person", "team"]);
    const gone = await as("leader", `${base}/${ids.subscriber}`, undefined, "DELETE");
    expect(await errorOf(gone)).toMatchObject({ status: 404, message: TEAM_ERROR_MESSAGES.memberNotFound });
  });

  it("tells those who manage the members who may lead, by the handover's own rule, and nobody else", async () => {
    const team = await createTeam({ name: "Lead Pick Team" });
    const lapsed = await insertPerson("Lapsed Subscriber");
    const stranger = await insertPerson("No Membership");
    await t.db.insert(incubatorMembers).values({
      incubatorId: northId,
      userId: lapsed,
      membershipTier: "subscriber",
      status: "inactive",
    });
    // A subscriber of another incubator leads nothing here.
    await t.db
      .insert(incubatorMembers)
      .values({ incubatorId: southId, userId: stranger, membershipTier: "subscriber" });
    for (const userId of [ids.member, ids.subscriber, lapsed, stranger]) await addMember(team.id, userId);
    // Members who joined at once are listed in no particular order among themselves: compared by id.
    const expected = {
      [ids.leader]: true,
      [ids.member]: false,
      [ids.subscriber]: true,
      [lapsed]: false,
      [stranger]: false,
    };
    const canLeadOf = async (name: Name | null) => {
      const detail = teamDetailResponseSchema.parse(await (await as(name, `/api/teams/${team.slug}`)).json());
      return Object.fromEntries(detail.members.map((member) => [member.user.id, member.canLead]));
    };
    expect(await canLeadOf("leader")).toEqual(expected);
    expect(await canLeadOf("admin")).toEqual(expected);
    // It tells a member's tier, which is the leader's business only.
    for (const name of [null, "member", "incubatorGuest"] as const) {
      expect(Object.values(await canLeadOf(name))).toEqual(Array(5).fill(null));
    }

    // The leader's own changes answer with the flag as well.
    const updated = await as(
      "leader",
      `/api/teams/${team.slug}/members/${ids.member}`,
      { title: "Builder" },
      "PATCH",
    );
    expect(await updated.json()).toMatchObject({ member: { canLead: false } });

    // The handover agrees with every flag.
    const target = `/api/teams/${team.slug}/leadership`;
    for (const userId of [ids.member, lapsed, stranger]) {
      expect(await errorOf(await as("leader", target, { userId }))).toMatchObject({
        status: 403,
        message: leadershipNeedsSubscriptionMessage("North Lab"),
      });
    }
    const handed = await as("leader", target, { userId: ids.subscriber });
    expect(handed.status).toBe(200);
    const { members } = (await handed.json()) as TeamMembersResponse;
    expect(members[0]?.user.id).toBe(ids.subscriber);
    expect(Object.fromEntries(members.map((member) => [member.user.id, member.canLead]))).toEqual(expected);
  });

  it("hands over leadership only to a member who is an active subscriber", async () => {
    const team = await createTeam({ name: "Handover Team" });
    await addMember(team.id, ids.member);
    await addMember(team.id, ids.subscriber);
    const target = `/api/teams/${team.slug}/leadership`;
    const toGuest = await as("leader", target, { userId: ids.member });
    expect(await errorOf(toGuest)).toMatchObject({
      status: 403,
      message: leadershipNeedsSubscriptionMessage("North Lab"),
    });
    const toStranger = await as("leader", target, { userId: ids.outsider });
    expect(await errorOf(toStranger)).toMatchObject({
      status: 404,
      message: TEAM_ERROR_MESSAGES.memberNotFound,
    });
    const toSelf = await as("leader", target, { userId: ids.leader });
    expect(await errorOf(toSelf)).toMatchObject({ status: 409, message: TEAM_ERROR_MESSAGES.alreadyLeader });
    const handed = await as("leader", target, { userId: ids.subscriber });
    expect(handed.status).toBe(200);
    const { members } = (await handed.json()) as TeamMembersResponse;
    expect(members.map((member) => [member.user.id, member.isLeader])).toEqual([
      [ids.subscriber, true],
      [ids.leader, false],
      [ids.member, false],
    ]);
    expect((await eventsOfType("team.leadership_handed_over")).at(-1)).toMatchObject({
      payload: { fromUserId: ids.leader, toUserId: ids.subscriber },
    });
    // The old leader is a member now: leading is over for them.
    const again = await as("leader", target, { userId: ids.leader });
    expect(await errorOf(again)).toMatchObject({ status: 403, message: TEAM_ERROR_MESSAGES.leaderOnly });
  });
});

describe("candidates and suggestions", () => {
  it("lists incubator members outside the team who want one of its open core roles", async () => {
    const team = await createTeam({ name: "Hiring Team", coreRole: "cto" });
    await t.db.insert(userProfiles).values([
      { userId: ids.incubatorGuest, preferredRoles: ["cto", "cgo"], skills: ["react"], hoursPerWeek: 10 },
      { userId: ids.member, preferredRoles: ["cto"] },
      { userId: ids.outsider, preferredRoles: ["cgo"] },
    ]);
    const response = await as("leader", `/api/teams/${team.slug}/candidates`);
    const { items } = (await response.json()) as TeamCandidatesResponse;
    // The member wants only the CTO role, which the leader holds; the outsider is in another incubator.
    expect(items).toEqual([
      {
        user: expect.objectContaining({ id: ids.incubatorGuest }),
        headline: null,
        preferredRoles: ["cto", "cgo"],
        rolePreference: "flexible",
        skills: ["react"],
        hoursPerWeek: 10,
        // Only the roles still open are a reason; with no open position, skills and hours are none.
        reasons: [{ kind: "roles", roles: ["cgo"], strictness: "flexible" }],
        suggestedPositionId: null,
        positions: [],
      },
    ]);
    expect((await as("incubatorGuest", `/api/teams/${team.slug}/candidates`)).status).toBe(403);
  });

  it("suggests teams with open positions for the person's roles, best matches first, with a reason", async () => {
    const strong = await createTeam({ name: "Strong Match" }, "subscriber");
    const weak = await createTeam({ name: "Weak Match" }, "subscriber");
    const other = await createTeam({ name: "Other Role" }, "subscriber");
    await t.db.insert(positions).values([
      {
        teamId: strong.id,
        incubatorId: northId,
        title: "CTO",
        description: "We build with React",
        coreRole: "cto",
        hoursPerWeek: 10,
      },
      { teamId: weak.id, incubatorId: northId, title: "CTO", coreRole: "cto", hoursPerWeek: 30 },
      { teamId: other.id, incubatorId: northId, title: "Sales", coreRole: "cco", hoursPerWeek: 5 },
    ]);
    const flexible = (await (
      await as("incubatorGuest", "/api/teams/suggestions")
    ).json()) as TeamSuggestionsResponse;
    const slugs = flexible.items.map((item) => item.slug);
    expect(slugs.indexOf("strong-match")).toBeLessThan(slugs.indexOf("weak-match"));
    expect(slugs.indexOf("weak-match")).toBeLessThan(slugs.indexOf("other-role"));
    expect(flexible.items.length).toBeLessThanOrEqual(6);
    expect(flexible.items.find((item) => item.slug === "strong-match")?.reason).toBe(
      "Needs a CTO · 10 h/week · Matches react",
    );

    await t.db
      .update(userProfiles)
      .set({ rolePreference: "must_have" })
      .where(eq(userProfiles.userId, ids.incubatorGuest));
    const strict = (await (
      await as("incubatorGuest", "/api/teams/suggestions")
    ).json()) as TeamSuggestionsResponse;
    expect(strict.items.map((item) => item.slug)).not.toContain("other-role");
    // Nobody outside the incubator is suggested its teams.
    const outsider = (await (
      await as("outsider", "/api/teams/suggestions")
    ).json()) as TeamSuggestionsResponse;
    expect(outsider.items).toEqual([]);
    expect((await as(null, "/api/teams/suggestions")).status).toBe(401);
  });
});
