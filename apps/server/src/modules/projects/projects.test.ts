import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  PROJECT_MILESTONES_MAX_COUNT,
  PROJECT_RECENT_UPDATES_COUNT,
  PROJECT_UPDATE_MERGE_MINUTES,
  type ProjectDetailResponse,
  type ProjectListResponse,
  type ProjectResponse,
  projectDetailResponseSchema,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  events,
  incubatorMembers,
  incubators,
  projectMilestones,
  projects,
  projectUpdates,
  teamMembers,
  teams,
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

let t: TestApp;
let dataDir: string;
const NAMES = ["member", "incubatorGuest", "outsider", "admin"] as const;
type Name = (typeof NAMES)[number];
const jars = {} as Record<Name, CookieJar>;
const ids = {} as Record<Name, string>;
let incubatorId: string;
let publicTeamId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-projects-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const [index, name] of NAMES.entries()) {
    const created = await createVerifiedUser(t.app, t.db, person(`${name.toLowerCase()}@projects.test`), {
      roles: name === "admin" ? ["admin"] : [],
      ip: `198.51.100.${120 + index}`,
    });
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  const [incubator] = await t.db
    .insert(incubators)
    .values({ name: "Project Lab", slug: "project-lab" })
    .returning({ id: incubators.id });
  incubatorId = incubator?.id as string;
  await t.db.insert(incubatorMembers).values([
    { incubatorId, userId: ids.member, membershipTier: "subscriber" },
    { incubatorId, userId: ids.incubatorGuest },
  ]);
  const rows = await t.db
    .insert(teams)
    .values([
      { incubatorId, slug: "open-team", name: "Open Team" },
      { incubatorId, slug: "quiet-team", name: "Quiet Team", visibility: "incubator" },
    ])
    .returning({ id: teams.id });
  publicTeamId = rows[0]?.id as string;
  for (const team of rows) {
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: ids.member, isLeader: true });
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function as(name: Name | null, target: string, body?: unknown, method?: string) {
  return call(t.app, target, body, {
    jar: name ? jars[name] : undefined,
    method,
    ip: `198.51.100.${140 + (name ? NAMES.indexOf(name) : 9)}`,
  });
}

async function createProject(body: Record<string, unknown>): Promise<ProjectResponse["project"]> {
  const response = await as("member", "/api/projects", { team: "open-team", ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as ProjectResponse).project;
}

async function issuesOf(response: Response) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { error: { issues: { path: unknown[]; message: string }[] } };
  return body.error.issues.map(({ path, message }) => ({ path, message }));
}

const eventsOfType = (type: string) =>
  t.db.select().from(events).where(eq(events.type, type)).orderBy(asc(events.id));

describe("creating a project", () => {
  it("stores its name, summary and milestone titles as typed, '<', '>' and '&' included", async () => {
    const project = await createProject({
      name: "R&D <lab>",
      summary: "Tip: a < b and c > d",
      milestones: [{ title: "x <3 y" }],
    });
    expect(project).toMatchObject({ name: "R&D <lab>", summary: "Tip: a < b and c > d" });
    const detail = projectDetailResponseSchema.parse(
      await (await as(null, `/api/projects/${project.slug}`)).json(),
    );
    expect(detail.milestones.map((milestone) => milestone.title)).toEqual(["x <3 y"]);
  });

  it("lets a team member create one with tags and milestones, announced to the team and audited", async () => {
    const project = await createProject({
      name: "Launch Pad",
      summary: "Ship it",
      description: "[x](javascript:alert(1)) **bold**",
      tags: [" AI ", "ai", "Web"],
      repositoryUrl: "https://github.com/acme/launch-pad",
      milestones: [
        { title: "Beta", dueOn: "2027-03-01" },
        { title: "Idea" },
        { title: "Alpha", dueOn: "2027-01-15" },
      ],
    });
    expect(project).toMatchObject({
      slug: "launch-pad",
      status: "idea",
      tags: ["ai", "web"],
      repositoryUrl: "https://github.com/acme/launch-pad",
      demoUrl: null,
    });
    expect(project.description).not.toContain("javascript:");
    expect((await eventsOfType("project.created")).at(-1)).toMatchObject({
      audienceKind: "team",
      audienceId: publicTeamId,
      payload: { projectId: project.id, projectSlug: "launch-pad" },
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, project.id));
    expect(audit).toMatchObject({ action: "project.create", actorUserId: ids.member });

    const detail = projectDetailResponseSchema.parse(
      await (await as(null, "/api/projects/launch-pad")).json(),
    );
    expect(detail.project.descriptionHtml).toBe('<p><a href="#">x</a> <strong>bold</strong></p>');
    expect(detail.milestones.map((milestone) => milestone.title)).toEqual(["Alpha", "Beta", "Idea"]);
    expect(detail.team).toEqual({
      slug: "open-team",
      name: "Open Team",
      incubator: { slug: "project-lab", name: "Project Lab" },
    });
    expect(detail.viewer).toBeNull();
  });

  it("refuses people outside the team, bad links and taken slugs with clear messages", async () => {
    const outside = await as("incubatorGuest", "/api/projects", { team: "open-team", name: "Mine" });
    expect(await errorOf(outside)).toMatchObject({ status: 403, message: TEAM_ERROR_MESSAGES.memberOnly });
    const badLink = await as("member", "/api/projects", {
      team: "open-team",
      name: "X",
      demoUrl: "javascript:alert(1)",
    });
    expect(await issuesOf(badLink)).toEqual([
      { path: ["demoUrl"], message: "Demo URL must be a web address starting with http:// or https://" },
    ]);
    const taken = await as("member", "/api/projects", { team: "open-team", name: "X", slug: "launch-pad" });
    expect(await errorOf(taken)).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.projectSlugTaken,
    });
    expect((await createProject({ name: "Launch Pad" })).slug).toBe("launch-pad-2");
    const noTeam = await as("member", "/api/projects", { team: "no-such-team", name: "X" });
    expect(await errorOf(noTeam)).toMatchObject({ status: 404, message: TEAM_ERROR_MESSAGES.teamNotFound });
  });
});

describe("seeing projects", () => {
  it("hides the projects of a team of the incubator's members only from everyone else", async () => {
    const response = await as("member", "/api/projects", { team: "quiet-team", name: "Secret Sauce" });
    expect(response.status).toBe(201);
    for (const who of [null, "outsider"] as const) {
      expect(await errorOf(await as(who, "/api/projects/secret-sauce"))).toMatchObject({
        status: 404,
        message: TEAM_ERROR_MESSAGES.projectNotFound,
      });
      const list = (await (await as(who, "/api/projects?search=secret")).json()) as ProjectListResponse;
      expect(list.items).toEqual([]);
    }
    const guest = (await (
      await as("incubatorGuest", "/api/projects/secret-sauce")
    ).json()) as ProjectDetailResponse;
    expect(guest.viewer).toEqual({ permissions: { edit: false } });
    const member = (await (await as("member", "/api/projects/secret-sauce")).json()) as ProjectDetailResponse;
    expect(member.viewer).toEqual({ permissions: { edit: true } });
    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).toContain("/projects/launch-pad<");
    expect(sitemap).not.toContain("secret-sauce");
  });

  it("filters by status, tag, team and incubator, recently updated first, a page at a time", async () => {
    await createProject({ name: "Tagged One", tags: ["Fintech"], status: "in_progress" });
    await createProject({ name: "Tagged Two", tags: ["fintech", "ai"] });
    const slugsOf = async (query: string) =>
      ((await (await as("member", `/api/projects${query}`)).json()) as ProjectListResponse).items.map(
        (item) => item.slug,
      );
    expect(await slugsOf("?tag=FinTech")).toEqual(["tagged-two", "tagged-one"]);
    expect(await slugsOf("?status=in_progress")).toEqual(["tagged-one"]);
    expect(await slugsOf("?team=quiet-team")).toEqual(["secret-sauce"]);
    expect(await slugsOf("?incubator=elsewhere")).toEqual([]);
    const all = await slugsOf("?incubator=project-lab&limit=100");
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = (await (
        await as("member", `/api/projects?limit=2${query}`)
      ).json()) as ProjectListResponse;
      paged.push(...page.items.map((item) => item.slug));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all);
    expect((await as(null, "/api/projects?status=done")).status).toBe(422);
    expect((await as(null, "/api/projects?cursor=abc")).status).toBe(422);
  });
});

describe("changing a project", () => {
  it("announces a launch to the incubator, audits the change, and refuses non-members", async () => {
    const project = await createProject({ name: "Rocket" });
    const refused = await as("incubatorGuest", `/api/projects/${project.slug}`, { name: "Mine" }, "PATCH");
    expect(await errorOf(refused)).toMatchObject({ status: 403, message: TEAM_ERROR_MESSAGES.memberOnly });
    const launched = await as(
      "member",
      `/api/projects/${project.slug}`,
      { status: "launched", demoUrl: "" },
      "PATCH",
    );
    expect(((await launched.json()) as ProjectResponse).project).toMatchObject({
      status: "launched",
      demoUrl: null,
    });
    expect((await eventsOfType("project.launched")).at(-1)).toMatchObject({
      audienceKind: "incubator",
      audienceId: incubatorId,
      payload: { projectId: project.id },
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, project.id));
    expect(audits.map((entry) => entry.action)).toEqual(["project.create", "project.update"]);
    const launchesBefore = (await eventsOfType("project.launched")).length;
    await as("member", `/api/projects/${project.slug}`, { summary: "Still launched" }, "PATCH");
    expect(await eventsOfType("project.launched")).toHaveLength(launchesBefore);
  });

  it("takes a cover image and is deleted with its milestones", async () => {
    const project = await createProject({ name: "Cover Me", milestones: [{ title: "One" }] });
    const form = new FormData();
    form.set("file", new File([PNG_1PX], "cover.png", { type: "image/png" }));
    const uploaded = await request(t.app, `/api/projects/${project.slug}/cover`, {
      method: "POST",
      body: form,
      headers: { Origin: TEST_ORIGIN, Cookie: jars.member.header() ?? "" },
    });
    expect(uploaded.status).toBe(200);
    const { coverUrl } = (await uploaded.json()) as { coverUrl: string };
    expect((await t.request(coverUrl)).status).toBe(200);
    expect((await as("incubatorGuest", `/api/projects/${project.slug}`, undefined, "DELETE")).status).toBe(
      403,
    );
    expect((await as("member", `/api/projects/${project.slug}`, undefined, "DELETE")).status).toBe(204);
    expect((await as("member", `/api/projects/${project.slug}`)).status).toBe(404);
    expect((await t.request(coverUrl)).status).toBe(404);
    expect(
      await t.db.select().from(projectMilestones).where(eq(projectMilestones.projectId, project.id)),
    ).toEqual([]);
  });
});

describe("milestones", () => {
  it("marks a milestone done at the app's clock, once, and opens it again", async () => {
    const project = await createProject({ name: "Milestoned" });
    const base = `/api/projects/${project.slug}/milestones`;
    const created = await as("member", base, { title: "Ship", dueOn: "2027-05-01" });
    expect(created.status).toBe(201);
    const { milestone } = (await created.json()) as { milestone: { id: string; doneAt: string | null } };
    expect(milestone.doneAt).toBeNull();

    const doneAt = new Date("2027-04-20T10:00:00.000Z");
    t.clock.set(doneAt);
    try {
      const done = await as("member", `${base}/${milestone.id}`, { done: true }, "PATCH");
      expect(await done.json()).toMatchObject({ milestone: { doneAt: doneAt.toISOString() } });
      t.clock.advance(60_000);
      const again = await as("member", `${base}/${milestone.id}`, { done: true, title: "Shipped" }, "PATCH");
      expect(await again.json()).toMatchObject({
        milestone: { title: "Shipped", doneAt: doneAt.toISOString() },
      });
    } finally {
      t.clock.set(null);
    }
    const doneEvents = (await eventsOfType("project.milestone_done")).filter(
      (event) => (event.payload as { milestoneId: string }).milestoneId === milestone.id,
    );
    expect(doneEvents).toHaveLength(1);
    const reopened = await as("member", `${base}/${milestone.id}`, { done: false }, "PATCH");
    expect(await reopened.json()).toMatchObject({ milestone: { doneAt: null } });

    const badDate = await as("member", `${base}/${milestone.id}`, { dueOn: "2027-02-30" }, "PATCH");
    expect(await issuesOf(badDate)).toEqual([
      { path: ["dueOn"], message: "Due date must be a date (YYYY-MM-DD)" },
    ]);
    const unknown = await as("member", `${base}/not-an-id`, { done: true }, "PATCH");
    expect(await errorOf(unknown)).toMatchObject({
      status: 404,
      message: TEAM_ERROR_MESSAGES.milestoneNotFound,
    });
    expect((await as("member", `${base}/${milestone.id}`, undefined, "DELETE")).status).toBe(204);
    expect((await as("member", `${base}/${milestone.id}`, undefined, "DELETE")).status).toBe(404);
  });

  it(`holds at most ${PROJECT_MILESTONES_MAX_COUNT} milestones per project`, async () => {
    const project = await createProject({ name: "Busy" });
    const [row] = await t.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.slug, project.slug));
    await t.db.insert(projectMilestones).values(
      Array.from({ length: PROJECT_MILESTONES_MAX_COUNT }, (_, index) => ({
        projectId: row?.id as string,
        title: `Step ${index}`,
      })),
    );
    const refused = await as("member", `/api/projects/${project.slug}/milestones`, { title: "One more" });
    expect(await errorOf(refused)).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.milestoneLimitReached,
    });
  });
});

describe("recent updates", () => {
  const timelineOf = async (slug: string) =>
    projectDetailResponseSchema.parse(await (await as("incubatorGuest", `/api/projects/${slug}`)).json())
      .recentUpdates;

  it("tells what happened, newest first, one entry per burst of edits by one person", async () => {
    const project = await createProject({ name: "Timeline", summary: "First", tags: ["a"] });
    const patch = (body: Record<string, unknown>, who: Name = "member") =>
      as(who, `/api/projects/${project.slug}`, body, "PATCH");
    expect((await patch({ summary: "Second", tags: ["a", "b"] })).status).toBe(200);
    expect((await patch({ description: "More words", summary: "Second" })).status).toBe(200);
    expect((await patch({ summary: "Second" })).status).toBe(200);
    let timeline = await timelineOf(project.slug);
    expect(timeline.map(({ kind, changedFields, status }) => ({ kind, changedFields, status }))).toEqual([
      { kind: "updated", changedFields: ["summary", "tags", "description"], status: null },
      { kind: "created", changedFields: [], status: null },
    ]);
    expect(timeline[0]?.actor).toMatchObject({ id: ids.member, name: expect.any(String) });

    await t.db
      .update(projectUpdates)
      .set({ createdAt: sql`now() - make_interval(mins => ${PROJECT_UPDATE_MERGE_MINUTES + 1})` })
      .where(eq(projectUpdates.projectId, project.id));
    expect((await patch({ status: "in_progress" })).status).toBe(200);
    expect((await patch({ demoUrl: "https://demo.example" }, "admin")).status).toBe(200);
    const milestone = await as("member", `/api/projects/${project.slug}/milestones`, { title: "Beta" });
    const { milestone: beta } = (await milestone.json()) as { milestone: { id: string } };
    await as("member", `/api/projects/${project.slug}/milestones/${beta.id}`, { done: true }, "PATCH");
    expect((await patch({ status: "launched" })).status).toBe(200);

    timeline = await timelineOf(project.slug);
    expect(
      timeline.map(({ kind, actor, changedFields, status, milestoneTitle }) => ({
        kind,
        actor: actor?.id,
        changedFields,
        status,
        milestoneTitle,
      })),
    ).toEqual([
      { kind: "launched", actor: ids.member, changedFields: [], status: "launched", milestoneTitle: null },
      { kind: "milestone_done", actor: ids.member, changedFields: [], status: null, milestoneTitle: "Beta" },
      { kind: "updated", actor: ids.admin, changedFields: ["demoUrl"], status: null, milestoneTitle: null },
      { kind: "updated", actor: ids.member, changedFields: [], status: "in_progress", milestoneTitle: null },
      {
        kind: "updated",
        actor: ids.member,
        changedFields: ["summary", "tags", "description"],
        status: null,
        milestoneTitle: null,
      },
      { kind: "created", actor: ids.member, changedFields: [], status: null, milestoneTitle: null },
    ]);
  });

  it(`shows the latest ${PROJECT_RECENT_UPDATES_COUNT}, hidden where the project is, and gone with it`, async () => {
    const project = await createProject({ name: "Chatty", milestones: [] });
    for (let index = 0; index < PROJECT_RECENT_UPDATES_COUNT + 2; index += 1) {
      const milestone = await as("member", `/api/projects/${project.slug}/milestones`, {
        title: `M${index}`,
      });
      const { milestone: created } = (await milestone.json()) as { milestone: { id: string } };
      await as("member", `/api/projects/${project.slug}/milestones/${created.id}`, { done: true }, "PATCH");
    }
    const timeline = await timelineOf(project.slug);
    expect(timeline.map((update) => update.milestoneTitle)).toEqual(
      Array.from(
        { length: PROJECT_RECENT_UPDATES_COUNT },
        (_, index) => `M${PROJECT_RECENT_UPDATES_COUNT + 1 - index}`,
      ),
    );
    expect(await errorOf(await as("outsider", "/api/projects/secret-sauce"))).toMatchObject({ status: 404 });

    await expect(
      t.db.insert(projectUpdates).values({ projectId: project.id, kind: "milestone_done" }),
    ).rejects.toMatchObject({ cause: { constraint: "project_updates_milestone_check" } });
    expect((await as("member", `/api/projects/${project.slug}`, undefined, "DELETE")).status).toBe(204);
    expect(await t.db.select().from(projectUpdates).where(eq(projectUpdates.projectId, project.id))).toEqual(
      [],
    );
  });
});
