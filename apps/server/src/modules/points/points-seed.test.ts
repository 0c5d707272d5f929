import { randomUUID } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../../db/client";
import { MIGRATIONS_FOLDER, runMigrations } from "../../db/migrate";
import {
  pointsLedger,
  positions,
  projectMilestones,
  projects,
  teamApplicationSteps,
  teamApplications,
  teamMembers,
  teams,
} from "../../db/schema";
import { createTestDatabase, testDatabaseDriver } from "../../test/test-database";
import { awardPointsFromHistory } from "./points-history";

/**
 * The ledger's migration on a database that already holds what earned points before it existed: done
 * milestones, accepted applications and filled positions become rows, once.
 */

let connection: DatabaseConnection;
let db: Database;
let folderBefore: string;
let ledgerMigration: string;

beforeAll(async () => {
  connection = await createTestDatabase({ empty: true });
  db = connection.db;
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith("_points_ledger"));
  if (!entry) throw new Error("no points ledger migration");
  ledgerMigration = await readFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), "utf8");
  // The migrations as they were before the ledger's.
  folderBefore = await mkdtemp(path.join(tmpdir(), "hatchery-migrations-"));
  await cp(MIGRATIONS_FOLDER, folderBefore, { recursive: true });
  const earlier = { ...journal, entries: journal.entries.filter((candidate) => candidate.idx < entry.idx) };
  await writeFile(path.join(folderBefore, "meta/_journal.json"), JSON.stringify(earlier));
});
afterAll(async () => {
  await connection.close();
  await rm(folderBefore, { recursive: true, force: true });
});

/**
 * A person as the users table was before the ledger: written with SQL, as the schema's later columns
 * (a time zone, say) do not exist yet at this migration.
 */
async function insertPerson(db: Database): Promise<{ id: string }> {
  const id = randomUUID().replaceAll("-", "");
  await db.execute(
    sql`insert into users (id, name, email, email_verified) values (${id}, 'Seeded person', ${`seeded-${id}@hatchery.test`}, true)`,
  );
  return { id };
}

/** An incubator as the table was before the ledger (its member counts came later), written with SQL too. */
async function insertIncubatorBeforeLedger(db: Database): Promise<{ id: string }> {
  const result = await db.execute<{ id: string }>(
    sql`insert into incubators (slug, name, status) values ('seeded-lab', 'Seeded Lab', 'active') returning id`,
  );
  const [row] = result.rows;
  if (!row) throw new Error("no incubator");
  return row;
}

const DONE_AT = new Date("2026-03-02T10:00:00.000Z");
const ACCEPTED_AT = new Date("2026-03-05T09:30:00.000Z");

async function ledger() {
  return db
    .select({
      userId: pointsLedger.userId,
      incubatorId: pointsLedger.incubatorId,
      sourceKind: pointsLedger.sourceKind,
      sourceId: pointsLedger.sourceId,
      reason: pointsLedger.reason,
      points: pointsLedger.points,
      earnedAt: pointsLedger.earnedAt,
    })
    .from(pointsLedger)
    .orderBy(asc(pointsLedger.sourceKind), asc(pointsLedger.userId));
}

describe(`the points ledger's migration on ${testDatabaseDriver()}`, () => {
  it("seeds the points of what happened before it, and seeding again adds nothing", async () => {
    await runMigrations(connection, folderBefore);
    const incubator = await insertIncubatorBeforeLedger(db);
    const [leader, lateJoiner, applicant, declined] = [
      await insertPerson(db),
      await insertPerson(db),
      await insertPerson(db),
      await insertPerson(db),
    ];
    const [team] = await db
      .insert(teams)
      .values({ incubatorId: incubator.id, slug: "seeded-team", name: "Seeded", tagline: "Before points" })
      .returning();
    if (!team) throw new Error("no team");
    await db.insert(teamMembers).values([
      { teamId: team.id, userId: leader.id, isLeader: true, joinedAt: new Date("2026-01-10T00:00:00.000Z") },
      // Joined after the milestone was done: it was not theirs.
      { teamId: team.id, userId: lateJoiner.id, joinedAt: new Date("2026-04-01T00:00:00.000Z") },
    ]);
    const [project] = await db
      .insert(projects)
      .values({ teamId: team.id, slug: "seeded-project", name: "Seeded project" })
      .returning();
    if (!project) throw new Error("no project");
    const [done] = await db
      .insert(projectMilestones)
      .values([
        { projectId: project.id, title: "Done", doneAt: DONE_AT },
        { projectId: project.id, title: "Not yet" },
      ])
      .returning();
    if (!done) throw new Error("no milestone");
    const [filled, open, authorless] = await db
      .insert(positions)
      .values([
        {
          teamId: team.id,
          incubatorId: incubator.id,
          title: "CTO",
          hoursPerWeek: 10,
          status: "filled",
          filledSeats: 1,
          createdBy: leader.id,
        },
        { teamId: team.id, incubatorId: incubator.id, title: "CMO", hoursPerWeek: 10, createdBy: leader.id },
        {
          teamId: team.id,
          incubatorId: incubator.id,
          title: "CFO",
          hoursPerWeek: 5,
          status: "filled",
          filledSeats: 1,
        },
      ])
      .returning();
    if (!filled || !open || !authorless) throw new Error("no positions");
    const [accepted] = await db
      .insert(teamApplications)
      .values([
        { teamId: team.id, userId: applicant.id, positionId: filled.id, status: "accepted" },
        { teamId: team.id, userId: declined.id, status: "declined" },
      ])
      .returning();
    if (!accepted) throw new Error("no application");
    await db.insert(teamApplicationSteps).values([
      { applicationId: accepted.id, status: "pending", createdAt: new Date("2026-03-01T00:00:00.000Z") },
      { applicationId: accepted.id, status: "accepted", actorId: leader.id, createdAt: ACCEPTED_AT },
    ]);
    const [filledAt] = (
      await db.execute<{ updated_at: string }>(sql`select updated_at from positions where id = ${filled.id}`)
    ).rows;

    await runMigrations(connection);
    const expected = [
      {
        userId: applicant.id,
        incubatorId: incubator.id,
        sourceKind: "application",
        sourceId: accepted.id,
        reason: "application_accepted",
        points: 25,
        earnedAt: ACCEPTED_AT,
      },
      {
        userId: leader.id,
        incubatorId: incubator.id,
        sourceKind: "milestone",
        sourceId: done.id,
        reason: "milestone_completed",
        points: 20,
        earnedAt: DONE_AT,
      },
      {
        userId: leader.id,
        incubatorId: incubator.id,
        sourceKind: "position",
        sourceId: filled.id,
        reason: "position_filled",
        points: 15,
        earnedAt: new Date(filledAt?.updated_at ?? 0),
      },
    ];
    expect(await ledger()).toEqual(expected);

    // The seed's statements once more, as a rerun would: the unique key keeps every row single.
    const seedStatements = ledgerMigration
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter((statement) => /^(--.*\n)*INSERT INTO "points_ledger"/.test(statement));
    expect(seedStatements).toHaveLength(3);
    for (const statement of seedStatements) await db.execute(sql.raw(statement));
    expect(await ledger()).toEqual(expected);
    // The demo seed's reading of the same history keys its rows alike, so it finds them counted.
    await awardPointsFromHistory(db);
    expect(await ledger()).toEqual(expected);
  });
});
