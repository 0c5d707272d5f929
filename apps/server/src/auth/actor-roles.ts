import type { Role } from "@hatchery/shared";
import type { Context } from "hono";
import type { Database } from "../db/client";
import type { AppEnv } from "../lib/context";
import type { HeldRoles, PolicyActor } from "../lib/policy";
import { listRoles } from "../modules/roles/roles.service";

/**
 * The signed-in person's roles, looked up at most once per request however many guards and policies
 * ask: the lookup is kept on the request's context, for the person it was made for.
 */
export function loadActorRoles(c: Context<AppEnv>, db: Database): Promise<HeldRoles> {
  const actor = c.get("actor");
  if (actor.kind !== "user") return Promise.resolve({ ok: true, roles: [] as Role[] });
  const cached = c.get("actorRoles");
  if (cached?.userId === actor.userId) return cached.lookup;
  const lookup = listRoles(db, actor.userId).then(
    (roles): HeldRoles => ({ ok: true, roles }),
    (error: unknown): HeldRoles => ({ ok: false, error }),
  );
  c.set("actorRoles", { userId: actor.userId, lookup });
  return lookup;
}

/** The request's actor with their roles, what the policies decide on. */
export async function loadPolicyActor(c: Context<AppEnv>, db: Database): Promise<PolicyActor> {
  const actor = c.get("actor");
  if (actor.kind !== "user") return actor;
  return { ...actor, heldRoles: await loadActorRoles(c, db) };
}
