import { eq } from "drizzle-orm";
import {
  fundingApplications,
  fundingCallReviewers,
  fundingCalls,
  fundingRubricCriteria,
  incubatorMembers,
  incubators,
  projectMilestones,
  projects,
  teamMembers,
  teams,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * The rows the review, decision and award tests start from, written straight to the tables (calls and
 * applications have their own module): an incubator with its owner, a call with a weighted rubric and
 * invited reviewers, and teams whose submitted applications name a project with milestones.
 */

export interface Person {
  userId: string;
  jar: CookieJar;
}

export interface FundingWorld {
  t: TestApp;
  owner: Person;
  admin: Person;
  reviewerA: Person;
  reviewerB: Person;
  /** Invited to review, but a member of the first team: a conflict of interest for its application. */
  conflicted: Person;
  /** Leads the first team. */
  leader: Person;
  /** Signed in, in no part of it. */
  outsider: Person;
  incubator: { id: string; slug: string };
  /** Pool 100,000.00, largest award 60,000.00, USD; criteria weighted 1 and 3. */
  callId: string;
  criteria: { id: string; weight: number }[];
  /** A team of the leader (and the conflicted reviewer), public. */
  team: { id: string; slug: string; projectId: string; milestoneIds: string[] };
  /** Adds a team (led by the leader) with a submitted application to the call, and answers its id. */
  submittedApplication(options?: { askCents?: number; team?: FundingWorld["team"] }): Promise<string>;
  /** A new team of the leader with a project and two milestones. */
  newTeam(): Promise<FundingWorld["team"]>;
  api(path: string, who: Person | null, body?: unknown, method?: string): Promise<Response>;
}

let sequence = 0;

export async function createFundingWorld(): Promise<FundingWorld> {
  const t = await createTestApp();
  sequence += 1;
  const prefix = `fund${sequence}`;
  const people: [string, ("advisor" | "admin")[]][] = [
    ["owner", ["advisor"]],
    ["admin", ["admin"]],
    ["reviewer-a", []],
    ["reviewer-b", []],
    ["conflicted", []],
    ["leader", []],
    ["outsider", []],
  ];
  const made: Person[] = [];
  for (const [index, [name, roles]] of people.entries()) {
    made.push(
      await createVerifiedUser(t.app, t.db, person(`${prefix}-${name}@funding.test`), {
        ip: `198.51.100.${20 + index}`,
        roles,
      }),
    );
  }
  const [owner, admin, reviewerA, reviewerB, conflicted, leader, outsider] = made as [
    Person,
    Person,
    Person,
    Person,
    Person,
    Person,
    Person,
  ];
  const [incubator] = await t.db
    .insert(incubators)
    .values({ name: "Funding Lab", slug: `${prefix}-lab`, status: "active", ownerId: owner.userId })
    .returning({ id: incubators.id, slug: incubators.slug });
  if (!incubator) throw new Error("no incubator");
  await t.db.insert(incubatorMembers).values(
    [reviewerA, reviewerB, conflicted, leader].map((member) => ({
      incubatorId: incubator.id,
      userId: member.userId,
      membershipTier: "subscriber" as const,
      status: "active" as const,
    })),
  );
  const now = Date.now();
  const [fundingCall] = await t.db
    .insert(fundingCalls)
    .values({
      incubatorId: incubator.id,
      title: "Seed Fund",
      currency: "USD",
      poolCents: 10_000_000,
      maxAwardCents: 6_000_000,
      opensAt: new Date(now - 10 * 86_400_000),
      closesAt: new Date(now + 10 * 86_400_000),
      publishedAt: new Date(now - 10 * 86_400_000),
      createdBy: owner.userId,
    })
    .returning({ id: fundingCalls.id });
  if (!fundingCall) throw new Error("no call");
  const criteria = await t.db
    .insert(fundingRubricCriteria)
    .values([
      { callId: fundingCall.id, position: 1, name: "Team", weight: 1 },
      { callId: fundingCall.id, position: 2, name: "Traction", weight: 3 },
    ])
    .returning({ id: fundingRubricCriteria.id, weight: fundingRubricCriteria.weight });
  await t.db.insert(fundingCallReviewers).values(
    [reviewerA, reviewerB, conflicted].map((reviewer) => ({
      callId: fundingCall.id,
      userId: reviewer.userId,
    })),
  );

  let teamsMade = 0;
  async function newTeam(): Promise<FundingWorld["team"]> {
    teamsMade += 1;
    const [team] = await t.db
      .insert(teams)
      .values({
        incubatorId: incubator?.id as string,
        slug: `${prefix}-team-${teamsMade}`,
        name: `Team ${teamsMade}`,
      })
      .returning({ id: teams.id, slug: teams.slug });
    if (!team) throw new Error("no team");
    await t.db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: leader.userId, isLeader: true, coreRole: "ceo" });
    const [project] = await t.db
      .insert(projects)
      .values({ teamId: team.id, slug: `${prefix}-project-${teamsMade}`, name: `Project ${teamsMade}` })
      .returning({ id: projects.id });
    if (!project) throw new Error("no project");
    const milestones = await t.db
      .insert(projectMilestones)
      .values([
        { projectId: project.id, title: "Prototype" },
        { projectId: project.id, title: "Pilot" },
      ])
      .returning({ id: projectMilestones.id });
    return { ...team, projectId: project.id, milestoneIds: milestones.map((milestone) => milestone.id) };
  }

  const team = await newTeam();
  await t.db.insert(teamMembers).values({ teamId: team.id, userId: conflicted.userId });

  async function submittedApplication(options: { askCents?: number; team?: FundingWorld["team"] } = {}) {
    const applying = options.team ?? (await newTeam());
    const [application] = await t.db
      .insert(fundingApplications)
      .values({
        callId: fundingCall?.id as string,
        incubatorId: incubator?.id as string,
        teamId: applying.id,
        projectId: applying.projectId,
        createdBy: leader.userId,
        status: "submitted",
        askCents: options.askCents ?? 5_000_000,
        submittedAt: new Date(),
      })
      .returning({ id: fundingApplications.id });
    if (!application) throw new Error("no application");
    return application.id;
  }

  return {
    t,
    owner,
    admin,
    reviewerA,
    reviewerB,
    conflicted,
    leader,
    outsider,
    incubator,
    callId: fundingCall.id,
    criteria,
    team,
    submittedApplication,
    newTeam,
    api: (path, who, body, method) =>
      call(t.app, path, body, { jar: who?.jar, method: method ?? (body === undefined ? "GET" : "POST") }),
  };
}

/** The application's status as the table holds it. */
export async function statusOf(world: FundingWorld, applicationId: string): Promise<string | undefined> {
  const [row] = await world.t.db
    .select({ status: fundingApplications.status })
    .from(fundingApplications)
    .where(eq(fundingApplications.id, applicationId));
  return row?.status;
}
