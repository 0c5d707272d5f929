import { normalizeEmail, ROLES, type Role } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userRoles, users } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
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

async function findUserByEmail(
  db: Database,
  email: string,
  { lock = false } = {},
): Promise<{ id: string; email: string }> {
  const query = db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  const [user] = lock ? await query.for("update") : await query;
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

/**
 * Adds or removes one role and records the change in the audit log, in one transaction. The person's
 * row is locked first, so concurrent changes of their roles take turns and each entry's before/after
 * is exact.
 */
function changeRole(
  db: Database,
  actor: Actor,
  input: { email: string; role: Role },
  change: "grant" | "revoke",
  options: AuditOptions,
): Promise<UserRoles> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email, { lock: true });
    const before = await listRoles(tx, user.id);
    if (change === "grant") {
      await tx.insert(userRoles).values({ userId: user.id, role: input.role }).onConflictDoNothing();
    } else {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, input.role)));
    }
    const after = await listRoles(tx, user.id);
    await recordAudit(tx, {
      actor,
      action: `role.${change}`,
      target: { type: "user", id: user.id },
      before: { roles: before },
      after: { roles: after },
      requestId: options.requestId,
    });
    return { userId: user.id, email: user.email, roles: after };
  });
}

/** Idempotent: granting a role the person already has changes nothing and records nothing. */
export function grantRole(
  db: Database,
  actor: Actor,
  input: { email: string; role: Role },
  options: AuditOptions = {},
): Promise<UserRoles> {
  return changeRole(db, actor, input, "grant", options);
}

/** Idempotent: revoking a role the person does not have changes nothing and records nothing. */
export function revokeRole(
  db: Database,
  actor: Actor,
  input: { email: string; role: Role },
  options: AuditOptions = {},
): Promise<UserRoles> {
  return changeRole(db, actor, input, "revoke", options);
}
