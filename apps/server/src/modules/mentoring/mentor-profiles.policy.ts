import { ADVISOR_EQUIVALENT_ROLES, MENTOR_PROFILE_MESSAGES, type MentorKind } from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

/*
 * Who may keep a mentor profile (docs/decisions/051-mentoring.md). Only a person holding the advisor or
 * coach role has one, listed as a kind they hold; a failed role lookup refuses (SPEC §6). Writing a
 * public profile needs a verified email, as every page acting in public does. Taking one's own profile
 * down needs nothing but being its owner: a person whose role was withdrawn can still hide it.
 */

export type MentorProfileAction = "edit" | "unpublish";

/** The kind the profile is, or is about to be, listed as; undefined when none is chosen yet. */
export type MentorProfileResource = { kind: MentorKind | undefined };

function refusal(
  actor: PolicyActor,
  action: MentorProfileAction,
  profile: MentorProfileResource,
): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (action === "unpublish") return null;
  if (!actor.heldRoles.ok) {
    const denied = new AppError("forbidden", MENTOR_PROFILE_MESSAGES.noMentorRole);
    denied.cause = actor.heldRoles.error;
    return denied;
  }
  if (!ADVISOR_EQUIVALENT_ROLES.some((role) => holdsRole(actor, role))) {
    return new AppError("forbidden", MENTOR_PROFILE_MESSAGES.noMentorRole);
  }
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  if (profile.kind !== undefined && !holdsRole(actor, profile.kind)) {
    return new AppError("forbidden", MENTOR_PROFILE_MESSAGES.kindNotHeld(profile.kind));
  }
  return null;
}

export const { can, assertCan } = definePolicy(refusal);

/** The kinds the person may be listed as: the advisor and coach roles they hold. */
export function allowedKinds(actor: PolicyActor): MentorKind[] {
  if (actor.kind !== "user" || !actor.heldRoles.ok) return [];
  return (["advisor", "coach"] as const).filter((kind) => holdsRole(actor, kind));
}
