import { ADMIN_USERS_MESSAGES } from "@hatchery/shared";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { disabledAccounts, sessions, userRoles, users } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { type AdminUsersResource, assertCan } from "./admin-users.policy";

/**
 * Disabling and enabling accounts (docs/decisions/053-first-run-and-roles.md), for the Users section
 * and for any other area that must suspend a person (the moderation queue). A disabled person's
 * sessions are deleted in the same transaction, so every request of theirs (an API call, the event
 * stream reconnecting) is refused from the next one, and sign-in refuses them (src/auth/auth.ts).
 */

export interface AccountStatus {
  userId: string;
  disabled: boolean;
}

/** Locks the person's row, so changes of one account's status take turns; 404 when there is none. */
async function lockUser(tx: Database, userId: string): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw new AppError("not_found", ADMIN_USERS_MESSAGES.userNotFound);
}

/**
 * Whether the person is an admin, and how many other admins can still sign in. The admin rows are
 * locked first: two admins disabling each other at once take turns, and the second sees the first.
 */
export async function adminStanding(tx: Database, userId: string): Promise<AdminUsersResource> {
  const admins = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .for("update");
  const [others] = await tx
    .select({ total: count() })
    .from(userRoles)
    .leftJoin(disabledAccounts, eq(disabledAccounts.userId, userRoles.userId))
    .where(and(eq(userRoles.role, "admin"), ne(userRoles.userId, userId), isNull(disabledAccounts.userId)));
  return {
    userId,
    isAdmin: admins.some((admin) => admin.userId === userId),
    otherAdmins: others?.total ?? 0,
  };
}

/** Deletes every session of the person; returns how many there were. */
export async function endAllSessions(tx: Database, userId: string): Promise<number> {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/**
 * Disables the account and ends its sessions. Idempotent: disabling a disabled account ends any
 * session left and records nothing new. Refused for one's own account and for the last admin.
 */
export function disableAccount(
  db: Database,
  actor: PolicyActor,
  input: { userId: string; reason?: string | null | undefined },
  now: Date,
  options: AuditOptions = {},
): Promise<AccountStatus> {
  return db.transaction(async (tx) => {
    // The role first, so only an admin learns whether the person exists.
    assertCan(actor, "disable", { userId: input.userId });
    await lockUser(tx, input.userId);
    assertCan(actor, "disable", await adminStanding(tx, input.userId));
    const reason = input.reason?.trim() ? input.reason : null;
    const inserted = await tx
      .insert(disabledAccounts)
      .values({
        userId: input.userId,
        reason,
        disabledBy: actor.kind === "user" ? actor.userId : null,
        disabledAt: now,
      })
      .onConflictDoNothing()
      .returning({ userId: disabledAccounts.userId });
    const sessionsEnded = await endAllSessions(tx, input.userId);
    await publishEvent(tx, {
      type: "account.disabled",
      audience: { kind: "person", id: input.userId },
      payload: {},
    });
    if (inserted.length > 0) {
      await recordAudit(tx, {
        actor,
        action: "account.disable",
        target: { type: "user", id: input.userId },
        before: { disabled: false },
        after: { disabled: true, reason, sessionsEnded },
        requestId: options.requestId,
      });
    }
    return { userId: input.userId, disabled: true };
  });
}

/** Lets the person sign in again. Idempotent: enabling an enabled account records nothing. */
export function enableAccount(
  db: Database,
  actor: PolicyActor,
  input: { userId: string },
  _now: Date,
  options: AuditOptions = {},
): Promise<AccountStatus> {
  return db.transaction(async (tx) => {
    assertCan(actor, "enable", { userId: input.userId });
    await lockUser(tx, input.userId);
    const removed = await tx
      .delete(disabledAccounts)
      .where(eq(disabledAccounts.userId, input.userId))
      .returning({ reason: disabledAccounts.reason });
    if (removed.length > 0) {
      await recordAudit(tx, {
        actor,
        action: "account.enable",
        target: { type: "user", id: input.userId },
        before: { disabled: true },
        after: { disabled: false },
        requestId: options.requestId,
      });
    }
    return { userId: input.userId, disabled: false };
  });
}

/** Ends every session of the person: they sign in again on each device. */
export function signOutEverywhere(
  db: Database,
  actor: PolicyActor,
  input: { userId: string },
  options: AuditOptions = {},
): Promise<{ sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    assertCan(actor, "signOutEverywhere", { userId: input.userId });
    await lockUser(tx, input.userId);
    const sessionsEnded = await endAllSessions(tx, input.userId);
    await recordAudit(tx, {
      actor,
      action: "account.sign_out_everywhere",
      target: { type: "user", id: input.userId },
      before: { sessions: sessionsEnded },
      after: { sessions: 0 },
      requestId: options.requestId,
    });
    return { sessionsEnded };
  });
}
