import { z } from "zod";
import { MENTOR_KINDS, MENTOR_SLUG_MAX_LENGTH } from "./mentoring-model";
import {
  MENTORING_AGENDA_MAX_LENGTH,
  MENTORING_BOOKING_WINDOW_DAYS_MAX,
  MENTORING_BUFFER_MINUTES_MAX,
  MENTORING_DATES_OFF_MAX,
  MENTORING_FREE_SLOTS_RANGE_DAYS_MAX,
  MENTORING_INTERVALS_PER_DAY_MAX,
  MENTORING_MESSAGES,
  MENTORING_MIN_NOTICE_HOURS_MAX,
  MENTORING_REASON_MAX_LENGTH,
  MENTORING_SESSION_ACTIONS,
  MENTORING_SESSION_LENGTHS,
  MENTORING_SESSION_STATUSES,
  MENTORING_WEEKDAYS,
  MENTORING_WEEKLY_LIMIT_MAX,
} from "./mentoring-sessions-model";
import { pageQuerySchema, pageSchema } from "./pagination";
import { codePointCount } from "./validation/text";

/*
 * The contracts of mentors' availability, free times and sessions (docs/decisions/051-mentoring.md).
 * Moments travel as UTC ISO instants; the web writes them in the reader's zone.
 */

/** "HH:MM" on the mentor's wall clock; "24:00" ends a day. */
const WALL_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const wallTimeSchema = z.string().regex(WALL_TIME, { error: "Use a time such as 09:00 or 17:30" });

/** Minutes since midnight of an "HH:MM" wall time. */
export function wallTimeMinutes(value: string): number {
  const [hours, minutes] = value.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The "HH:MM" of minutes since midnight. */
export function minutesWallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export const availabilityIntervalSchema = z
  .object({
    weekday: z.union(MENTORING_WEEKDAYS.map((day) => z.literal(day))),
    start: wallTimeSchema,
    end: wallTimeSchema,
  })
  .refine((interval) => wallTimeMinutes(interval.start) < wallTimeMinutes(interval.end), {
    error: "An available time must end after it starts",
    path: ["end"],
  });
export type AvailabilityInterval = z.infer<typeof availabilityIntervalSchema>;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be from ${min} to ${max}` })
    .max(max, { error: `${label} must be from ${min} to ${max}` });

const calendarDaySchema = z.iso.date({ error: "A date off must be a date (YYYY-MM-DD)" });

export const mentorAvailabilitySchema = z
  .object({
    weekly: z.array(availabilityIntervalSchema).max(7 * MENTORING_INTERVALS_PER_DAY_MAX),
    sessionLengths: z
      .array(z.union(MENTORING_SESSION_LENGTHS.map((length) => z.literal(length))))
      .min(1, { error: "Offer at least one session length" })
      .max(MENTORING_SESSION_LENGTHS.length)
      .refine((lengths) => new Set(lengths).size === lengths.length, { error: "Each length once" }),
    minNoticeHours: wholeNumber("Minimum notice", 0, MENTORING_MIN_NOTICE_HOURS_MAX),
    bookingWindowDays: wholeNumber("Booking window", 1, MENTORING_BOOKING_WINDOW_DAYS_MAX),
    weeklyLimit: wholeNumber("Weekly limit", 1, MENTORING_WEEKLY_LIMIT_MAX).nullable(),
    bufferMinutes: wholeNumber("Buffer", 0, MENTORING_BUFFER_MINUTES_MAX),
    autoAccept: z.boolean(),
    datesOff: z
      .array(calendarDaySchema)
      .max(MENTORING_DATES_OFF_MAX, { error: `At most ${MENTORING_DATES_OFF_MAX} dates off` }),
  })
  .superRefine((availability, context) => {
    for (const weekday of MENTORING_WEEKDAYS) {
      const day = availability.weekly
        .map((interval, index) => ({ interval, index }))
        .filter(({ interval }) => interval.weekday === weekday)
        .sort((a, b) => wallTimeMinutes(a.interval.start) - wallTimeMinutes(b.interval.start));
      if (day.length > MENTORING_INTERVALS_PER_DAY_MAX) {
        context.addIssue({
          code: "custom",
          path: ["weekly"],
          message: `At most ${MENTORING_INTERVALS_PER_DAY_MAX} available times a day`,
        });
      }
      for (let i = 1; i < day.length; i += 1) {
        const before = day[i - 1];
        const current = day[i];
        if (
          before &&
          current &&
          wallTimeMinutes(current.interval.start) < wallTimeMinutes(before.interval.end)
        ) {
          context.addIssue({
            code: "custom",
            path: ["weekly", current.index, "start"],
            message: "Available times of one day must not overlap",
          });
        }
      }
    }
  });
export type MentorAvailability = z.infer<typeof mentorAvailabilitySchema>;
export type MentorAvailabilityInput = z.input<typeof mentorAvailabilitySchema>;

export const mentorAvailabilityResponseSchema = z.object({
  availability: mentorAvailabilitySchema,
  /** The zone the weekly times are written in: the mentor profile's, else the person's, else UTC. */
  timeZone: z.string(),
  /** Whether the person has a mentor profile (free times are shown on a published one only). */
  hasProfile: z.boolean(),
});
export type MentorAvailabilityResponse = z.infer<typeof mentorAvailabilityResponseSchema>;

const instantSchema = z.iso.datetime({ offset: true, error: "Give a moment as an ISO date and time" });

export const freeSlotsQuerySchema = z
  .object({
    from: instantSchema,
    to: instantSchema,
    length: z
      .enum(MENTORING_SESSION_LENGTHS.map(String) as ["30", "60"], { error: "length must be 30 or 60" })
      .transform(Number)
      .optional(),
  })
  .refine((range) => Date.parse(range.to) > Date.parse(range.from), {
    error: MENTORING_MESSAGES.rangeOrder,
    path: ["to"],
  })
  .refine(
    (range) =>
      Date.parse(range.to) - Date.parse(range.from) <= MENTORING_FREE_SLOTS_RANGE_DAYS_MAX * 86_400_000,
    { error: MENTORING_MESSAGES.rangeTooLong, path: ["to"] },
  );

const incubatorRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const freeSlotsResponseSchema = z.object({
  mentor: z.object({ userId: z.string(), slug: z.string(), name: z.string(), kind: z.enum(MENTOR_KINDS) }),
  /** The mentor's zone, named beside the reader's. */
  timeZone: z.string(),
  sessionLengths: z.array(z.number()),
  length: z.number(),
  slots: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })),
  viewer: z.object({
    /** Signed in, not the mentor, holding an active subscriber tier where the mentor mentors. */
    canBook: z.boolean(),
    isMentor: z.boolean(),
    /** For a signed-in guest: the incubator whose plans to offer ('Upgrade Your … Membership'). */
    offerPlansOf: incubatorRefSchema.nullable(),
  }),
});
export type FreeSlotsResponse = z.infer<typeof freeSlotsResponseSchema>;

const agendaSchema = z
  .string({ error: "Agenda is required" })
  .refine((value) => value.trim().length > 0, { error: "Agenda is required" })
  .refine((value) => codePointCount(value, MENTORING_AGENDA_MAX_LENGTH) <= MENTORING_AGENDA_MAX_LENGTH, {
    error: `Agenda must be at most ${MENTORING_AGENDA_MAX_LENGTH} characters`,
  });

const lengthSchema = z.union(
  MENTORING_SESSION_LENGTHS.map((length) => z.literal(length)),
  {
    error: "length must be 30 or 60",
  },
);

export const bookSessionSchema = z.object({
  startsAt: instantSchema,
  length: lengthSchema,
  /** Stored as typed. */
  agenda: agendaSchema,
});
export type BookSessionInput = z.input<typeof bookSessionSchema>;

export const rescheduleSessionSchema = z.object({ startsAt: instantSchema, length: lengthSchema });
export type RescheduleSessionInput = z.input<typeof rescheduleSessionSchema>;

const reasonSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .refine((value) => value.trim().length > 0, { error: `${label} is required` })
    .refine((value) => codePointCount(value, MENTORING_REASON_MAX_LENGTH) <= MENTORING_REASON_MAX_LENGTH, {
      error: `${label} must be at most ${MENTORING_REASON_MAX_LENGTH} characters`,
    });

export const declineSessionSchema = z.object({ reason: reasonSchema("Reason") });
export const cancelSessionSchema = z.object({ reason: reasonSchema("Reason").optional() });

export const mentoringSessionSchema = z.object({
  id: z.string(),
  mentor: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string().max(MENTOR_SLUG_MAX_LENGTH).nullable(),
    kind: z.enum(MENTOR_KINDS).nullable(),
  }),
  mentee: z.object({ id: z.string(), name: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(MENTORING_SESSION_STATUSES),
  agenda: z.string(),
  declineReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(["mentor", "mentee"]).nullable(),
  /** For a no-show, who did not come: the other side of whoever marked it. */
  noShowOf: z.enum(["mentor", "mentee"]).nullable(),
  incubator: incubatorRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  viewerRole: z.enum(["mentor", "mentee"]),
  permissions: z.record(z.enum(MENTORING_SESSION_ACTIONS), z.boolean()),
  /** Whether cancelling now falls inside the late-cancel window (shown before the person confirms). */
  lateCancel: z.boolean(),
  lateCancelWindowHours: z.number(),
});
export type MentoringSession = z.infer<typeof mentoringSessionSchema>;

export const mentoringSessionResponseSchema = z.object({ session: mentoringSessionSchema });
export type MentoringSessionResponse = z.infer<typeof mentoringSessionResponseSchema>;

export const MENTORING_SESSIONS_PAGE_SIZE = 20;
export const mentoringSessionsQuerySchema = pageQuerySchema(MENTORING_SESSIONS_PAGE_SIZE).extend({
  when: z.enum(["upcoming", "past"], { error: "when must be upcoming or past" }).default("upcoming"),
});
export const mentoringSessionsResponseSchema = pageSchema(mentoringSessionSchema);
export type MentoringSessionsResponse = z.infer<typeof mentoringSessionsResponseSchema>;
