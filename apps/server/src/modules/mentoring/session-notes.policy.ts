import { MENTORING_AFTER_MESSAGES, MENTORING_MESSAGES, type MentoringSessionStatus } from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";

/*
 * Who reads and writes what follows a session (docs/decisions/051-mentoring.md, "After the session"):
 * its two people, from confirmation on; a declined or cancelled session's notes are kept, read-only;
 * the mentor's private notes are the mentor's alone. Reviews and their reports are decided here too,
 * so what a page offers and what the server answers cannot disagree.
 */

export type FollowUpAction =
  | "read"
  | "editNotes"
  | "keepPrivateNotes"
  | "editActionItems"
  | "review"
  | "reportReview";

export interface FollowUpSession {
  mentorId: string;
  menteeId: string;
  status: MentoringSessionStatus;
}

export type FollowUpResource =
  | ({ kind: "session" } & FollowUpSession)
  | ({ kind: "review"; authorId: string | null; revealed: boolean } & (
      | { public: true }
      | ({ public: false } & FollowUpSession)
    ));

/** The states whose notes and action items are written: the session took place or was to. */
const WRITABLE: readonly MentoringSessionStatus[] = ["confirmed", "completed", "no_show"];
/** Declined or cancelled: what was written stays, read-only. */
const READ_ONLY: readonly MentoringSessionStatus[] = ["declined", "cancelled"];

export function followUpIsWritable(status: MentoringSessionStatus): boolean {
  return WRITABLE.includes(status);
}

export const FOLLOW_UP_WRITABLE_STATUSES = WRITABLE;

function isParticipant(userId: string, session: FollowUpSession): boolean {
  return userId === session.mentorId || userId === session.menteeId;
}

function sessionRefusal(userId: string, action: FollowUpAction, session: FollowUpSession): AppError | null {
  // Anyone else is told the session does not exist, as every session route answers.
  if (!isParticipant(userId, session)) return new AppError("not_found", MENTORING_MESSAGES.sessionNotFound);
  const readable = WRITABLE.includes(session.status) || READ_ONLY.includes(session.status);
  if (!readable) return new AppError("forbidden", MENTORING_AFTER_MESSAGES.notYetConfirmed);
  switch (action) {
    case "read":
      return null;
    case "keepPrivateNotes":
      if (userId !== session.mentorId) {
        return new AppError("forbidden", MENTORING_AFTER_MESSAGES.mentorOnlyPrivateNotes);
      }
      return followUpIsWritable(session.status)
        ? null
        : new AppError("conflict", MENTORING_AFTER_MESSAGES.notesReadOnly);
    case "editNotes":
    case "editActionItems":
      return followUpIsWritable(session.status)
        ? null
        : new AppError("conflict", MENTORING_AFTER_MESSAGES.notesReadOnly);
    case "review":
      return session.status === "completed"
        ? null
        : new AppError("conflict", MENTORING_AFTER_MESSAGES.reviewNotCompleted);
    default:
      return new AppError("forbidden");
  }
}

function refusal(actor: PolicyActor, action: FollowUpAction, resource: FollowUpResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (resource.kind === "session") {
    const refused = sessionRefusal(actor.userId, action, resource);
    if (refused || action === "read") return refused;
    return actor.emailVerified ? null : new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  }
  if (action !== "reportReview") return new AppError("forbidden");
  // A review nobody but its author may see yet, or one of a session the reader is not part of, is not found.
  const visible = resource.revealed && (resource.public || isParticipant(actor.userId, resource));
  if (!visible) return new AppError("not_found", MENTORING_AFTER_MESSAGES.reviewNotFound);
  if (resource.authorId === actor.userId) {
    return new AppError("forbidden", MENTORING_AFTER_MESSAGES.cannotReportOwnReview);
  }
  return actor.emailVerified ? null : new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
}

export const { can, assertCan } = definePolicy(refusal);
