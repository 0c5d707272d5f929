import { randomUUID } from "node:crypto";
import type { MembershipTier, TeamVisibility } from "@hatchery/shared";
import type { Database } from "../db/client";
import { incubatorMembers, incubators, teamMembers, teams, users } from "../db/schema";
import type { PolicyActor } from "../lib/policy";

/** Rows the position tests start from, written straight to the database (teams have their own module). */

let sequence = 0;
function next(): number {
  sequence += 1;
  return sequence;
}

export async function insertIncubator(db: Database): Promise<{ id: string; slug: string; name: string }> {
  const n = next();
  const [row] = await db
    .insert(incubators)
    .values({ slug: `pos-lab-${n}`, name: `Position Lab ${n}`, status: "active" })
    .returning({ id: incubators.id, slug: incubators.slug, name: incubators.name });
  if (!row) throw new Error("no incubator");
  return row;
}

export async function insertTeam(
  db: Database,
  incubatorId: string,
  leaderId: string,
  visibility: TeamVisibility = "public",
): Promise<{ id: string; slug: string; name: string }> {
  const n = next();
  const [row] = await db
    .insert(teams)
    .values({ incubatorId, slug: `pos-team-${n}`, name: `Team ${n}`, tagline: `Tagline ${n}`, visibility })
    .returning({ id: teams.id, slug: teams.slug, name: teams.name });
  if (!row) throw new Error("no team");
  await db.insert(teamMembers).values({ teamId: row.id, userId: leaderId, isLeader: true, coreRole: "ceo" });
  return row;
}

export async function joinIncubatorAs(
  db: Database,
  userId: string,
  incubatorId: string,
  tier: MembershipTier,
): Promise<void> {
  await db
    .insert(incubatorMembers)
    .values({ userId, incubatorId, membershipTier: tier, status: "active" })
    .onConflictDoUpdate({
      target: [incubatorMembers.userId, incubatorMembers.incubatorId],
      set: { membershipTier: tier, status: "active" },
    });
}

/** A person without a session, for tests that call the services directly. */
export async function insertPerson(db: Database): Promise<{ id: string; email: string; actor: PolicyActor }> {
  const n = next();
  const id = randomUUID().replaceAll("-", "");
  const email = `pos-person-${n}-${id.slice(0, 6)}@hatchery.test`;
  await db.insert(users).values({ id, email, name: `Person ${n}`, firstName: "Person", emailVerified: true });
  return { id, email, actor: policyActorOf(id, email) };
}

export function policyActorOf(userId: string, email: string): PolicyActor {
  return { kind: "user", userId, email, emailVerified: true, heldRoles: { ok: true, roles: [] } };
}
