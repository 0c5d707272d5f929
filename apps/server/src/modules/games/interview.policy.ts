import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type InterviewAction = "practise" | "keepSession" | "readSession" | "askAi";

/** The session a read is about: whose it is, or null when there is no such session. */
export type InterviewResource = { ownerId: string } | null;

/**
 * The interview practice (docs/decisions/045-interview-practice.md) is open to visitors (SPEC §2 lists
 * /games/interview as public); keeping sessions is for a signed-in person. A session is its owner's
 * alone: to anyone else it does not exist (404, never 403), so an id tells nobody that it was used.
 */
function refusal(actor: Actor, action: InterviewAction, resource: InterviewResource): AppError | null {
  if (action === "practise") return null;
  if (actor.kind !== "user") return new AppError("unauthenticated");
  // Asking the AI service costs the installation money, so it is for signed-in people, counted each.
  if (action === "keepSession" || action === "askAi") return null;
  return resource !== null && resource.ownerId === actor.userId ? null : new AppError("not_found");
}

export const { can, assertCan } = definePolicy(refusal);
