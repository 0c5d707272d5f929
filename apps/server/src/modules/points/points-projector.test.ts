import { POINT_REASONS, type RealtimeEventPayload, type RealtimeEventType } from "@hatchery/shared";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../../db/client";
import {
  pointsLedger,
  positions,
  projectMilestones,
  projects,
  teamApplications,
  teamMembers,
  users,
} from "../../db/schema";
import { EVENT_PROJECTORS } from "../../event-projector-list";
import { publishEvent, type RealtimeAudience } from "../../lib/realtime/event-log";
import { installEventProjectors } from "../../lib/realtime/event-projectors";
import { insertIncubator, insertPerson, insertTeam } from "../../test/position-test-helpers";
import { createTestDatabase, testDatabaseDriver } from "../../test/test-database";

let connection: DatabaseConnection;
let db: Database;
beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
  installEventProjectors(EVENT_PROJECTORS);
});
afterAll(() => connection.close());

/** Publishes the event as the services do, in a transaction of its own. */
function publish<TType extends RealtimeEventType>(
  type: TType,
  audience: RealtimeAudience,
  payload: RealtimeEventPayload<TType>,
): Promise<number> {
  return db.transaction((tx) => publishEvent(tx, { type, audience, payload }));
}

function ledgerOf(sourceId: string) {
  return db
    .select({
      userId: pointsLedger.userId,
      incubatorId: pointsLedger.incubatorId,
      sourceKind: pointsLedger.sourceKind,
      reason: pointsLedger.reason,
      points: pointsLedger.points,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.sourceId, sourceId))
    .orderBy(asc(pointsLedger.userId));
}

async function teamWithTwoMembers() {
  const incubator = await insertIncubator(db);
  const leader = await insertPerson(db);
  const member = await insertPerson(db);
  const team = await insertTeam(db, incubator.id, leader.id);
  await db.insert(teamMembers).values({ teamId: team.id, userId: member.id });
  return { incubator, leader, member, team };
}

describe(`the points projectors on ${testDatabaseDriver()}`, () => {
  it("give each member of the team a milestone's points once, however often its event comes", async () => {
    const { incubator, leader, member, team } = await teamWithTwoMembers();
    const [project] = await db
      .insert(projects)
      .values({
        teamId: team.id,
        name: "Ledger",
        slug: `ledger-${team.id.slice(0, 8)}`,
        createdBy: leader.id,
      })
      .returning();
    if (!project) throw new Error("no project");
    const [milestone] = await db
      .insert(projectMilestones)
      .values({ projectId: project.id, title: "Beta", doneAt: new Date() })
      .returning();
    if (!milestone) throw new Error("no milestone");
    const payload = {
      projectId: project.id,
      projectSlug: project.slug,
      teamId: team.id,
      milestoneId: milestone.id,
      title: milestone.title,
    };
    await publish("project.milestone_done", { kind: "team", id: team.id }, payload);
    await publish("project.milestone_done", { kind: "team", id: team.id }, payload);

    const expected = [leader.id, member.id].sort().map((userId) => ({
      userId,
      incubatorId: incubator.id,
      sourceKind: "milestone",
      reason: "milestone_completed",
      points: POINT_REASONS.milestone_completed,
    }));
    expect(await ledgerOf(milestone.id)).toEqual(expected);
  });

  it("give nothing for a milestone that is not done", async () => {
    const { leader, team } = await teamWithTwoMembers();
    const [project] = await db
      .insert(projects)
      .values({
        teamId: team.id,
        name: "Undone",
        slug: `undone-${team.id.slice(0, 8)}`,
        createdBy: leader.id,
      })
      .returning();
    if (!project) throw new Error("no project");
    const [milestone] = await db
      .insert(projectMilestones)
      .values({ projectId: project.id, title: "Later" })
      .returning();
    if (!milestone) throw new Error("no milestone");
    await publish(
      "project.milestone_done",
      { kind: "team", id: team.id },
      {
        projectId: project.id,
        projectSlug: project.slug,
        teamId: team.id,
        milestoneId: milestone.id,
        title: "Later",
      },
    );
    expect(await ledgerOf(milestone.id)).toEqual([]);
  });

  it("give the accepted applicant their points once, from the application's two events", async () => {
    const { incubator, team } = await teamWithTwoMembers();
    const applicant = await insertPerson(db);
    const [application] = await db
      .insert(teamApplications)
      .values({ teamId: team.id, userId: applicant.id, status: "pending" })
      .returning();
    if (!application) throw new Error("no application");
    const payload = {
      applicationId: application.id,
      teamId: team.id,
      teamSlug: team.slug,
      positionId: null,
      status: "pending" as const,
    };
    await publish("application.changed", { kind: "person", id: applicant.id }, payload);
    expect(await ledgerOf(application.id)).toEqual([]);

    await db
      .update(teamApplications)
      .set({ status: "accepted" })
      .where(eq(teamApplications.id, application.id));
    const accepted = { ...payload, status: "accepted" as const };
    await publish("application.changed", { kind: "person", id: applicant.id }, accepted);
    await publish("application.changed", { kind: "team", id: team.id }, accepted);
    expect(await ledgerOf(application.id)).toEqual([
      {
        userId: applicant.id,
        incubatorId: incubator.id,
        sourceKind: "application",
        reason: "application_accepted",
        points: POINT_REASONS.application_accepted,
      },
    ]);
  });

  it("give a filled position's author its points, and nothing while it is open", async () => {
    const { incubator, leader, team } = await teamWithTwoMembers();
    const [position] = await db
      .insert(positions)
      .values({
        teamId: team.id,
        incubatorId: incubator.id,
        title: "CTO",
        hoursPerWeek: 10,
        createdBy: leader.id,
      })
      .returning();
    if (!position) throw new Error("no position");
    const payload = { positionId: position.id, teamId: team.id, incubatorId: incubator.id };
    await publish("position.changed", { kind: "incubator", id: incubator.id }, payload);
    expect(await ledgerOf(position.id)).toEqual([]);

    await db.update(positions).set({ status: "filled", filledSeats: 1 }).where(eq(positions.id, position.id));
    await publish("position.changed", { kind: "incubator", id: incubator.id }, payload);
    await publish("position.changed", { kind: "incubator", id: incubator.id }, payload);
    expect(await ledgerOf(position.id)).toEqual([
      {
        userId: leader.id,
        incubatorId: incubator.id,
        sourceKind: "position",
        reason: "position_filled",
        points: POINT_REASONS.position_filled,
      },
    ]);
  });

  it("ignore events naming no row of theirs, as old and test events do", async () => {
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(pointsLedger);
    await publish(
      "position.changed",
      { kind: "everyone" },
      { positionId: "p1", teamId: "t1", incubatorId: "i1" },
    );
    await publish(
      "application.changed",
      { kind: "everyone" },
      { applicationId: "a1", teamId: "t1", teamSlug: "t", positionId: null, status: "accepted" },
    );
    const after = await db.select({ count: sql<number>`count(*)::int` }).from(pointsLedger);
    expect(after).toEqual(before);
  });
});

describe(`the points ledger on ${testDatabaseDriver()}`, () => {
  async function oneRow() {
    const earner = await insertPerson(db);
    const incubator = await insertIncubator(db);
    await db.insert(pointsLedger).values({
      userId: earner.id,
      incubatorId: incubator.id,
      sourceKind: "application",
      sourceId: crypto.randomUUID(),
      reason: "application_accepted",
      points: 25,
    });
    return { earner, incubator };
  }

  it("refuses to change or delete a row", async () => {
    const { earner } = await oneRow();
    await expect(
      db.update(pointsLedger).set({ points: 1000 }).where(eq(pointsLedger.userId, earner.id)),
    ).rejects.toThrow();
    await expect(db.delete(pointsLedger).where(eq(pointsLedger.userId, earner.id))).rejects.toThrow();
    expect(
      await db
        .select({ points: pointsLedger.points })
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, earner.id)),
    ).toEqual([{ points: 25 }]);
  });

  it("loses a person's rows with their account", async () => {
    const { earner } = await oneRow();
    await db.delete(users).where(eq(users.id, earner.id));
    expect(await db.select().from(pointsLedger).where(eq(pointsLedger.userId, earner.id))).toEqual([]);
  });

  it("is indexed for the boards' period reads and for one person's totals", async () => {
    const { rows } = await db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'points_ledger' order by indexname`,
    );
    const definitions = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(definitions.points_ledger_incubator_earned_idx).toContain(
      "(incubator_id, earned_at, user_id, points)",
    );
    expect(definitions.points_ledger_earned_idx).toContain("(earned_at, user_id, points)");
    expect(definitions.points_ledger_source_unique).toContain("UNIQUE INDEX");
    expect(definitions.points_ledger_source_unique).toContain("(user_id, source_kind, source_id, reason)");
  });

  it("refuses a reason it does not know", async () => {
    const earner = await insertPerson(db);
    await expect(
      db.execute(sql`insert into points_ledger (user_id, source_kind, source_id, reason, points)
        values (${earner.id}, 'application', 'x', 'liked_a_post', 1)`),
    ).rejects.toThrow();
  });
});
