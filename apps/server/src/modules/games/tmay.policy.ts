import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type TmayAction = "practise" | "keepDraft" | "keepAttempt" | "readOwn";

/**
 * The introduction tutor (docs/decisions/048-tmay-tutor.md) is open to visitors (SPEC §2 lists
 * /games/tmay-tutor as public): building and practising happen in the browser. Keeping drafts and
 * deliveries, and reading them back, is for a signed-in person, who only ever reads their own: the
 * lists are the actor's rows, so another person's drafts are never in them.
 */
function refusal(actor: Actor, action: TmayAction, _resource: null): AppError | null {
  if (action === "practise") return null;
  return actor.kind === "user" ? null : new AppError("unauthenticated");
}

export const { can, assertCan } = definePolicy(refusal);
