import { PRACTICE_SHARE_MESSAGES } from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

/*
 * Practice results shared with a mentor (docs/decisions/051-mentoring.md). The owner shares with a
 * published mentor and revokes; only the owner and the mentor of a live share read it; only that
 * mentor comments, and only a comment's author changes it. A share someone may not read is not found,
 * so its existence is not told to anyone else.
 */

export type PracticeShareAction =
  | "findMentors"
  | "share"
  | "listMine"
  | "listSharedWithMe"
  | "read"
  | "revoke"
  | "comment"
  | "changeComment";

/** What sharing decides on: whose the item is and who the chosen mentor is. */
export interface ShareTarget {
  kind: "target";
  /** Null when there is no such item. */
  itemOwnerId: string | null;
  mentorId: string;
  /** Whether the mentor has a published profile and holds the advisor or coach role. */
  mentorPublished: boolean;
}

/** A share as the actor meets it; null when there is none. */
export interface ShareAccess {
  kind: "share";
  ownerId: string;
  mentorId: string;
  revoked: boolean;
  /** For changing a comment: who wrote it. */
  commentAuthorId?: string;
}

export type PracticeShareResource = ShareTarget | ShareAccess | null;

function refusal(
  actor: Actor,
  action: PracticeShareAction,
  resource: PracticeShareResource,
): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  const me = actor.userId;
  if (action === "findMentors" || action === "listMine" || action === "listSharedWithMe") return null;

  if (action === "share") {
    if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
    if (resource?.kind !== "target" || resource.itemOwnerId !== me) {
      return new AppError("not_found", PRACTICE_SHARE_MESSAGES.itemNotFound);
    }
    if (resource.mentorId === me) return invalidMentor(PRACTICE_SHARE_MESSAGES.selfShare);
    return resource.mentorPublished ? null : invalidMentor(PRACTICE_SHARE_MESSAGES.mentorNotPublished);
  }

  if (resource?.kind !== "share") return new AppError("not_found", PRACTICE_SHARE_MESSAGES.notFound);
  const isOwner = resource.ownerId === me;
  const isLiveMentor = resource.mentorId === me && !resource.revoked;
  // The mentor of a revoked share, like anyone else, finds nothing: the access ends at once.
  if (!isOwner && !isLiveMentor) return new AppError("not_found", PRACTICE_SHARE_MESSAGES.notFound);

  switch (action) {
    case "read":
      return null;
    case "revoke":
      return isOwner ? null : new AppError("forbidden", PRACTICE_SHARE_MESSAGES.ownerOnly);
    case "comment":
      if (!isLiveMentor) return new AppError("forbidden", PRACTICE_SHARE_MESSAGES.mentorOnly);
      return actor.emailVerified ? null : new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
    case "changeComment":
      return isLiveMentor && resource.commentAuthorId === me
        ? null
        : new AppError("forbidden", PRACTICE_SHARE_MESSAGES.authorOnly);
    default:
      return new AppError("forbidden");
  }
}

function invalidMentor(message: string): AppError {
  return new AppError("validation_failed", message, [{ path: ["mentorId"], message }]);
}

export const { can, assertCan } = definePolicy(refusal);
