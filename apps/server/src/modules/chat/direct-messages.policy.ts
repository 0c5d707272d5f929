import { DIRECT_CONVERSATION_MAX_PEOPLE, DIRECT_MESSAGE_ERRORS } from "@hatchery/shared";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";

/**
 * Who may start a direct conversation and write in one (docs/decisions/064-direct-messages.md):
 * `direct-relations.ts` reads how the person stands with each of the others, this policy decides from
 * that alone.
 */

/**
 * `send` a message, `edit` one's own, `react` to one: all three write into the conversation, so one
 * refusal holds for them (a blocked person does not get to answer with a reaction or rewrite history).
 */
export type DirectMessageAction = "start" | "send" | "edit" | "react";

/** How the actor stands with one other person of the conversation. */
export interface DirectRelation {
  /** The account exists. */
  exists: boolean;
  /** Both are active members (or the owner) of one incubator at least. */
  sharesIncubator: boolean;
  /** The actor blocked them. */
  blockedByActor: boolean;
  /** They blocked the actor. */
  blocksActor: boolean;
}

export interface DirectConversationResource {
  /** Everyone in it but the actor. */
  others: readonly DirectRelation[];
}

function refusal(
  actor: PolicyActor,
  action: DirectMessageAction,
  conversation: DirectConversationResource,
): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  const { others } = conversation;
  if (action === "start") {
    if (others.length === 0) return new AppError("validation_failed", DIRECT_MESSAGE_ERRORS.nobodyElse);
    if (others.length + 1 > DIRECT_CONVERSATION_MAX_PEOPLE) {
      return new AppError("validation_failed", DIRECT_MESSAGE_ERRORS.tooManyPeople);
    }
    if (others.some((other) => !other.exists)) {
      return new AppError("not_found", DIRECT_MESSAGE_ERRORS.personNotFound);
    }
  }
  // Blocking is one-sided to see but closes the conversation both ways: neither writes to the other.
  if (others.some((other) => other.blockedByActor)) {
    return new AppError("forbidden", DIRECT_MESSAGE_ERRORS.blockedByYou);
  }
  if (others.some((other) => other.blocksActor)) {
    return new AppError("forbidden", DIRECT_MESSAGE_ERRORS.blockedByThem);
  }
  if (others.some((other) => !other.sharesIncubator)) {
    return new AppError(
      "forbidden",
      action === "start" ? DIRECT_MESSAGE_ERRORS.noSharedIncubator : DIRECT_MESSAGE_ERRORS.noLongerShared,
    );
  }
  return null;
}

export const { can, assertCan } = definePolicy(refusal);

/** Why the actor may not write in the conversation, in words to show; null when they may. */
export function sendRefusalOf(actor: PolicyActor, conversation: DirectConversationResource): string | null {
  return refusal(actor, "send", conversation)?.message ?? null;
}
