import {
  MENTORING_AGENDA_MAX_LENGTH,
  MENTORING_BOOKING_WINDOW_DAYS_MAX,
  MENTORING_BUFFER_MINUTES_MAX,
  MENTORING_DATES_OFF_MAX,
  MENTORING_MIN_NOTICE_HOURS_MAX,
  MENTORING_REASON_MAX_LENGTH,
  MENTORING_SESSION_LENGTHS,
  MENTORING_SESSION_STATUSES,
  MENTORING_WEEKLY_LIMIT_MAX,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { incubators } from "./incubators";
import { inList } from "./sql-lists";

/*
 * Mentors' availability and booked sessions (docs/decisions/051-mentoring.md, "Availability" and
 * "Booking"). Keyed on the mentor's user id, like everything of mentoring after the profile.
 *
 * The migration adds what Drizzle cannot declare: exclusion constraints (btree_gist) so that no two live
 * sessions of one mentor, or of one mentee, overlap, and no two weekly hours of one day overlap.
 */

function between(column: string, min: number, max: number) {
  return sql.raw(`"${column}" between ${min} and ${max}`);
}

/** A mentor's booking rules; the weekly hours are rows of `mentor_weekly_hours`. */
export const mentorAvailability = pgTable(
  "mentor_availability",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionLengths: integer("session_lengths").array().notNull(),
    minNoticeHours: integer("min_notice_hours").notNull(),
    bookingWindowDays: integer("booking_window_days").notNull(),
    /** Live sessions a week (Monday to Sunday in the mentor's zone); null for no limit. */
    weeklyLimit: integer("weekly_limit"),
    bufferMinutes: integer("buffer_minutes").notNull(),
    /** A request is confirmed at once instead of waiting for the mentor. */
    autoAccept: boolean("auto_accept").notNull().default(false),
    /** Calendar days in the mentor's zone with no free times. */
    datesOff: date("dates_off", { mode: "string" }).array().notNull().default(sql`'{}'::date[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  () => [
    check(
      "mentor_availability_session_lengths_check",
      sql.raw(
        `cardinality("session_lengths") between 1 and ${MENTORING_SESSION_LENGTHS.length} and "session_lengths" <@ array[${MENTORING_SESSION_LENGTHS.join(", ")}]`,
      ),
    ),
    check(
      "mentor_availability_min_notice_check",
      between("min_notice_hours", 0, MENTORING_MIN_NOTICE_HOURS_MAX),
    ),
    check(
      "mentor_availability_window_check",
      between("booking_window_days", 1, MENTORING_BOOKING_WINDOW_DAYS_MAX),
    ),
    check(
      "mentor_availability_weekly_limit_check",
      sql.raw(`"weekly_limit" is null or "weekly_limit" between 1 and ${MENTORING_WEEKLY_LIMIT_MAX}`),
    ),
    check("mentor_availability_buffer_check", between("buffer_minutes", 0, MENTORING_BUFFER_MINUTES_MAX)),
    check(
      "mentor_availability_dates_off_check",
      sql.raw(`cardinality("dates_off") <= ${MENTORING_DATES_OFF_MAX}`),
    ),
  ],
);

/** One available interval of a weekday, in minutes since midnight on the mentor's wall clock. */
export const mentorWeeklyHours = pgTable(
  "mentor_weekly_hours",
  {
    mentorId: text("mentor_id")
      .notNull()
      .references(() => mentorAvailability.userId, { onDelete: "cascade" }),
    /** ISO weekday: 1 is Monday, 7 is Sunday. */
    weekday: smallint("weekday").notNull(),
    startMinute: smallint("start_minute").notNull(),
    endMinute: smallint("end_minute").notNull(),
  },
  (table) => [
    primaryKey({
      name: "mentor_weekly_hours_pkey",
      columns: [table.mentorId, table.weekday, table.startMinute],
    }),
    check("mentor_weekly_hours_weekday_check", between("weekday", 1, 7)),
    check(
      "mentor_weekly_hours_minutes_check",
      sql.raw(`"start_minute" >= 0 and "end_minute" <= 1440 and "start_minute" < "end_minute"`),
    ),
  ],
);

export const mentoringSessions = pgTable(
  "mentoring_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mentorId: text("mentor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    menteeId: text("mentee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: MENTORING_SESSION_STATUSES }).notNull(),
    /** As the mentee typed it. */
    agenda: text("agenda").notNull(),
    declineReason: text("decline_reason"),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    /** The incubator whose subscriber tier allowed the booking (premium mentorship). */
    incubatorId: uuid("incubator_id").references(() => incubators.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * The SEQUENCE of the session's calendar event (RFC 5545): 0 for the invitation, one more for each
     * later update or cancellation, so a calendar replaces the event it holds.
     */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** When the session was marked completed or a no-show. */
    markedAt: timestamp("marked_at", { withTimezone: true }),
    /** Who marked it; null when the completion job did (or the account is gone). */
    markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("mentoring_sessions_status_check", inList("status", MENTORING_SESSION_STATUSES)),
    check("mentoring_sessions_times_check", sql`${table.endsAt} > ${table.startsAt}`),
    check("mentoring_sessions_not_self_check", sql`${table.mentorId} <> ${table.menteeId}`),
    check(
      "mentoring_sessions_agenda_check",
      sql.raw(`btrim("agenda") <> '' and char_length("agenda") <= ${MENTORING_AGENDA_MAX_LENGTH}`),
    ),
    // A declined session says why; only a declined one has a decline reason.
    check(
      "mentoring_sessions_decline_check",
      sql.raw(
        `("status" = 'declined') = ("decline_reason" is not null) and ("decline_reason" is null or char_length("decline_reason") <= ${MENTORING_REASON_MAX_LENGTH})`,
      ),
    ),
    // Only a cancelled session has a cancellation's moment and reason (the canceller's account may be gone).
    check(
      "mentoring_sessions_cancel_check",
      sql.raw(
        `("status" = 'cancelled') = ("cancelled_at" is not null) and ("status" = 'cancelled' or ("cancel_reason" is null and "cancelled_by" is null)) and ("cancel_reason" is null or char_length("cancel_reason") <= ${MENTORING_REASON_MAX_LENGTH})`,
      ),
    ),
    check(
      "mentoring_sessions_confirmed_check",
      sql.raw(`"status" not in ('confirmed', 'completed', 'no_show') or "confirmed_at" is not null`),
    ),
    check("mentoring_sessions_calendar_sequence_check", sql`${table.calendarSequence} >= 0`),
    // Only an ended session is marked, and a marked one says when.
    check(
      "mentoring_sessions_marked_check",
      sql.raw(`("status" in ('completed', 'no_show')) = ("marked_at" is not null)`),
    ),
    index("mentoring_sessions_mentor_idx").on(table.mentorId, table.startsAt),
    index("mentoring_sessions_mentee_idx").on(table.menteeId, table.startsAt),
    // The reminder and completion jobs read confirmed sessions by their start.
    index("mentoring_sessions_confirmed_starts_idx")
      .on(table.startsAt)
      .where(sql`${table.status} = 'confirmed'`),
  ],
);

/** Which reminder: a day before or an hour before the session starts. */
export const MENTORING_REMINDER_LEADS = ["day", "hour"] as const;

/**
 * The reminders sent, one row per session, person, lead and start time: the primary key is what keeps
 * a reminder from being sent twice (a replayed job or two workers insert the same row once). The
 * start time is part of the key, so a rescheduled session is reminded again for its new time.
 */
export const mentoringSessionReminders = pgTable(
  "mentoring_session_reminders",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lead: text("lead", { enum: MENTORING_REMINDER_LEADS }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: "mentoring_session_reminders_pkey",
      columns: [table.sessionId, table.userId, table.lead, table.startsAt],
    }),
    check("mentoring_session_reminders_lead_check", inList("lead", MENTORING_REMINDER_LEADS)),
  ],
);
