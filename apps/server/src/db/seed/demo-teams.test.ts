import {
  CORE_TEAM_ROLES,
  MILESTONE_TITLE_MAX_LENGTH,
  POSITION_DESCRIPTION_MAX_LENGTH,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  POSITION_OFFERS_MAX_LENGTH,
  POSITION_TITLE_MAX_LENGTH,
  PROJECT_STATUSES,
  PROJECT_SUMMARY_MAX_LENGTH,
  PROJECT_TAG_MAX_LENGTH,
  PROJECT_TAGS_MAX_COUNT,
  plainTextLine,
  TEAM_MEMBER_TITLE_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TEAM_STAGES,
  TEAM_TAGLINE_MAX_LENGTH,
  updateProfileSchema,
} from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { and, count, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS_MESSAGE } from "../../auth/auth-errors";
import { contentSecurityPolicy } from "../../lib/security-headers";
import { reconcileMembershipTiers } from "../../modules/memberships/memberships.service";
import { call, errorOf, signIn } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_SEEDED_AT } from "../../test/test-site";
import type { DatabaseConnection } from "../client";
import {
  accounts,
  emailOutbox,
  incubatorMembers,
  incubators,
  positions,
  projectMilestones,
  projects,
  projectUpdates,
  subscriptions,
  teamMembers,
  teams,
  userProfiles,
  users,
} from "../schema";
import { initialsAvatar } from "./demo-avatar";
import { DEMO_EMAIL_DOMAIN, DEMO_PEOPLE } from "./demo-people";
import { DEMO_SEED_STEPS } from "./demo-steps";
import { DEMO_TEAMS } from "./demo-team-content";
import { demoEmail, seedDemoTeams } from "./demo-teams";
import { runDemoSeed } from "./seed";

const NOW = DEMO_SEEDED_AT;

let connection: DatabaseConnection;
beforeAll(async () => {
  // Seeded at NOW once for the whole test run (test-database.ts), not once per file.
  connection = await createTestDatabase({ state: "demo-seeded" });
});
afterAll(() => connection.close());

const demoUsers = () =>
  connection.db
    .select()
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));

/** Rows of every table the step writes, to show a second run adds none. */
async function rowCounts() {
  const tables = {
    users,
    userProfiles,
    incubatorMembers,
    subscriptions,
    teams,
    teamMembers,
    projects,
    projectMilestones,
    projectUpdates,
    positions,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await connection.db.select({ rows: count() }).from(table);
    counts[name] = row?.rows ?? 0;
  }
  return counts;
}

describe("demo teams", () => {
  it("give each demo incubator that can have leaders three to five teams, some visible to members only", async () => {
    const rows = await connection.db
      .select({ slug: incubators.slug, visibility: teams.visibility })
      .from(teams)
      .innerJoin(incubators, eq(incubators.id, teams.incubatorId));
    expect(rows).toHaveLength(DEMO_TEAMS.length);
    const teamsPerIncubator = new Map<string, number>();
    for (const row of rows) teamsPerIncubator.set(row.slug, (teamsPerIncubator.get(row.slug) ?? 0) + 1);
    expect([...teamsPerIncubator.keys()].sort()).toEqual([
      "data-craft-collective",
      "harbor-climate-ventures",
      "northstar-venture-studio",
      "signal-sales-academy",
    ]);
    for (const teamCount of teamsPerIncubator.values()) {
      expect(teamCount).toBeGreaterThanOrEqual(3);
      expect(teamCount).toBeLessThanOrEqual(5);
    }
    const membersOnly = rows.filter((row) => row.visibility === "incubator");
    expect(new Set(membersOnly.map((row) => row.slug)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.visibility === "public").length).toBeGreaterThan(membersOnly.length);
  });

  it("cover every team stage and project status, milestones done, due and overdue", async () => {
    const stages = await connection.db.selectDistinct({ stage: teams.stage }).from(teams);
    expect(stages.map((row) => row.stage).sort()).toEqual([...TEAM_STAGES].sort());
    const statuses = await connection.db.selectDistinct({ status: projects.status }).from(projects);
    expect(statuses.map((row) => row.status).sort()).toEqual([...PROJECT_STATUSES].sort());

    const milestones = await connection.db.select().from(projectMilestones);
    const today = NOW.toISOString().slice(0, 10);
    const done = milestones.filter((milestone) => milestone.doneAt !== null);
    const open = milestones.filter((milestone) => milestone.doneAt === null);
    expect(done.length).toBeGreaterThan(10);
    expect(done.every((milestone) => milestone.doneAt && milestone.doneAt < NOW)).toBe(true);
    expect(open.filter((milestone) => milestone.dueOn && milestone.dueOn > today).length).toBeGreaterThan(10);
    expect(open.some((milestone) => milestone.dueOn && milestone.dueOn < today)).toBe(true);
  });

  it("give every project a timeline of its team's members, in time order, that its page shows", async () => {
    const rows = await connection.db
      .select({
        update: projectUpdates,
        project: projects,
        member: teamMembers.userId,
      })
      .from(projectUpdates)
      .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
      .leftJoin(
        teamMembers,
        and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, projectUpdates.actorId)),
      )
      .orderBy(projectUpdates.id);
    const [projectCount] = await connection.db.select({ rows: count() }).from(projects);
    expect(new Set(rows.map((row) => row.project.id)).size).toBe(projectCount?.rows);
    expect(rows.every((row) => row.member !== null)).toBe(true);
    expect(new Set(rows.map((row) => row.update.kind))).toEqual(
      new Set(["created", "updated", "launched", "milestone_done"]),
    );
    for (const [index, row] of rows.entries()) {
      const previous = rows[index - 1];
      if (previous) expect(row.update.createdAt >= previous.update.createdAt).toBe(true);
      if (row.update.kind === "created") expect(row.update.createdAt).toEqual(row.project.createdAt);
      if (row.update.kind === "launched") expect(row.project.status).toBe("launched");
    }
  });

  it("offer positions open, filled and closed, for core roles and other titles, remote and on site", async () => {
    const rows = await connection.db.select().from(positions);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(["open", "filled", "closed"]));
    const open = rows.filter((row) => row.status === "open");
    expect(open.filter((row) => row.coreRole !== null).length).toBeGreaterThanOrEqual(8);
    expect(open.filter((row) => row.coreRole === null).length).toBeGreaterThanOrEqual(5);
    expect(open.some((row) => row.isRemote && row.location === null)).toBe(true);
    expect(open.some((row) => row.isRemote && row.location !== null)).toBe(true);
    expect(open.some((row) => !row.isRemote && row.location !== null)).toBe(true);
    expect(open.some((row) => row.seats > 1)).toBe(true);
    expect(new Set(open.map((row) => row.hoursPerWeek)).size).toBeGreaterThanOrEqual(6);
    // Every position belongs to its team's incubator (the foreign key holds it, the content names it).
    const teamRows = await connection.db.select({ id: teams.id, incubatorId: teams.incubatorId }).from(teams);
    for (const position of rows) {
      expect(teamRows.find((team) => team.id === position.teamId)?.incubatorId).toBe(position.incubatorId);
    }
  });

  it("ask for no core role a member of the team already holds", async () => {
    const held = await connection.db
      .select({ teamId: teamMembers.teamId, coreRole: teamMembers.coreRole })
      .from(teamMembers);
    const open = await connection.db.select().from(positions).where(eq(positions.status, "open"));
    for (const position of open.filter((row) => row.coreRole !== null)) {
      expect(held).not.toContainEqual({ teamId: position.teamId, coreRole: position.coreRole });
    }
  });

  it("are led by one active subscriber each, with a running subscription to the team's incubator", async () => {
    const leaders = await connection.db
      .select({
        teamId: teams.id,
        incubatorId: teams.incubatorId,
        userId: teamMembers.userId,
        tier: incubatorMembers.membershipTier,
        status: incubatorMembers.status,
      })
      .from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.isLeader, true)))
      .leftJoin(
        incubatorMembers,
        and(
          eq(incubatorMembers.userId, teamMembers.userId),
          eq(incubatorMembers.incubatorId, teams.incubatorId),
        ),
      );
    expect(leaders).toHaveLength(DEMO_TEAMS.length);
    for (const leader of leaders) {
      expect(leader).toMatchObject({ tier: "subscriber", status: "active" });
      const running = await connection.db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, leader.userId),
            eq(subscriptions.incubatorId, leader.incubatorId),
            inArray(subscriptions.status, ["trial", "active"]),
          ),
        );
      expect(running).toHaveLength(1);
      expect(running[0]?.currentPeriodEnd?.getTime()).toBeGreaterThan(NOW.getTime());
    }
    // Tiers agree with subscriptions, so the periodic tier sync changes nobody.
    expect(await reconcileMembershipTiers(connection.db)).toEqual({ upgraded: 0, downgraded: 0 });
  });

  it("are formed by active members of the team's incubator, guests and subscribers", async () => {
    const rows = await connection.db
      .select({ tier: incubatorMembers.membershipTier, status: incubatorMembers.status })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .leftJoin(
        incubatorMembers,
        and(
          eq(incubatorMembers.userId, teamMembers.userId),
          eq(incubatorMembers.incubatorId, teams.incubatorId),
        ),
      );
    expect(rows.every((row) => row.status === "active")).toBe(true);
    expect(new Set(rows.map((row) => row.tier))).toEqual(new Set(["guest", "subscriber"]));
    const titled = await connection.db.select().from(teamMembers).where(eq(teamMembers.coreRole, "cco"));
    expect(titled.length).toBeGreaterThan(0);
    const withTitles = (await connection.db.select().from(teamMembers)).filter(
      (row) => row.coreRole === null,
    );
    expect(withTitles.length).toBeGreaterThanOrEqual(5);
    expect(withTitles.every((row) => row.title.length > 0)).toBe(true);
  });

  it("are joined by demo people with photos and team preferences, some still without a team", async () => {
    const people = await demoUsers();
    expect(people).toHaveLength(DEMO_PEOPLE.length);
    for (const person of people) {
      expect(person.image).toBe(initialsAvatar(person.firstName ?? "", person.lastName ?? ""));
    }
    const profiles = await connection.db
      .select()
      .from(userProfiles)
      .where(
        inArray(
          userProfiles.userId,
          people.map((person) => person.id),
        ),
      );
    expect(profiles).toHaveLength(DEMO_PEOPLE.length);
    expect(profiles.every((profile) => profile.skills.length > 0 && profile.hoursPerWeek !== null)).toBe(
      true,
    );
    expect(new Set(profiles.map((profile) => profile.rolePreference))).toEqual(
      new Set(["must_have", "flexible"]),
    );
    expect(new Set(profiles.flatMap((profile) => profile.preferredRoles))).toEqual(new Set(CORE_TEAM_ROLES));
    const inTeams = new Set((await connection.db.select().from(teamMembers)).map((row) => row.userId));
    expect(people.filter((person) => !inTeams.has(person.id)).length).toBeGreaterThanOrEqual(4);
  });

  it("are sample accounts nobody can sign in to: no password, an address that takes no mail", async () => {
    const people = await demoUsers();
    const credentials = await connection.db
      .select()
      .from(accounts)
      .where(
        inArray(
          accounts.userId,
          people.map((person) => person.id),
        ),
      );
    expect(credentials).toEqual([]);
    expect(people.every((person) => person.email.endsWith(".invalid") && !person.emailVerified)).toBe(true);
  });

  it("add nothing when seeded again", async () => {
    const before = await rowCounts();
    expect(
      (await runDemoSeed(connection.db, { enabled: true, steps: DEMO_SEED_STEPS, now: NOW })).status,
    ).toBe("already-seeded");
    // The step on its own leaves existing people and teams alone too.
    await connection.db.transaction((tx) =>
      seedDemoTeams(tx, { now: new Date(), siteUrl: "http://localhost" }),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("are written the way the API would store them", () => {
    for (const team of DEMO_TEAMS) {
      expect(plainTextLine(team.name)).toBe(team.name);
      expect(team.name.length).toBeLessThanOrEqual(TEAM_NAME_MAX_LENGTH);
      expect(plainTextLine(team.tagline)).toBe(team.tagline);
      expect(team.tagline.length).toBeLessThanOrEqual(TEAM_TAGLINE_MAX_LENGTH);
      expect(sanitizeMarkdown(team.description)).toBe(team.description);
      expect(team.members.filter((member) => member.isLeader)).toHaveLength(1);
      for (const member of team.members) {
        expect(member.title.length).toBeLessThanOrEqual(TEAM_MEMBER_TITLE_MAX_LENGTH);
        expect(DEMO_PEOPLE.find((person) => person.key === member.person)?.incubator).toBe(team.incubator);
      }
      for (const project of team.projects) {
        expect(plainTextLine(project.summary)).toBe(project.summary);
        expect(project.summary.length).toBeLessThanOrEqual(PROJECT_SUMMARY_MAX_LENGTH);
        expect(sanitizeMarkdown(project.description)).toBe(project.description);
        expect(project.tags.length).toBeLessThanOrEqual(PROJECT_TAGS_MAX_COUNT);
        for (const tag of project.tags) {
          expect(tag).toBe(tag.trim().toLowerCase());
          expect(tag.length).toBeLessThanOrEqual(PROJECT_TAG_MAX_LENGTH);
        }
        expect(new Set(project.tags).size).toBe(project.tags.length);
        for (const milestone of project.milestones) {
          expect(milestone.title.length).toBeLessThanOrEqual(MILESTONE_TITLE_MAX_LENGTH);
        }
      }
      for (const position of team.positions) {
        expect(position.title.length).toBeLessThanOrEqual(POSITION_TITLE_MAX_LENGTH);
        expect(position.description.length).toBeLessThanOrEqual(POSITION_DESCRIPTION_MAX_LENGTH);
        expect(position.offers.length).toBeLessThanOrEqual(POSITION_OFFERS_MAX_LENGTH);
        expect(position.hoursPerWeek).toBeGreaterThanOrEqual(POSITION_HOURS_MIN);
        expect(position.hoursPerWeek).toBeLessThanOrEqual(POSITION_HOURS_MAX);
      }
    }
    for (const person of DEMO_PEOPLE) {
      const { key: _key, incubator: _incubator, subscription: _subscription, ...profile } = person;
      // The profile API would store exactly these values: nothing to clean, merge or refuse.
      expect(updateProfileSchema.parse(profile)).toEqual(profile);
    }
    expect(new Set(DEMO_PEOPLE.map(demoEmail)).size).toBe(DEMO_PEOPLE.length);
  });

  it("show initials on a colour of their own, as an image the page's policy allows", () => {
    const avatar = initialsAvatar("Inês", "Duarte");
    expect(avatar).toMatch(/^data:image\/svg\+xml,/);
    const svg = decodeURIComponent(avatar.slice("data:image/svg+xml,".length));
    expect(svg).toContain(">ID</text>");
    expect(svg).not.toMatch(/<script|on\w+=/i);
    expect(initialsAvatar("Grace", "Adeyemi")).not.toBe(initialsAvatar("Grace", "Hopper"));
    expect(contentSecurityPolicy()).toMatch(/img-src 'self' data:/);
  });
});

describe("demo people signing in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { database: "demo-seeded" });
  });
  afterAll(() => t.close());

  it("queues no password reset link, which the development mailbox would show to anyone", async () => {
    const person = DEMO_PEOPLE[1];
    if (!person) throw new Error("no demo people");
    const response = await call(
      t.app,
      "/api/auth/request-password-reset",
      { email: demoEmail(person), redirectTo: "/auth/reset-password" },
      { ip: "198.51.100.91" },
    );
    expect(response.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, demoEmail(person))),
    ).toEqual([]);
  });

  it("fails with the answer of a wrong password, whatever the password", async () => {
    const person = DEMO_PEOPLE[0];
    if (!person) throw new Error("no demo people");
    const response = await signIn(t.app, demoEmail(person), "Demo-pass1!", { ip: "198.51.100.90" });
    expect(await errorOf(response)).toEqual({
      status: 401,
      code: "unauthenticated",
      message: INVALID_CREDENTIALS_MESSAGE,
    });
  });
});

describe("demo teams with SEED_DEMO off", () => {
  it("are not created", async () => {
    const empty = await createTestDatabase();
    try {
      expect((await runDemoSeed(empty.db, { enabled: false, steps: DEMO_SEED_STEPS, now: NOW })).status).toBe(
        "disabled",
      );
      expect(await empty.db.select().from(teams)).toEqual([]);
      expect(
        await empty.db
          .select()
          .from(users)
          .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`)),
      ).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
