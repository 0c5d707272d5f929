import { ADMIN_USERS_MESSAGES, type Role } from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";
import { ROLE_LOOKUP_FAILED_MESSAGE } from "../account/account.policy";

/*
 * Who may act in the Users section, on role requests and with the setup link
 * (docs/decisions/053-first-run-and-roles.md). Admin actions need the admin role and a verified email,
 * as /admin does; the platform itself (a moderation job suspending an author) may disable too. Two
 * rules keep an installation from locking itself out: no admin disables their own account, and the
 * last admin keeps both their account and their admin role.
 */

export type AdminUsersAction =
  | "listUsers"
  | "viewUser"
  | "decideRequest"
  | "grantRole"
  | "revokeRole"
  | "disable"
  | "enable"
  | "signOutEverywhere"
  | "requestRole"
  | "useSetupLink";

/** The person acted on, where the action has one. */
export interface AdminUsersResource {
  userId?: string;
  /** Whether that person holds the admin role now. */
  isAdmin?: boolean;
  /** Admins with an enabled account other than that person. */
  otherAdmins?: number;
  role?: Role;
}

function adminRefusal(actor: Extract<PolicyActor, { kind: "user" }>): AppError | null {
  if (!actor.heldRoles.ok) {
    const denied = new AppError("forbidden", ROLE_LOOKUP_FAILED_MESSAGE);
    denied.cause = actor.heldRoles.error;
    return denied;
  }
  if (!holdsRole(actor, "admin")) return new AppError("forbidden", roleRequiredMessage("admin"));
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  return null;
}

/** Refused when the change would leave the installation without an admin. */
function lastAdminRefusal(resource: AdminUsersResource): AppError | null {
  return resource.isAdmin === true && (resource.otherAdmins ?? 0) === 0
    ? new AppError("conflict", ADMIN_USERS_MESSAGES.lastAdmin)
    : null;
}

function refusal(
  actor: PolicyActor,
  action: AdminUsersAction,
  resource: AdminUsersResource,
): AppError | null {
  if (actor.kind === "anonymous") return new AppError("unauthenticated");
  if (action === "requestRole" || action === "useSetupLink") {
    if (actor.kind !== "user") return new AppError("forbidden");
    return actor.emailVerified ? null : new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  }
  if (actor.kind === "user") {
    const denied = adminRefusal(actor);
    if (denied) return denied;
  }
  const self = actor.kind === "user" && actor.userId === resource.userId;
  switch (action) {
    case "disable":
      if (self) return new AppError("conflict", ADMIN_USERS_MESSAGES.cannotDisableSelf);
      return lastAdminRefusal(resource);
    case "revokeRole":
      return resource.role === "admin" ? lastAdminRefusal(resource) : null;
    default:
      return null;
  }
}

export const { can, assertCan } = definePolicy(refusal);
