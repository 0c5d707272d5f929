import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type SkillsAction = "readOwn";

/**
 * The skills profile is private: only its owner reads it, so the one action is on the person's own
 * profile and needs nothing but a signed-in person; a visitor is asked to sign in.
 */
function refusal(actor: Actor, _action: SkillsAction, _resource: null): AppError | null {
  return actor.kind === "user" ? null : new AppError("unauthenticated");
}

export const { can, assertCan } = definePolicy(refusal);
