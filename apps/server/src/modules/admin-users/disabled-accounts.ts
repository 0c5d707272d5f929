import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { disabledAccounts } from "../../db/schema";

/**
 * Whether an admin has disabled the person's account: sign-in asks before it opens a session
 * (src/auth/auth.ts). Kept apart from the service so the auth setup imports no policy.
 */
export async function isAccountDisabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: disabledAccounts.userId })
    .from(disabledAccounts)
    .where(eq(disabledAccounts.userId, userId));
  return row !== undefined;
}
