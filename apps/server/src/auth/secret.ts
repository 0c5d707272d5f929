import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { appMeta } from "../db/schema";
import type { Env } from "../env";

/** The app_meta row holding the generated secret of an installation without AUTH_SECRET. */
export const GENERATED_AUTH_SECRET_KEY = "generated_auth_secret";

/**
 * AUTH_SECRET when set (always in production, where the settings demand it). Otherwise a random secret
 * generated on the first start and kept in the database, so sessions survive restarts and every
 * instance on one database agrees on it. The first instance to insert it wins; the others read it.
 */
export async function resolveAuthSecret(db: Database, env: Env): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production") throw new Error("AUTH_SECRET is required in production.");
  await db
    .insert(appMeta)
    .values({ key: GENERATED_AUTH_SECRET_KEY, value: { secret: randomBytes(32).toString("base64url") } })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appMeta.value })
    .from(appMeta)
    .where(eq(appMeta.key, GENERATED_AUTH_SECRET_KEY));
  const secret = (row?.value as { secret?: unknown } | undefined)?.secret;
  if (typeof secret !== "string") throw new Error(`app_meta.${GENERATED_AUTH_SECRET_KEY} holds no secret`);
  return secret;
}
