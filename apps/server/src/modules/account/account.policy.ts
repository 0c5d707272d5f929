import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy, type HeldRoles } from "../../lib/policy";

export const ROLE_LOOKUP_FAILED_MESSAGE =
  "Your roles could not be checked, so access is denied. Please try again.";

export type AccountAction = "viewOwnAccount";

/**
 * A signed-in person reads their own account with their roles. A failed role lookup refuses it (SPEC
 * §6): access is denied rather than granted with roles missing, and the failure is the refusal's cause.
 */
function refusal(actor: Actor, _action: AccountAction, roles: HeldRoles): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (roles.ok) return null;
  const denied = new AppError("forbidden", ROLE_LOOKUP_FAILED_MESSAGE);
  denied.cause = roles.error;
  return denied;
}

export const { can, assertCan } = definePolicy(refusal);
