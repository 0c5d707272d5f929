import {
  ADVISOR_EQUIVALENT_ROLES,
  INCUBATOR_ACTIONS,
  INCUBATOR_ERROR_MESSAGES,
  type IncubatorAction,
  type IncubatorPermissions,
} from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

/** What the incubator policy decides on: who owns the incubator. */
export type IncubatorResource = { ownerId: string | null };

/**
 * SPEC §6 "Advisor is required to create or edit incubators", as the edit page's route has it: an
 * administrator (they manage every incubator, including the unowned demo ones), or the owner holding the
 * advisor or coach role; always with a verified email address. Managing plans is part of editing the
 * incubator. The refusals keep the order and words the routes have always answered.
 */
function refusal(
  actor: PolicyActor,
  _action: IncubatorAction,
  incubator: IncubatorResource,
): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  if (!actor.heldRoles.ok) {
    const denied = new AppError("forbidden", INCUBATOR_ERROR_MESSAGES.editForbidden);
    denied.cause = actor.heldRoles.error;
    return denied;
  }
  if (holdsRole(actor, "admin")) return null;
  if (incubator.ownerId !== actor.userId) {
    return new AppError("forbidden", INCUBATOR_ERROR_MESSAGES.editForbidden);
  }
  if (!ADVISOR_EQUIVALENT_ROLES.some((role) => holdsRole(actor, role))) {
    return new AppError("forbidden", roleRequiredMessage("advisor"));
  }
  return null;
}

export const { can, assertCan } = definePolicy(refusal);

/**
 * Creating an incubator (decision 054, extending SPEC §6 "Advisor is required to create or edit
 * incubators" as the edit already was): a person holding the advisor or coach role, or an administrator,
 * with a verified email. The role is judged before the email, the order the route always answered in.
 */
function creationRefusal(actor: PolicyActor, _action: "create", _resource: null): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (!actor.heldRoles.ok) {
    const denied = new AppError("forbidden", roleRequiredMessage("advisor"));
    denied.cause = actor.heldRoles.error;
    return denied;
  }
  const mayCreate =
    holdsRole(actor, "admin") || ADVISOR_EQUIVALENT_ROLES.some((role) => holdsRole(actor, role));
  if (!mayCreate) return new AppError("forbidden", roleRequiredMessage("advisor"));
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  return null;
}

export const incubatorCreationPolicy = definePolicy(creationRefusal);

/** Every incubator action with whether the actor may take it: the detail's `viewer.permissions`. */
export function permissionsOn(actor: PolicyActor, incubator: IncubatorResource): IncubatorPermissions {
  return Object.fromEntries(
    INCUBATOR_ACTIONS.map((action) => [action, can(actor, action, incubator)]),
  ) as IncubatorPermissions;
}
