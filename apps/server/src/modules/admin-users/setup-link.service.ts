import { createHash, randomBytes } from "node:crypto";
import { SETUP_LINK_VALID_HOURS, SETUP_MESSAGES, type SetupLinkStatus } from "@hatchery/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { setupTokens, userRoles } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { grantRole } from "../roles/roles.service";
import { assertCan } from "./admin-users.policy";

/**
 * The one-time link that makes the first administrator (docs/decisions/053-first-run-and-roles.md).
 * Printed at start while the installation has no admin; random (256 bits), single use, valid 24 hours,
 * kept only as its SHA-256. It never makes a second admin: once one exists every link is refused.
 */

const VALID_MS = SETUP_LINK_VALID_HOURS * 60 * 60 * 1000;

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function adminExists(db: Database): Promise<boolean> {
  const [admin] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  return admin !== undefined;
}

/** A new link when there is no admin yet, or null. Each start makes its own; each works once. */
export async function issueSetupLink(db: Database, publicUrl: string, now: Date): Promise<string | null> {
  if (await adminExists(db)) return null;
  const token = randomBytes(32).toString("base64url");
  await db.insert(setupTokens).values({
    tokenHash: hashOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VALID_MS),
  });
  return `${publicUrl.replace(/\/+$/, "")}/setup/${token}`;
}

type Token = typeof setupTokens.$inferSelect;

function statusOf(token: Token | undefined, hasAdmin: boolean, now: Date): SetupLinkStatus {
  if (!token) return { status: "unknown", message: SETUP_MESSAGES.unknown };
  if (token.usedAt) return { status: "used", message: SETUP_MESSAGES.used };
  if (token.expiresAt <= now) return { status: "expired", message: SETUP_MESSAGES.expired };
  if (hasAdmin) return { status: "admin_exists", message: SETUP_MESSAGES.adminExists };
  return { status: "valid", message: null };
}

/** What the setup page says about a link, to anyone holding it. */
export async function getSetupLinkStatus(db: Database, token: string, now: Date): Promise<SetupLinkStatus> {
  const [row] = await db
    .select()
    .from(setupTokens)
    .where(eq(setupTokens.tokenHash, hashOf(token)));
  return statusOf(row, await adminExists(db), now);
}

const REFUSALS: Record<Exclude<SetupLinkStatus["status"], "valid">, () => AppError> = {
  unknown: () => new AppError("not_found", SETUP_MESSAGES.unknown),
  used: () => new AppError("gone", SETUP_MESSAGES.used),
  expired: () => new AppError("gone", SETUP_MESSAGES.expired),
  admin_exists: () => new AppError("conflict", SETUP_MESSAGES.adminExists),
};

/**
 * Makes the signed-in, verified person the first admin and uses the link up. One transaction-wide
 * lock makes two links used at once take turns, so the second sees the admin the first made.
 */
export function useSetupLink(
  db: Database,
  actor: PolicyActor,
  token: string,
  now: Date,
  options: AuditOptions = {},
): Promise<SetupLinkStatus> {
  assertCan(actor, "useSetupLink", {});
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hatchery.setup_link'))`);
    const [row] = await tx
      .select()
      .from(setupTokens)
      .where(eq(setupTokens.tokenHash, hashOf(token)))
      .for("update");
    const status = statusOf(row, await adminExists(tx), now);
    if (status.status !== "valid" || !row)
      throw REFUSALS[status.status === "valid" ? "unknown" : status.status]();
    await tx.update(setupTokens).set({ usedAt: now, usedBy: actor.userId }).where(eq(setupTokens.id, row.id));
    await recordAudit(tx, {
      actor,
      action: "setup_link.use",
      target: { type: "setup_link", id: row.id },
      before: { used: false },
      after: { used: true },
      requestId: options.requestId,
    });
    await grantRole(tx, actor, { email: actor.email, role: "admin" }, options);
    return { status: "used", message: null };
  });
}
