import { MEMBERSHIP_STATUSES, MEMBERSHIP_TIERS } from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { incubatorMembers, incubators, users } from "../../db/schema";
import { insertIncubator, insertPerson } from "../../test/position-test-helpers";
import { createTestDatabase } from "../../test/test-database";

/*
 * Each incubator's active member counts are kept on its row by a trigger on incubator_members, in the
 * transaction of each change (docs/decisions/058-growth-with-data.md), so the list reads them instead
 * of counting. Whatever happens to memberships (joins, tier and status changes, leaving, an account
 * or an incubator deleted), they equal the count.
 */

let connection: DatabaseConnection;

beforeAll(async () => {
  connection = await createTestDatabase();
});

afterAll(async () => {
  await connection.close();
});

/** Each incubator's kept counts beside a count of its active memberships, where they differ. */
async function countsThatDiffer() {
  const result = await connection.db.execute<{ id: string }>(sql`
    select i.id
      from incubators i
      left join (
        select incubator_id,
               count(*) filter (where membership_tier = 'guest') as guests,
               count(*) filter (where membership_tier = 'subscriber') as subscribers
          from incubator_members
         where status = 'active'
         group by incubator_id
      ) counted on counted.incubator_id = i.id
     where i.guest_count <> coalesce(counted.guests, 0)
        or i.subscriber_count <> coalesce(counted.subscribers, 0)`);
  return result.rows.map((row) => row.id);
}

type Step =
  | { kind: "join"; person: number; incubator: number; tier: (typeof MEMBERSHIP_TIERS)[number] }
  | { kind: "tier"; person: number; incubator: number; tier: (typeof MEMBERSHIP_TIERS)[number] }
  | { kind: "status"; person: number; incubator: number; status: (typeof MEMBERSHIP_STATUSES)[number] }
  | { kind: "touch"; person: number; incubator: number }
  | { kind: "leave"; person: number; incubator: number }
  | { kind: "delete-person"; person: number }
  | { kind: "delete-incubator"; incubator: number };

const PEOPLE = 4;
const INCUBATORS = 3;
const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const incubator = fc.integer({ min: 0, max: INCUBATORS - 1 });
const tier = fc.constantFrom(...MEMBERSHIP_TIERS);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("join" as const), person, incubator, tier }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("tier" as const), person, incubator, tier }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("status" as const),
      person,
      incubator,
      status: fc.constantFrom(...MEMBERSHIP_STATUSES),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("touch" as const), person, incubator }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("leave" as const), person, incubator }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete-person" as const), person }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete-incubator" as const), incubator }) },
);

describe("incubators' kept member counts", () => {
  it("equal the count of active members by tier after any sequence of membership changes", async () => {
    const { db } = connection;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const people = await Promise.all(Array.from({ length: PEOPLE }, () => insertPerson(db)));
        const labs = await Promise.all(Array.from({ length: INCUBATORS }, () => insertIncubator(db)));
        const member = (p: number, i: number) =>
          and(
            eq(incubatorMembers.userId, people[p]?.id ?? ""),
            eq(incubatorMembers.incubatorId, labs[i]?.id ?? ""),
          );
        for (const current of steps) {
          switch (current.kind) {
            case "join":
              // As joining does: an upsert on the membership's key.
              await db
                .insert(incubatorMembers)
                .values({
                  userId: people[current.person]?.id ?? "",
                  incubatorId: labs[current.incubator]?.id ?? "",
                  membershipTier: current.tier,
                })
                .onConflictDoUpdate({
                  target: [incubatorMembers.userId, incubatorMembers.incubatorId],
                  set: { membershipTier: current.tier, status: "active" },
                })
                // A deleted person or incubator has nothing to join.
                .catch(() => {});
              break;
            case "tier":
              await db
                .update(incubatorMembers)
                .set({ membershipTier: current.tier })
                .where(member(current.person, current.incubator));
              break;
            case "status":
              await db
                .update(incubatorMembers)
                .set({ status: current.status })
                .where(member(current.person, current.incubator));
              break;
            case "touch":
              await db
                .update(incubatorMembers)
                .set({ lastActiveAt: new Date() })
                .where(member(current.person, current.incubator));
              break;
            case "leave":
              await db.delete(incubatorMembers).where(member(current.person, current.incubator));
              break;
            case "delete-person":
              await db.delete(users).where(eq(users.id, people[current.person]?.id ?? ""));
              break;
            case "delete-incubator":
              await db.delete(incubators).where(eq(incubators.id, labs[current.incubator]?.id ?? ""));
              break;
          }
        }
        expect(await countsThatDiffer()).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });

  it("refuses a count below zero", async () => {
    const lab = await insertIncubator(connection.db);
    await expect(
      connection.db.update(incubators).set({ guestCount: -1 }).where(eq(incubators.id, lab.id)),
    ).rejects.toThrow();
  });
});
