import { type FreeSlotsResponse, MENTORING_MESSAGES } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { freeSlots } from "./free-slots";
import { readAvailabilityRules } from "./mentor-availability.service";
import { can } from "./mentoring-sessions.policy";
import { busyIntervalsOf, findPublishedMentor, premiumPlaceOf } from "./mentoring-sessions.records";

const DAY_MS = 24 * 60 * 60_000;

/**
 * A published mentor's free times in [from, to), as UTC instants the page writes in the reader's zone,
 * and whether the reader may book them (or which incubator's plans to offer them). Anyone may look.
 */
export async function readFreeSlots(
  db: Database,
  actor: PolicyActor,
  slug: string,
  query: { from: string; to: string; length?: number | undefined },
  now: Date,
): Promise<FreeSlotsResponse> {
  const mentor = await findPublishedMentor(db, slug);
  const rules = await readAvailabilityRules(db, mentor.userId, mentor.timeZone);
  const lengths = rules?.sessionLengths ?? [];
  const length = query.length ?? Math.min(...lengths, Number.POSITIVE_INFINITY);
  if (query.length !== undefined && rules && !lengths.includes(query.length)) {
    throw new AppError("validation_failed", MENTORING_MESSAGES.lengthNotOffered, [
      { path: ["length"], message: MENTORING_MESSAGES.lengthNotOffered },
    ]);
  }
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  const busy = rules
    ? await busyIntervalsOf(db, mentor.userId, new Date(from - 8 * DAY_MS), new Date(to + 8 * DAY_MS))
    : [];
  const slots = rules ? freeSlots({ rules, busy, from, to, now: now.getTime(), length }) : [];

  const isMentor = actor.kind === "user" && actor.userId === mentor.userId;
  const premium =
    actor.kind === "user" && !isMentor ? await premiumPlaceOf(db, actor.userId, mentor.userId) : null;
  return {
    mentor: { userId: mentor.userId, slug: mentor.slug, name: mentor.name, kind: mentor.kind },
    timeZone: mentor.timeZone,
    sessionLengths: [...lengths].sort((a, b) => a - b),
    length: Number.isFinite(length) ? length : 0,
    slots: slots.map((slot) => ({
      startsAt: new Date(slot.startsAt).toISOString(),
      endsAt: new Date(slot.endsAt).toISOString(),
    })),
    viewer: {
      canBook: premium !== null && can(actor, "book", { kind: "mentor", mentorId: mentor.userId, premium }),
      isMentor,
      offerPlansOf: premium?.ok ? premium.offerPlansOf : null,
    },
  };
}
