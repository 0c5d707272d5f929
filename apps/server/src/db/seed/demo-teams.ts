import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { utcCalendarDayFrom } from "../../lib/dates";
import { periodEndAfter } from "../../modules/subscriptions/subscription-renewal";
import type { Database } from "../client";
import {
  incubatorMembers,
  incubators,
  positions,
  projectMilestones,
  projects,
  projectUpdates,
  subscriptionPlans,
  subscriptions,
  teamMembers,
  teams,
  userProfiles,
  users,
} from "../schema";
import { initialsAvatar } from "./demo-avatar";
import { DEMO_EMAIL_DOMAIN, DEMO_PEOPLE, type DemoPerson } from "./demo-people";
import { DEMO_TEAMS, type DemoTeam } from "./demo-team-content";
import type { SeedContext, SeedStep } from "./seed";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before the seed a demo person without a team joined their incubator. */
const UNATTACHED_MEMBER_DAYS = 12;

export function demoEmail(person: Pick<DemoPerson, "key">): string {
  return `${person.key}@${DEMO_EMAIL_DOMAIN}`;
}

/** An id shaped like Better Auth's (32 URL-safe random characters), so demo people look like any other. */
function newUserId(): string {
  return randomBytes(24).toString("base64url");
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** A calendar date (`date` column) this many days from `now`, in UTC. */
function dateFrom(now: Date, days: number): string {
  return utcCalendarDayFrom(now, days);
}

/** When a person joined their incubator: a little before the first team they joined. */
function joinedDaysAgo(person: DemoPerson): number {
  const days = DEMO_TEAMS.flatMap((team) => team.members)
    .filter((member) => member.person === person.key)
    .map((member) => member.joinedDaysAgo + 3);
  return Math.max(UNATTACHED_MEMBER_DAYS, ...days);
}

/**
 * A subscription the renewal schedule carries on like any other built-in one: a trial halfway through
 * its free period, or an active subscription in its current month since the person joined.
 */
function subscriptionDates(
  status: "trial" | "active",
  trialPeriodDays: number,
  joinedAt: Date,
  now: Date,
): { createdAt: Date; trialEndsAt: Date | null; currentPeriodEnd: Date } {
  if (status === "trial") {
    const createdAt = daysBefore(now, Math.floor(trialPeriodDays / 2));
    const trialEndsAt = new Date(createdAt.getTime() + trialPeriodDays * DAY_MS);
    return { createdAt, trialEndsAt, currentPeriodEnd: trialEndsAt };
  }
  return { createdAt: joinedAt, trialEndsAt: null, currentPeriodEnd: periodEndAfter(joinedAt, now) };
}

async function incubatorIdsBySlug(tx: Database): Promise<Map<string, string>> {
  const slugs = [...new Set([...DEMO_PEOPLE, ...DEMO_TEAMS].map((item) => item.incubator))];
  const rows = await tx
    .select({ id: incubators.id, slug: incubators.slug })
    .from(incubators)
    .where(inArray(incubators.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * The demo people: their accounts (no credential row, so no password can sign them in), profiles with
 * team preferences, active memberships and, for subscribers, a running built-in subscription. A person
 * whose address already exists is left alone. Answers every demo person's id by key.
 */
async function seedDemoPeople(
  tx: Database,
  incubatorIds: Map<string, string>,
  now: Date,
): Promise<Map<string, string>> {
  const people = DEMO_PEOPLE.filter((person) => incubatorIds.has(person.incubator));
  if (people.length === 0) return new Map();
  const joinedAt = new Map(people.map((person) => [person.key, daysBefore(now, joinedDaysAgo(person))]));
  const created = await tx
    .insert(users)
    .values(
      people.map((person) => ({
        id: newUserId(),
        name: `${person.firstName} ${person.lastName}`,
        email: demoEmail(person),
        // An .invalid address can never be confirmed.
        emailVerified: false,
        image: initialsAvatar(person.firstName, person.lastName),
        firstName: person.firstName,
        lastName: person.lastName,
        createdAt: joinedAt.get(person.key),
      })),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const createdIds = new Map(created.map((row) => [row.email, row.id]));
  const newPeople = people.flatMap((person) => {
    const userId = createdIds.get(demoEmail(person));
    return userId ? [{ person, userId, joinedAt: joinedAt.get(person.key) ?? now }] : [];
  });

  if (newPeople.length > 0) {
    await tx.insert(userProfiles).values(
      newPeople.map(({ person, userId }) => ({
        userId,
        headline: person.headline,
        bio: person.bio,
        location: person.location,
        preferredRoles: person.preferredRoles,
        skills: person.skills,
        hoursPerWeek: person.hoursPerWeek,
        rolePreference: person.rolePreference,
      })),
    );
    await tx.insert(incubatorMembers).values(
      newPeople.map(({ person, userId, joinedAt }) => ({
        userId,
        incubatorId: incubatorIds.get(person.incubator) as string,
        membershipTier: person.subscription ? ("subscriber" as const) : ("guest" as const),
        status: "active" as const,
        joinedAt,
        lastActiveAt: daysBefore(now, 1),
      })),
    );
    await seedDemoSubscriptions(tx, incubatorIds, newPeople, now);
  }

  const all = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, people.map(demoEmail)));
  const idByEmail = new Map(all.map((row) => [row.email, row.id]));
  return new Map(
    people.flatMap((person) => {
      const id = idByEmail.get(demoEmail(person));
      return id ? [[person.key, id] as const] : [];
    }),
  );
}

async function seedDemoSubscriptions(
  tx: Database,
  incubatorIds: Map<string, string>,
  newPeople: { person: DemoPerson; userId: string; joinedAt: Date }[],
  now: Date,
): Promise<void> {
  const subscribers = newPeople.filter(({ person }) => person.subscription);
  if (subscribers.length === 0) return;
  const plans = await tx
    .select({
      id: subscriptionPlans.id,
      incubatorId: subscriptionPlans.incubatorId,
      name: subscriptionPlans.name,
      trialPeriodDays: subscriptionPlans.trialPeriodDays,
    })
    .from(subscriptionPlans)
    .where(inArray(subscriptionPlans.incubatorId, [...incubatorIds.values()]));
  await tx.insert(subscriptions).values(
    subscribers.map(({ person, userId, joinedAt }) => {
      const incubatorId = incubatorIds.get(person.incubator) as string;
      const wanted = person.subscription as NonNullable<DemoPerson["subscription"]>;
      const plan = plans.find((row) => row.incubatorId === incubatorId && row.name === wanted.plan);
      // The content is checked by the seed's tests; this only names the mistake if it slips through.
      if (!plan) throw new Error(`demo plan "${wanted.plan}" is not a plan of ${person.incubator}`);
      return {
        userId,
        incubatorId,
        planId: plan.id,
        status: wanted.status,
        provider: "builtin" as const,
        ...subscriptionDates(wanted.status, plan.trialPeriodDays, joinedAt, now),
      };
    }),
  );
}

/** Teams whose slug is new, with their members, projects, milestones and positions; existing slugs are left alone. */
async function seedTeams(
  tx: Database,
  incubatorIds: Map<string, string>,
  personIds: Map<string, string>,
  now: Date,
): Promise<void> {
  const wanted = DEMO_TEAMS.filter((team) => incubatorIds.has(team.incubator));
  if (wanted.length === 0) return;
  const personId = (key: string) => {
    const id = personIds.get(key);
    if (!id) throw new Error(`demo person ${key} is missing`);
    return id;
  };
  const leaderOf = (team: DemoTeam) => personId(team.members.find((member) => member.isLeader)?.person ?? "");
  const lastChangedDaysAgo = (team: DemoTeam) =>
    Math.min(team.startedDaysAgo, ...team.projects.map((project) => project.updatedDaysAgo));

  const created = await tx
    .insert(teams)
    .values(
      wanted.map((team) => ({
        incubatorId: incubatorIds.get(team.incubator) as string,
        slug: team.slug,
        name: team.name,
        tagline: team.tagline,
        description: team.description,
        stage: team.stage,
        visibility: team.visibility,
        createdBy: leaderOf(team),
        createdAt: daysBefore(now, team.startedDaysAgo),
        updatedAt: daysBefore(now, lastChangedDaysAgo(team)),
      })),
    )
    .onConflictDoNothing({ target: teams.slug })
    .returning({ id: teams.id, slug: teams.slug, incubatorId: teams.incubatorId });
  const newTeams = created.flatMap((row) => {
    const team = wanted.find((candidate) => candidate.slug === row.slug);
    return team ? [{ team, id: row.id, incubatorId: row.incubatorId }] : [];
  });
  if (newTeams.length === 0) return;

  await tx.insert(teamMembers).values(
    newTeams.flatMap(({ team, id }) =>
      team.members.map((member) => ({
        teamId: id,
        userId: personId(member.person),
        coreRole: member.coreRole,
        title: member.title,
        isLeader: member.isLeader,
        joinedAt: daysBefore(now, member.joinedDaysAgo),
      })),
    ),
  );

  const positionRows = newTeams.flatMap(({ team, id, incubatorId }) =>
    team.positions.map(({ postedDaysAgo, ...position }) => ({
      ...position,
      teamId: id,
      incubatorId,
      createdBy: leaderOf(team),
      createdAt: daysBefore(now, postedDaysAgo),
      updatedAt: daysBefore(now, postedDaysAgo),
    })),
  );
  if (positionRows.length > 0) await tx.insert(positions).values(positionRows);

  const projectRows = newTeams.flatMap(({ team, id }) =>
    team.projects.map(({ milestones: _milestones, updatedDaysAgo, ...project }) => ({
      ...project,
      teamId: id,
      createdBy: leaderOf(team),
      createdAt: daysBefore(now, Math.max(updatedDaysAgo, team.startedDaysAgo - 7)),
      updatedAt: daysBefore(now, updatedDaysAgo),
    })),
  );
  if (projectRows.length === 0) return;
  const createdProjects = await tx
    .insert(projects)
    .values(projectRows)
    .onConflictDoNothing({ target: projects.slug })
    .returning({ id: projects.id, slug: projects.slug });
  const seeded = createdProjects.flatMap(({ id, slug }) => {
    const owner = newTeams.find(({ team }) => team.projects.some((candidate) => candidate.slug === slug));
    const project = owner?.team.projects.find((candidate) => candidate.slug === slug);
    const row = projectRows.find((candidate) => candidate.slug === slug);
    return owner && project && row ? [{ id, team: owner.team, project, createdAt: row.createdAt }] : [];
  });
  const milestones = seeded.flatMap(({ id, project }) =>
    project.milestones.map((milestone) => ({
      projectId: id,
      title: milestone.title,
      dueOn: milestone.dueInDays === null ? null : dateFrom(now, milestone.dueInDays),
      doneAt: milestone.doneDaysAgo === undefined ? null : daysBefore(now, milestone.doneDaysAgo),
    })),
  );
  if (milestones.length > 0) await tx.insert(projectMilestones).values(milestones);
  const updates = seeded.flatMap((entry) => demoProjectUpdates(entry, personId, now));
  if (updates.length > 0) {
    // Oldest first, so the ids (the timeline's order) follow the times.
    updates.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await tx.insert(projectUpdates).values(updates);
  }
}

/**
 * A demo project's timeline: created by its team's leader, each done milestone ticked off by a member
 * in turn, and its latest change (a launch, or a move to its status with a fresher description).
 */
function demoProjectUpdates(
  {
    id,
    team,
    project,
    createdAt,
  }: { id: string; team: DemoTeam; project: DemoTeam["projects"][number]; createdAt: Date },
  personId: (key: string) => string,
  now: Date,
): (typeof projectUpdates.$inferInsert & { createdAt: Date })[] {
  const members = team.members.map((member) => personId(member.person));
  const leader = personId(team.members.find((member) => member.isLeader)?.person ?? "");
  const memberAt = (index: number) => members[index % members.length] ?? leader;
  const updates: (typeof projectUpdates.$inferInsert & { createdAt: Date })[] = [
    { projectId: id, kind: "created", actorId: leader, createdAt },
  ];
  project.milestones.forEach((milestone, index) => {
    if (milestone.doneDaysAgo === undefined) return;
    updates.push({
      projectId: id,
      kind: "milestone_done",
      actorId: memberAt(index + 1),
      milestoneTitle: milestone.title,
      createdAt: daysBefore(now, milestone.doneDaysAgo),
    });
  });
  const updatedAt = daysBefore(now, project.updatedDaysAgo);
  if (updatedAt.getTime() > createdAt.getTime()) {
    const launched = project.status === "launched";
    updates.push({
      projectId: id,
      kind: launched ? "launched" : "updated",
      actorId: launched ? leader : memberAt(project.milestones.length),
      changedFields: ["description"],
      status: project.status === "idea" ? null : project.status,
      createdAt: updatedAt,
    });
  }
  return updates;
}

/**
 * Demo people and the teams they form in the demo incubators (after the incubators step, in the same
 * transaction). Every insert is one statement for all rows, so the first start stays fast.
 */
export async function seedDemoTeams(tx: Database, { now }: SeedContext): Promise<void> {
  const incubatorIds = await incubatorIdsBySlug(tx);
  const personIds = await seedDemoPeople(tx, incubatorIds, now);
  await seedTeams(tx, incubatorIds, personIds, now);
}

export const demoTeamsStep: SeedStep = { name: "teams", run: seedDemoTeams };
