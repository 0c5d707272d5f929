import {
  MENTORING_MESSAGES,
  type MentoringSessionAction,
  type MentoringSessionStatus,
  mentoringNeedsSubscriptionMessage,
} from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE, roleRequiredMessage, rolesSatisfying } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

/*
 * Who may keep availability, book a mentor and move a session (docs/decisions/051-mentoring.md). Every
 * refusal comes from here, so what a page offers and what the server answers cannot disagree.
 */

export interface IncubatorRef {
  id: string;
  slug: string;
  name: string;
}

/**
 * Where the would-be mentee stands for premium mentorship (SPEC §6): the incubator whose active
 * subscriber tier allows the booking, or the incubator whose plans to offer. A lookup that failed
 * allows nothing.
 */
export type PremiumPlace =
  | { ok: true; allowedBy: IncubatorRef | null; offerPlansOf: IncubatorRef | null }
  | { ok: false; error: unknown };

export interface MentorResource {
  mentorId: string;
  premium: PremiumPlace;
}

export interface SessionResource {
  mentorId: string;
  menteeId: string;
  status: MentoringSessionStatus;
  startsAt: Date;
  endsAt: Date;
  now: Date;
}

export type MentoringAction = "keepAvailability" | "book" | MentoringSessionAction;

export type MentoringResource =
  | { kind: "self" }
  | ({ kind: "mentor" } & MentorResource)
  | ({ kind: "session" } & SessionResource);

function isLive(status: MentoringSessionStatus): boolean {
  return status === "requested" || status === "confirmed";
}

function sessionRefusal(
  actor: PolicyActor & { kind: "user" },
  action: MentoringAction,
  session: SessionResource,
) {
  const isMentor = actor.userId === session.mentorId;
  if (!isMentor && actor.userId !== session.menteeId) {
    return new AppError("forbidden", MENTORING_MESSAGES.participantsOnly);
  }
  switch (action) {
    case "confirm":
    case "decline":
      if (!isMentor) return new AppError("forbidden", MENTORING_MESSAGES.mentorOnly);
      return session.status === "requested"
        ? null
        : new AppError("conflict", MENTORING_MESSAGES.notRequested);
    case "cancel":
    case "reschedule":
      if (!isLive(session.status)) return new AppError("conflict", MENTORING_MESSAGES.notLive);
      return session.startsAt > session.now
        ? null
        : new AppError("conflict", MENTORING_MESSAGES.alreadyStarted);
    // After a confirmed session has ended, the mentor says how it went; the mentee may only say the
    // mentor did not come (they cannot vouch for a session's value, but they know who was absent).
    case "complete":
    case "markNoShow":
      if (action === "complete" && !isMentor) {
        return new AppError("forbidden", MENTORING_MESSAGES.mentorCompletes);
      }
      if (session.status !== "confirmed") return new AppError("conflict", MENTORING_MESSAGES.notConfirmed);
      return session.endsAt <= session.now ? null : new AppError("conflict", MENTORING_MESSAGES.notEnded);
    default:
      return new AppError("forbidden");
  }
}

function bookingRefusal(actor: PolicyActor & { kind: "user" }, mentor: MentorResource): AppError | null {
  if (actor.userId === mentor.mentorId)
    return new AppError("forbidden", MENTORING_MESSAGES.cannotBookYourself);
  if (!mentor.premium.ok) {
    const refusal = new AppError("forbidden", MENTORING_MESSAGES.noIncubator);
    refusal.cause = mentor.premium.error;
    return refusal;
  }
  if (mentor.premium.allowedBy) return null;
  return new AppError(
    "forbidden",
    mentor.premium.offerPlansOf
      ? mentoringNeedsSubscriptionMessage(mentor.premium.offerPlansOf.name)
      : MENTORING_MESSAGES.noIncubator,
  );
}

function refusal(actor: PolicyActor, action: MentoringAction, resource: MentoringResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  if (action === "keepAvailability") {
    if (!actor.heldRoles.ok) {
      const refused = new AppError("forbidden", roleRequiredMessage("advisor"));
      refused.cause = actor.heldRoles.error;
      return refused;
    }
    return rolesSatisfying("advisor").some((role) => holdsRole(actor, role))
      ? null
      : new AppError("forbidden", roleRequiredMessage("advisor"));
  }
  if (action === "book")
    return resource.kind === "mentor" ? bookingRefusal(actor, resource) : new AppError("forbidden");
  return resource.kind === "session" ? sessionRefusal(actor, action, resource) : new AppError("forbidden");
}

export const { can, assertCan } = definePolicy(refusal);

/** What the person may do with a session now: the page's buttons. */
export function sessionPermissionsOn(
  actor: PolicyActor,
  session: SessionResource,
): Record<MentoringSessionAction, boolean> {
  const resource = { kind: "session", ...session } as const;
  return {
    confirm: can(actor, "confirm", resource),
    decline: can(actor, "decline", resource),
    cancel: can(actor, "cancel", resource),
    reschedule: can(actor, "reschedule", resource),
    complete: can(actor, "complete", resource),
    markNoShow: can(actor, "markNoShow", resource),
  };
}
