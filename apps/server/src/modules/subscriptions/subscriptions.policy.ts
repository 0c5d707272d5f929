import { INCUBATOR_ERROR_MESSAGES, type SubscriptionAction } from "@hatchery/shared";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

/** What the subscription policy decides on: whose subscription it is. */
export type SubscriptionResource = { userId: string };

/**
 * A subscription is its person's alone: no role reaches someone else's (so this policy needs no role
 * lookup). Someone else's answers exactly like a missing one, 404, so ids reveal nothing.
 */
function refusal(
  actor: Actor,
  _action: SubscriptionAction,
  subscription: SubscriptionResource,
): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (subscription.userId !== actor.userId) {
    return new AppError("not_found", INCUBATOR_ERROR_MESSAGES.subscriptionNotFound);
  }
  return null;
}

export const { can, assertCan } = definePolicy(refusal);
