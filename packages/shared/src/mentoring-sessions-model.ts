/*
 * Mentors' availability and booked sessions (docs/decisions/051-mentoring.md, "Availability" and
 * "Booking"): the limits, states and words both sides use, kept free of schemas so the booking panel's
 * first view does not load the validation library.
 */

/** The session lengths a mentor may offer, in minutes. */
export const MENTORING_SESSION_LENGTHS = [30, 60] as const;
export type MentoringSessionLength = (typeof MENTORING_SESSION_LENGTHS)[number];

/** Free times start on this grid from the start of each available interval. */
export const MENTORING_SLOT_STEP_MINUTES = 30;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const MENTORING_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type MentoringWeekday = (typeof MENTORING_WEEKDAYS)[number];
export const MENTORING_WEEKDAY_NAMES: Readonly<Record<MentoringWeekday, string>> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

export const MENTORING_INTERVALS_PER_DAY_MAX = 6;
export const MENTORING_MIN_NOTICE_HOURS_MAX = 14 * 24;
export const MENTORING_BOOKING_WINDOW_DAYS_MAX = 180;
export const MENTORING_WEEKLY_LIMIT_MAX = 40;
export const MENTORING_BUFFER_MINUTES_MAX = 120;
export const MENTORING_DATES_OFF_MAX = 200;
/** The longest range one free-slots call reads. */
export const MENTORING_FREE_SLOTS_RANGE_DAYS_MAX = 62;

export const MENTORING_AGENDA_MAX_LENGTH = 2_000;
export const MENTORING_REASON_MAX_LENGTH = 500;

/** A cancellation this close to the start is late: the page says so before the person confirms. */
export const MENTORING_LATE_CANCEL_WINDOW_HOURS = 12;

/** What a mentor who has saved nothing offers: nothing bookable until they add weekly hours. */
export const DEFAULT_MENTOR_AVAILABILITY = {
  weekly: [] as { weekday: MentoringWeekday; start: string; end: string }[],
  sessionLengths: [30, 60] as MentoringSessionLength[],
  minNoticeHours: 24,
  bookingWindowDays: 30,
  weeklyLimit: null as number | null,
  bufferMinutes: 15,
  autoAccept: false,
  datesOff: [] as string[],
};

export const MENTORING_SESSION_STATUSES = [
  "requested",
  "confirmed",
  "declined",
  "cancelled",
  "completed",
  "no_show",
] as const;
export type MentoringSessionStatus = (typeof MENTORING_SESSION_STATUSES)[number];

/** The states that hold the mentor's and the mentee's time. */
export const LIVE_MENTORING_SESSION_STATUSES = [
  "requested",
  "confirmed",
] as const satisfies readonly MentoringSessionStatus[];

export const MENTORING_SESSION_STATUS_LABELS: Readonly<Record<MentoringSessionStatus, string>> = {
  requested: "Requested",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  completed: "Completed",
  no_show: "No-show",
};

/** The changes a session's event names. */
export const MENTORING_SESSION_CHANGES = [
  "requested",
  "confirmed",
  "declined",
  "cancelled",
  "rescheduled",
  "completed",
  "no_show",
] as const;
export type MentoringSessionChange = (typeof MENTORING_SESSION_CHANGES)[number];

/** What a person may do with a session, as the server decides it for them. */
export const MENTORING_SESSION_ACTIONS = [
  "confirm",
  "decline",
  "cancel",
  "reschedule",
  "complete",
  "markNoShow",
] as const;
export type MentoringSessionAction = (typeof MENTORING_SESSION_ACTIONS)[number];

export const MENTORING_MESSAGES = {
  mentorNotFound: "Mentor not found",
  sessionNotFound: "Session not found",
  mentorsOnly: "Only advisors and coaches have mentor availability.",
  cannotBookYourself: "You cannot book a session with yourself.",
  slotTaken: "This time is no longer free. Choose another time.",
  menteeBusy: "You already have a session at this time.",
  lengthNotOffered: "This mentor does not offer sessions of this length.",
  weeklyLimitReached: "This mentor's week is fully booked. Choose another week.",
  notRequested: "Only a requested session can be confirmed or declined.",
  mentorOnly: "Only the mentor can confirm or decline a session.",
  notLive: "This session is no longer requested or confirmed.",
  alreadyStarted: "This session has already started.",
  mentorCompletes: "Only the mentor can mark a session completed.",
  notEnded: "This session has not ended yet.",
  notConfirmed: "Only a confirmed session can be marked completed or a no-show.",
  participantsOnly: "Only the mentor and the mentee of a session can change it.",
  rangeTooLong: `Ask for at most ${MENTORING_FREE_SLOTS_RANGE_DAYS_MAX} days of free times at once.`,
  rangeOrder: "The end of the range must come after its start.",
  noIncubator:
    "Booking a mentor needs an active subscription in an incubator. Join an incubator to subscribe.",
} as const;

/** SPEC §6: premium mentorship is for subscribers; the refusal names the incubator whose plans to offer. */
export function mentoringNeedsSubscriptionMessage(incubatorName: string): string {
  return `Booking a mentor needs an active subscription. Upgrade your ${incubatorName} membership to book.`;
}

/** Whether cancelling at `now` a session that starts at `startsAt` is inside the late-cancel window. */
export function isLateCancellation(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < MENTORING_LATE_CANCEL_WINDOW_HOURS * 3_600_000;
}
