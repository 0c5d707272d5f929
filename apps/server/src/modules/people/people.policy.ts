import { PERSON_NOT_FOUND_MESSAGE, type ProfileAudience } from "@hatchery/shared";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

export type PeopleAction = "viewProfile";

export interface ProfileResource {
  ownerId: string;
  audience: ProfileAudience;
  /** Whether the caller and the person are both inside one incubator (members or its owner). */
  sharesIncubator: boolean;
}

/**
 * A profile is seen by everyone when its person chose so; otherwise by the people who share an
 * incubator with them, by the person and by administrators (decision 063). Everyone else is answered
 * as if the person did not exist, with the same words as an unknown handle, so a profile's existence
 * does not leak.
 */
function refusal(actor: PolicyActor, _action: PeopleAction, resource: ProfileResource): AppError | null {
  if (resource.audience === "public") return null;
  if (actor.kind === "user") {
    if (actor.userId === resource.ownerId || resource.sharesIncubator || holdsRole(actor, "admin")) {
      return null;
    }
  }
  return new AppError("not_found", PERSON_NOT_FOUND_MESSAGE);
}

export const { can, assertCan } = definePolicy(refusal);
