import { TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { positions, teamApplications, teamMembers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import {
  insertIncubator,
  insertPerson,
  insertTeam,
  joinIncubatorAs,
  policyActorOf,
} from "../../test/position-test-helpers";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { acceptApplication } from "./applications.service";
import { acceptInvite, createInvite } from "./invites.service";

/**
 * The two races the database settles: accepting the last seat and using a one-use link, each tried 20
 * times at once. On PostgreSQL the tries run on separate connections; exactly one wins.
 */

const TRIES = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function teamWithPosition() {
  const incubator = await insertIncubator(t.db);
  const leader = await insertPerson(t.db);
  await joinIncubatorAs(t.db, leader.id, incubator.id, "subscriber");
  const team = await insertTeam(t.db, incubator.id, leader.id);
  const [position] = await t.db
    .insert(positions)
    .values({
      teamId: team.id,
      incubatorId: incubator.id,
      title: "Engineer",
      coreRole: "cto",
      hoursPerWeek: 10,
    })
    .returning();
  if (!position) throw new Error("no position");
  return { incubator, leader: policyActorOf(leader.id, leader.email), team, position };
}

function refusalOf(result: PromiseSettledResult<unknown>): string {
  if (result.status === "fulfilled") return "accepted";
  const reason = result.reason as unknown;
  return reason instanceof AppError ? `${reason.status} ${reason.message}` : String(reason);
}

const deps = () => ({ clock: t.clock, publicUrl: TEST_PUBLIC_URL });

describe("concurrent steps", () => {
  it(`gives the last seat to exactly one of ${TRIES} concurrent accepts`, async () => {
    const { incubator, leader, team, position } = await teamWithPosition();
    const applicationIds: string[] = [];
    for (let index = 0; index < TRIES; index += 1) {
      const applicant = await insertPerson(t.db);
      await joinIncubatorAs(t.db, applicant.id, incubator.id, "guest");
      const [application] = await t.db
        .insert(teamApplications)
        .values({ teamId: team.id, positionId: position.id, userId: applicant.id })
        .returning({ id: teamApplications.id });
      applicationIds.push(application?.id ?? "");
    }
    const results = await Promise.allSettled(
      applicationIds.map((id) => acceptApplication(t.db, leader, { id }, deps())),
    );
    const outcomes = results.map(refusalOf);
    expect(outcomes.filter((outcome) => outcome === "accepted")).toHaveLength(1);
    // Losers are told the seat is gone (or, having waited for the winner, that the role is now taken).
    for (const outcome of outcomes.filter((entry) => entry !== "accepted")) {
      expect(outcome.startsWith("409 ")).toBe(true);
    }
    const members = await t.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.coreRole, "cto")));
    expect(members).toHaveLength(1);
    const [after] = await t.db.select().from(positions).where(eq(positions.id, position.id));
    expect(after).toMatchObject({ status: "filled", filledSeats: 1 });
    const accepted = await t.db
      .select()
      .from(teamApplications)
      .where(and(eq(teamApplications.positionId, position.id), eq(teamApplications.status, "accepted")));
    expect(accepted).toHaveLength(1);
  });

  it(`lets exactly one of ${TRIES} people use a one-use invite at once`, async () => {
    const { leader, position } = await teamWithPosition();
    const { url } = await createInvite(
      t.db,
      leader,
      { id: position.id, expiresInDays: 7, maxUses: 1, requiresApproval: true },
      deps(),
    );
    const token = url.split("/").at(-1) ?? "";
    const people = [];
    for (let index = 0; index < TRIES; index += 1) people.push(await insertPerson(t.db));
    const results = await Promise.allSettled(
      people.map((who) => acceptInvite(t.db, who.actor, { token, message: "" }, deps())),
    );
    const outcomes = results.map(refusalOf);
    expect(outcomes.filter((outcome) => outcome === "accepted")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== "accepted")).toEqual(
      Array.from({ length: TRIES - 1 }, () => `410 ${TEAM_ERROR_MESSAGES.inviteUsedUp}`),
    );
    const applications = await t.db
      .select()
      .from(teamApplications)
      .where(eq(teamApplications.positionId, position.id));
    expect(applications).toHaveLength(1);
  });
});
