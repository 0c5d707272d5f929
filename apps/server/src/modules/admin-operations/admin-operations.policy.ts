import type { AdminOperationsAction } from "@hatchery/shared";
import type { MiddlewareHandler } from "hono";
import { loadPolicyActor } from "../../auth/actor-roles";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

/**
 * The administration's incubators, subscriptions, jobs and audit log (decision 054): every action is an
 * administrator's with a verified email, as `/admin` itself requires (SPEC §2, §6). A failed role lookup
 * refuses (SPEC §6). The email is judged first, the order `/api/admin/roles` answers in.
 */
function refusal(actor: PolicyActor, _action: AdminOperationsAction, _resource: null): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  if (!actor.heldRoles.ok) {
    const denied = new AppError("forbidden", roleRequiredMessage("admin"));
    denied.cause = actor.heldRoles.error;
    return denied;
  }
  if (!holdsRole(actor, "admin")) return new AppError("forbidden", roleRequiredMessage("admin"));
  return null;
}

export const { can, assertCan } = definePolicy(refusal);

/**
 * The route's check, before its input is read: a caller who may not take the action learns that rather
 * than what is wrong with their request. Runs after `guards.requireUser` (the session and the origin).
 */
export function requireAdminAction(db: Database, action: AdminOperationsAction): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertCan(await loadPolicyActor(c, db), action, null);
    await next();
  };
}
