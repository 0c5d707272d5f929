import { normalizeEmail, ROLES, type Role } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userRoles, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";

export interface UserRoles {
  userId: string;
  email: string;
  roles: Role[];
}

/** The person's roles in the order of ROLES; an empty list when there are none. */
export async function listRoles(db: Database, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  const held = new Set(rows.map((row) => row.role));
  return ROLES.filter((role) => held.has(role));
}

async function findUserByEmail(db: Database, email: string): Promise<{ id: string; email: string }> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!user) throw new AppError("not_found", "There is no account with this email address.");
  return user;
}

export async function getUserRoles(
  db: Database,
  _actor: Actor,
  input: { email: string },
): Promise<UserRoles> {
  const user = await findUserByEmail(db, input.email);
  return { userId: user.id, email: user.email, roles: await listRoles(db, user.id) };
}

/** Idempotent: granting a role the person already has changes nothing. */
export async function grantRole(
  db: Database,
  _actor: Actor,
  input: { email: string; role: Role },
): Promise<UserRoles> {
  const user = await findUserByEmail(db, input.email);
  await db.insert(userRoles).values({ userId: user.id, role: input.role }).onConflictDoNothing();
  return { userId: user.id, email: user.email, roles: await listRoles(db, user.id) };
}

/** Idempotent: revoking a role the person does not have changes nothing. */
export async function revokeRole(
  db: Database,
  _actor: Actor,
  input: { email: string; role: Role },
): Promise<UserRoles> {
  const user = await findUserByEmail(db, input.email);
  await db.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, input.role)));
  return { userId: user.id, email: user.email, roles: await listRoles(db, user.id) };
}
