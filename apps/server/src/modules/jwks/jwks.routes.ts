import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../../module-deps";

export const WELL_KNOWN_JWKS_PATH = "/.well-known/jwks.json";

/**
 * The public keys that verify the tokens Better Auth issues (GET /api/auth/token), at the address
 * other services look for them (SPEC §7). The same set as /api/auth/jwks: only public keys.
 * Outside /api, like other documents for machines. Verifiers refetch on an unknown key id, so a
 * short cache is enough to spare the database.
 */
export function jwksRoutes({ auth }: ModuleDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get(WELL_KNOWN_JWKS_PATH, async (c) => {
    const keySet = await auth.api.getJwks();
    c.header("Cache-Control", "public, max-age=300");
    return c.json(keySet);
  });
}
