import {
  DEFAULT_MENTOR_AVAILABILITY,
  MENTORING_SESSION_LENGTHS,
  MENTORING_WEEKDAYS,
  type MentorAvailability,
  type MentorAvailabilityResponse,
  minutesWallTime,
  wallTimeMinutes,
} from "@hatchery/shared";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentorAvailability, mentorProfiles, mentorWeeklyHours, users } from "../../db/schema";
import { timeZoneOrDefault } from "../../lib/dates";
import type { PolicyActor } from "../../lib/policy";
import type { AvailabilityRules } from "./free-slots";
import { assertCan } from "./mentoring-sessions.policy";

/*
 * A mentor's availability settings (docs/decisions/051-mentoring.md, "Availability"): weekly hours in
 * the zone of their mentor profile, the lengths they offer and their booking rules. Saved whole: the
 * settings page sends everything it shows.
 */

/** The engine's rules and whether a request is confirmed at once. */
export interface MentorBookingRules extends AvailabilityRules {
  autoAccept: boolean;
}

/** The mentor's rules for the free-slot engine, or null when they have saved none (nothing is bookable). */
export async function readAvailabilityRules(
  db: Database,
  mentorId: string,
  timeZone: string,
): Promise<MentorBookingRules | null> {
  const [settings] = await db
    .select()
    .from(mentorAvailability)
    .where(eq(mentorAvailability.userId, mentorId));
  if (!settings) return null;
  const weekly = await db
    .select({
      weekday: mentorWeeklyHours.weekday,
      startMinute: mentorWeeklyHours.startMinute,
      endMinute: mentorWeeklyHours.endMinute,
    })
    .from(mentorWeeklyHours)
    .where(eq(mentorWeeklyHours.mentorId, mentorId));
  return {
    timeZone,
    weekly,
    sessionLengths: settings.sessionLengths,
    minNoticeHours: settings.minNoticeHours,
    bookingWindowDays: settings.bookingWindowDays,
    weeklyLimit: settings.weeklyLimit,
    bufferMinutes: settings.bufferMinutes,
    datesOff: settings.datesOff,
    autoAccept: settings.autoAccept,
  };
}

async function availabilityResponse(db: Database, userId: string): Promise<MentorAvailabilityResponse> {
  const [place] = await db
    .select({ userZone: users.timeZone, profileZone: mentorProfiles.timeZone })
    .from(users)
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  const [settings] = await db.select().from(mentorAvailability).where(eq(mentorAvailability.userId, userId));
  const weekly = await db
    .select()
    .from(mentorWeeklyHours)
    .where(eq(mentorWeeklyHours.mentorId, userId))
    .orderBy(asc(mentorWeeklyHours.weekday), asc(mentorWeeklyHours.startMinute));
  const availability: MentorAvailability = settings
    ? {
        weekly: weekly.map((hours) => ({
          weekday: MENTORING_WEEKDAYS.find((weekday) => weekday === hours.weekday) ?? 1,
          start: minutesWallTime(hours.startMinute),
          end: minutesWallTime(hours.endMinute),
        })),
        sessionLengths: MENTORING_SESSION_LENGTHS.filter((length) =>
          settings.sessionLengths.includes(length),
        ),
        minNoticeHours: settings.minNoticeHours,
        bookingWindowDays: settings.bookingWindowDays,
        weeklyLimit: settings.weeklyLimit,
        bufferMinutes: settings.bufferMinutes,
        autoAccept: settings.autoAccept,
        datesOff: [...settings.datesOff].sort(),
      }
    : {
        ...DEFAULT_MENTOR_AVAILABILITY,
        weekly: [],
        sessionLengths: [...DEFAULT_MENTOR_AVAILABILITY.sessionLengths],
      };
  return {
    availability,
    timeZone: timeZoneOrDefault(place?.profileZone ?? place?.userZone),
    hasProfile: place?.profileZone != null,
  };
}

/** The signed-in advisor's or coach's settings (the defaults until they save). */
export async function getMentorAvailability(
  db: Database,
  actor: PolicyActor,
): Promise<MentorAvailabilityResponse> {
  assertCan(actor, "keepAvailability", { kind: "self" });
  if (actor.kind !== "user") throw new Error("unreachable: the policy admits people only");
  return availabilityResponse(db, actor.userId);
}

/** Replaces the signed-in advisor's or coach's settings with `input`, in one transaction. */
export async function saveMentorAvailability(
  db: Database,
  actor: PolicyActor,
  input: MentorAvailability,
): Promise<MentorAvailabilityResponse> {
  assertCan(actor, "keepAvailability", { kind: "self" });
  if (actor.kind !== "user") throw new Error("unreachable: the policy admits people only");
  const userId = actor.userId;
  const settings = {
    sessionLengths: [...input.sessionLengths].sort((a, b) => a - b),
    minNoticeHours: input.minNoticeHours,
    bookingWindowDays: input.bookingWindowDays,
    weeklyLimit: input.weeklyLimit,
    bufferMinutes: input.bufferMinutes,
    autoAccept: input.autoAccept,
    datesOff: [...new Set(input.datesOff)].sort(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(mentorAvailability)
      .values({ userId, ...settings })
      .onConflictDoUpdate({ target: mentorAvailability.userId, set: { ...settings, updatedAt: new Date() } });
    await tx.delete(mentorWeeklyHours).where(eq(mentorWeeklyHours.mentorId, userId));
    if (input.weekly.length > 0) {
      await tx.insert(mentorWeeklyHours).values(
        input.weekly.map((hours) => ({
          mentorId: userId,
          weekday: hours.weekday,
          startMinute: wallTimeMinutes(hours.start),
          endMinute: wallTimeMinutes(hours.end),
        })),
      );
    }
  });
  return availabilityResponse(db, userId);
}
