/**
 * The realtime contract's constants, without schemas: the web app's always-loaded code imports these
 * (`@hatchery/shared/realtime`) without the schema library (docs/decisions/007-realtime-events.md).
 */

/**
 * Who an event is for: one person, the members of a team or an incubator, the people of a direct
 * conversation, the platform's administrators (signed in, with the admin role), or everyone.
 */
export const REALTIME_AUDIENCE_KINDS = [
  "person",
  "team",
  "incubator",
  "conversation",
  "admins",
  "everyone",
] as const;
/** The audiences that name no one in particular, so their events carry no audience id. */
export const REALTIME_GROUP_AUDIENCE_KINDS = ["admins", "everyone"] as const;
export type RealtimeAudienceKind = (typeof REALTIME_AUDIENCE_KINDS)[number];

export const REALTIME_EVENTS_PATH = "/api/events";
/** A comment line every 25 s keeps proxies from closing a quiet stream. */
export const REALTIME_HEARTBEAT_INTERVAL_MS = 25_000;
/** Open streams one person may hold on one server instance; one browser shares a single stream. */
export const REALTIME_MAX_STREAMS_PER_PERSON = 5;
export const REALTIME_TOO_MANY_STREAMS_MESSAGE =
  "Too many live connections are open for your account. Close some tabs or windows and try again.";
/** Sent instead of a replay when the resumed-from event has left the log: refetch everything. */
export const REALTIME_RESET_EVENT = "reset";
/** Sent once a stream is live (after any replay); its id is where a reconnect resumes. */
export const REALTIME_READY_EVENT = "ready";

/** Typing and presence (ephemeral): how often a client tells, and how long the others believe it. */
export const CHAT_TYPING_INTERVAL_MS = 3_000;
export const CHAT_TYPING_SHOWN_MS = 6_000;
export const CHAT_PRESENCE_INTERVAL_MS = 30_000;
export const CHAT_PRESENCE_SHOWN_MS = 75_000;

/** What a decision or a tranche's step did to a team's funding (`funding.award_changed`). */
export const FUNDING_AWARD_CHANGES = [
  "awarded",
  "declined",
  "waitlisted",
  "reopened",
  "tranche_due",
  "tranche_released",
] as const;
export type FundingAwardChange = (typeof FUNDING_AWARD_CHANGES)[number];

/** What moved a funding application on the call's side (`funding.application_changed`). */
export const FUNDING_APPLICATION_CHANGES = [
  "submitted",
  "withdrawn",
  "reviewed",
  ...FUNDING_AWARD_CHANGES,
] as const;
export type FundingApplicationChange = (typeof FUNDING_APPLICATION_CHANGES)[number];
