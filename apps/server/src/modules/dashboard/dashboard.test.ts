import { type ChecklistResponse, type DashboardTeamsResponse, MILESTONE_DUE_DAYS } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assessmentResults,
  feedItems,
  positionInvites,
  positions,
  projectMilestones,
  projects,
  teamApplications,
  teamMembers,
  userProfiles,
  users,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { insertIncubator, insertPerson, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/* The dashboard's checklist and teams card (decision 056). */

let t: TestApp;
let jar: CookieJar;
let userId: string;

const NOW = new Date("2026-06-17T12:00:00.000Z");

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const created = await createVerifiedUser(t.app, t.db, person("dash@dashboard.test"), {
    ip: "198.51.100.91",
  });
  jar = created.jar;
  userId = created.userId;
}, 120_000);
afterAll(() => t.close());

async function checklist(): Promise<ChecklistResponse> {
  const response = await call(t.app, "/api/dashboard/checklist", undefined, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as ChecklistResponse;
}

function doneSteps(list: ChecklistResponse): string[] {
  return list.steps.filter((step) => step.done).map((step) => step.step);
}

describe("the getting-started checklist", () => {
  it("ticks each step from the person's data, one at a time", async () => {
    expect(doneSteps(await checklist())).toEqual(["verify_email"]);
    // A headline alone is not a profile others can read; with a few words about the person it is.
    await t.db.insert(userProfiles).values({ userId, headline: "Product person" });
    expect(doneSteps(await checklist())).toEqual(["verify_email"]);
    await t.db.update(userProfiles).set({ bio: "I ship things." }).where(eq(userProfiles.userId, userId));
    const incubator = await insertIncubator(t.db);
    await joinIncubatorAs(t.db, userId, incubator.id, "guest");
    await t.db
      .insert(assessmentResults)
      .values({ userId, part: "personality", answers: {}, scores: { domains: [] } });
    const team = await insertTeam(t.db, incubator.id, userId);
    await t.db.insert(feedItems).values({
      scopeKind: "team",
      scopeId: team.id,
      incubatorId: incubator.id,
      teamId: team.id,
      kind: "post",
      authorId: userId,
      body: "Hello, I am new here",
      rankedAt: NOW,
    });
    const list = await checklist();
    expect(list.steps.every((step) => step.done)).toBe(true);
    expect(list.dismissedAt).toBeNull();
  });

  it("stays dismissed on the server, and a second dismissal keeps the first time", async () => {
    const first = await call(t.app, "/api/dashboard/checklist/dismiss", undefined, { jar, method: "POST" });
    expect(first.status).toBe(200);
    expect(((await first.json()) as ChecklistResponse).dismissedAt).toBe(NOW.toISOString());
    t.clock.set(new Date(NOW.getTime() + 60_000));
    await call(t.app, "/api/dashboard/checklist/dismiss", undefined, { jar, method: "POST" });
    expect((await checklist()).dismissedAt).toBe(NOW.toISOString());
    t.clock.set(NOW);
  });

  it("reads an unverified person's email step as not done", async () => {
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, userId));
    expect(doneSteps(await checklist())).not.toContain("verify_email");
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  });
});

describe("GET /api/dashboard/teams", () => {
  it("lists teams with roles, milestones due, applications both ways and open invites", async () => {
    const incubator = await insertIncubator(t.db);
    const led = await insertTeam(t.db, incubator.id, userId);
    const otherLeader = await insertPerson(t.db);
    const joined = await insertTeam(t.db, incubator.id, otherLeader.id);
    const applied = await insertTeam(t.db, incubator.id, otherLeader.id);
    await t.db.insert(teamMembers).values({ teamId: joined.id, userId, title: "Designer", coreRole: "cco" });
    const [project] = await t.db
      .insert(projects)
      .values({ teamId: led.id, slug: "dash-project", name: "Dash project" })
      .returning({ id: projects.id });
    if (!project) throw new Error("no project");
    const horizon = new Date(NOW.getTime() + MILESTONE_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(projectMilestones).values([
      { projectId: project.id, title: "Overdue", dueOn: "2026-06-10" },
      { projectId: project.id, title: "At the horizon", dueOn: horizon },
      { projectId: project.id, title: "Too far", dueOn: "2026-12-01" },
      { projectId: project.id, title: "Done", dueOn: "2026-06-12", doneAt: NOW },
      { projectId: project.id, title: "No date" },
    ]);
    const [position] = await t.db
      .insert(positions)
      .values({
        teamId: led.id,
        incubatorId: incubator.id,
        title: "Growth lead",
        hoursPerWeek: 10,
        createdBy: userId,
      })
      .returning({ id: positions.id });
    if (!position) throw new Error("no position");
    const applicant = await insertPerson(t.db);
    await t.db.insert(teamApplications).values([
      { teamId: led.id, positionId: position.id, userId: applicant.id },
      { teamId: applied.id, userId },
    ]);
    await t.db.insert(positionInvites).values([
      {
        positionId: position.id,
        tokenHash: "dash-open",
        createdBy: userId,
        expiresAt: new Date("2026-07-01"),
      },
      {
        positionId: position.id,
        tokenHash: "dash-expired",
        createdBy: userId,
        expiresAt: new Date("2026-06-01"),
      },
    ]);

    const response = await call(t.app, "/api/dashboard/teams", undefined, { jar });
    expect(response.status).toBe(200);
    const card = (await response.json()) as DashboardTeamsResponse;
    const bySlug = new Map(card.teams.map((team) => [team.slug, team]));
    expect(bySlug.get(led.slug)).toMatchObject({ isLeader: true, coreRole: "ceo" });
    expect(bySlug.get(joined.slug)).toMatchObject({ isLeader: false, coreRole: "cco", title: "Designer" });
    expect(card.milestonesDue.map((milestone) => milestone.title)).toEqual(["Overdue", "At the horizon"]);
    expect(card.applications).toEqual([
      expect.objectContaining({ status: "pending", team: { slug: applied.slug, name: applied.name } }),
    ]);
    expect(card.waitingForYou).toEqual([
      expect.objectContaining({
        applicant: expect.objectContaining({ id: applicant.id, handle: expect.any(String) }),
        positionTitle: "Growth lead",
      }),
    ]);
    expect(card.openInvites).toEqual([
      expect.objectContaining({
        positionTitle: "Growth lead",
        usesLeft: 1,
        team: { slug: led.slug, name: led.name },
      }),
    ]);
  });

  it("is only ever the caller's own: signed out gets 401", async () => {
    expect((await call(t.app, "/api/dashboard/teams")).status).toBe(401);
    expect(
      (await call(t.app, "/api/dashboard/checklist/dismiss", undefined, { method: "POST" })).status,
    ).toBe(401);
  });
});
