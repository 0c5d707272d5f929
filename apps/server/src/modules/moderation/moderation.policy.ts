import { MODERATION_MESSAGES } from "@hatchery/shared";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

/**
 * Who moderates what (docs/decisions/055-moderation-queue.md, 012-policies.md): administrators every
 * report and every piece of content; an incubator's owner the content of their incubator (its feed,
 * its teams' feeds, its channels). A mentoring review belongs to no incubator: administrators alone.
 */

export const MODERATION_POLICY_ACTIONS = [
  "readAllReports",
  "readQueue",
  "hide",
  "restore",
  "dismiss",
  "warn",
  "suspend",
] as const;
export type ModerationPolicyAction = (typeof MODERATION_POLICY_ACTIONS)[number];

/** Facts about the content (or the incubator, for its queue) read from the database. */
export interface ModerationResource {
  /** The actor owns the incubator the content belongs to (or whose queue is asked for). */
  ownsIncubator: boolean;
}

function refusal(
  actor: PolicyActor,
  action: ModerationPolicyAction,
  resource: ModerationResource,
): AppError | null {
  if (holdsRole(actor, "admin")) return null;
  // Suspending disables the person's account on the whole platform, beyond any one incubator.
  if (action === "suspend") return new AppError("forbidden", MODERATION_MESSAGES.suspendAdminsOnly);
  if (action === "readAllReports") return new AppError("forbidden", MODERATION_MESSAGES.adminsOnly);
  return resource.ownsIncubator ? null : new AppError("forbidden", MODERATION_MESSAGES.notModerator);
}

export const { can, assertCan } = definePolicy(refusal);

/** What the actor may do with one case, for the queue's buttons. */
export function permissionsOn(
  actor: PolicyActor,
  resource: ModerationResource,
  facts: { hidden: boolean; exists: boolean; hasOpenReports: boolean; hasAuthor: boolean },
): { hide: boolean; restore: boolean; dismiss: boolean; warn: boolean; suspend: boolean } {
  return {
    hide: facts.exists && !facts.hidden && can(actor, "hide", resource),
    restore: facts.exists && facts.hidden && can(actor, "restore", resource),
    dismiss: facts.hasOpenReports && can(actor, "dismiss", resource),
    warn: facts.exists && facts.hasAuthor && can(actor, "warn", resource),
    suspend: facts.hasAuthor && can(actor, "suspend", resource),
  };
}
