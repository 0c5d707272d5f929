import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { Env } from "../env";
import type { Actor } from "../lib/context";
import { grantRole, listRoles } from "../modules/roles/roles.service";

/** Who the audit log names for a role granted because the address is in ADMIN_EMAILS. */
export const ADMIN_EMAILS_ACTOR: Actor = { kind: "system", name: "ADMIN_EMAILS" };

/**
 * Grants `admin` to the person when their address is in ADMIN_EMAILS and verified
 * (docs/decisions/044-first-administrator.md). Read from the database rather than from what Better Auth
 * hands a hook, so only a verified address as stored counts: an unverified one could be anyone's claim.
 * Idempotent: an admin already is one, and nothing is written or recorded again.
 */
export async function grantListedAdministrator(db: Database, env: Env, userId: string): Promise<void> {
  if (env.ADMIN_EMAILS.length === 0) return;
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.emailVerified || !env.ADMIN_EMAILS.includes(user.email.toLowerCase())) return;
  if ((await listRoles(db, userId)).includes("admin")) return;
  await grantRole(db, ADMIN_EMAILS_ACTOR, { email: user.email, role: "admin" });
}
