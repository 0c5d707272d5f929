import { z } from "zod";
import { chatMessageSchema, chatReactionSummarySchema } from "./chat";
import { MENTORING_SESSION_CHANGES, MENTORING_SESSION_STATUSES } from "./mentoring-sessions-model";
import { FUNDING_APPLICATION_CHANGES, FUNDING_AWARD_CHANGES } from "./realtime-constants";
import { REPORT_CONTENT_KINDS } from "./report-model";
import { APPLICATION_STATUSES, CORE_TEAM_ROLES } from "./team-model";

/**
 * The realtime contract between the server's event stream (GET /api/events) and the web app
 * (docs/decisions/007-realtime-events.md).
 */

export * from "./realtime-constants";

const teamMemberEventSchema = z.object({ teamId: z.string(), teamSlug: z.string(), userId: z.string() });
const feedItemEventSchema = z.object({
  itemId: z.string(),
  scopeKind: z.enum(["incubator", "team"]),
  scopeId: z.string(),
});
const projectEventSchema = z.object({ projectId: z.string(), projectSlug: z.string(), teamId: z.string() });

/** Every event type and its payload; the web maps each type to the data it refreshes. */
export const realtimeEventPayloadSchemas = {
  /** A payment completed: the person's subscription is now trial or active. */
  "subscription.confirmed": z.object({
    subscriptionId: z.string(),
    status: z.enum(["trial", "active"]),
    incubatorSlug: z.string(),
  }),
  /** The person joined or left an incubator, or their tier changed. */
  "membership.changed": z.object({ incubatorId: z.string() }),
  /** A team was formed in the incubator (audience: the incubator). */
  "team.created": z.object({ teamId: z.string(), teamSlug: z.string() }),
  /** Someone joined, left or was removed from the team (audience: the team). */
  "team.member_joined": teamMemberEventSchema,
  "team.member_left": teamMemberEventSchema,
  "team.member_removed": teamMemberEventSchema,
  /** A member's core role or title changed (audience: the team). */
  "team.role_changed": teamMemberEventSchema.extend({ coreRole: z.enum(CORE_TEAM_ROLES).nullable() }),
  /** Another member leads the team now (audience: the team). */
  "team.leadership_handed_over": z.object({
    teamId: z.string(),
    teamSlug: z.string(),
    /** Null when the team had no leader left (their account was deleted). */
    fromUserId: z.string().nullable(),
    toUserId: z.string(),
  }),
  /** A project of the team was created or changed (audience: the team). */
  "project.created": projectEventSchema,
  "project.updated": projectEventSchema,
  /** A project's status became launched (audience: the team's incubator). */
  "project.launched": projectEventSchema,
  /** A milestone was marked done (audience: the team). */
  "project.milestone_done": projectEventSchema.extend({ milestoneId: z.string(), title: z.string() }),
  /**
   * An application to a team was made or took a step; sent to the applicant and to the team. When
   * `status` is `accepted`, the applicant is now a member of the team.
   */
  "application.changed": z.object({
    applicationId: z.string(),
    teamId: z.string(),
    teamSlug: z.string(),
    positionId: z.string().nullable(),
    status: z.enum(APPLICATION_STATUSES),
  }),
  /**
   * The person has a new notification, or one of theirs changed (grouped, read); audience: the person.
   * `notificationId` is null when several changed at once (all marked read).
   */
  "notification.changed": z.object({ notificationId: z.string().nullable() }),
  /**
   * An admin disabled the person's account (audience: the person): their open streams end, and the
   * reconnect is refused with their sessions gone (docs/decisions/053-first-run-and-roles.md).
   */
  "account.disabled": z.object({}),
  /**
   * A feed item was posted (audience: the scope's team or incubator): pages offer "N new posts".
   */
  "feed.item_created": feedItemEventSchema,
  /** A feed item was edited, deleted, pinned, hidden, commented on or reacted to (audience: its scope). */
  "feed.item_changed": feedItemEventSchema,
  /** A position of a team was opened, changed, filled, closed or reopened. */
  "position.changed": z.object({ positionId: z.string(), teamId: z.string(), incubatorId: z.string() }),
  /**
   * A chat message was sent (audience: the channel's team or incubator). It carries the message, so a
   * stream that resumes with Last-Event-ID catches up without refetching.
   */
  "chat.message_posted": z.object({ channelId: z.string(), message: chatMessageSchema }),
  /** A chat message was edited or deleted, or its replies changed; it carries the message. */
  "chat.message_updated": z.object({ channelId: z.string(), message: chatMessageSchema }),
  /**
   * A chat message's reactions changed: who reacted with what, as they are now. A burst of changes to
   * one message comes as one event at its end (docs/decisions/025-fan-out-limits.md).
   */
  "chat.reactions_changed": z.object({
    channelId: z.string(),
    messageId: z.number(),
    reactions: z.array(chatReactionSummarySchema),
  }),
  /** A channel was added, renamed or archived (audience: its incubator). */
  "chat.channel_changed": z.object({ channelId: z.string(), incubatorId: z.string() }),
  /** The person read a channel up to a message, in some tab (audience: the person). */
  "chat.read": z.object({ channelId: z.string(), lastReadMessageId: z.number() }),
  /** The person is in a new direct conversation (audience: each of its people). */
  "chat.conversation_started": z.object({ conversationId: z.string() }),
  /**
   * The person answered every check question of a library article right for the first time (audience:
   * the person); the points projector rewards it.
   */
  "library.article_mastered": z.object({ section: z.string(), slug: z.string() }),
  /**
   * The person finished a memory game and its result was kept (audience: the person); the points
   * projector rewards the day's first game of the level and a new personal best.
   */
  "games.memory_completed": z.object({ resultId: z.string() }),
  /**
   * The person finished an interview practice session and it was kept (audience: the person); the
   * points projector rewards it (docs/decisions/045-interview-practice.md).
   */
  "games.interview_completed": z.object({ sessionId: z.string() }),
  /**
   * The person finished a career game run and it was kept (audience: the person); the points projector
   * rewards the day's first run of its role.
   */
  "games.career_completed": z.object({ resultId: z.string() }),
  /**
   * The person kept a timed delivery in the introduction tutor (audience: the person); the points
   * projector rewards the day's first (docs/decisions/048-tmay-tutor.md).
   */
  "games.tmay_completed": z.object({ attemptId: z.string() }),
  /**
   * A mentoring session was requested, confirmed, declined, cancelled, moved, completed or marked a
   * no-show (audience: each of its two people). Projectors (points for a completed session) read it
   * (docs/decisions/051-mentoring.md).
   */
  "mentoring.session_changed": z.object({
    sessionId: z.string(),
    mentorId: z.string(),
    menteeId: z.string(),
    change: z.enum(MENTORING_SESSION_CHANGES),
    status: z.enum(MENTORING_SESSION_STATUSES),
    startsAt: z.string(),
    endsAt: z.string(),
    /** Who made the change; null when the platform did (a session completed by the completion job). */
    byUserId: z.string().nullable(),
  }),
  /**
   * A team's funding application was decided or reopened, or a tranche of its award became due or was
   * released (audience: the team). The points projector rewards an award and a release; the owner's
   * and the team's pages refresh (docs/decisions/059-business-funding.md).
   */
  "funding.award_changed": z.object({
    applicationId: z.string(),
    callId: z.string(),
    teamId: z.string(),
    change: z.enum(FUNDING_AWARD_CHANGES),
    /** The tranche a `tranche_due` or `tranche_released` names; null otherwise. */
    trancheId: z.string().nullable(),
  }),
  /**
   * A funding application moved (submitted, withdrawn, a review of it submitted, decided, reopened, a
   * tranche due or released), for the people who read it on the call's side: the call's owner and
   * invited reviewers (each a person) and the administrators, and for a submission or withdrawal also the
   * team. Their funding pages refresh; it carries no scores, amounts or reviewer (decision 059).
   */
  "funding.application_changed": z.object({
    applicationId: z.string(),
    callId: z.string(),
    teamId: z.string(),
    change: z.enum(FUNDING_APPLICATION_CHANGES),
  }),
  /** Someone reported content (audience: the administrators): a moderation queue updates live. */
  "report.created": z.object({
    reportId: z.string(),
    contentKind: z.enum(REPORT_CONTENT_KINDS),
    contentId: z.string(),
  }),
  /**
   * Reports of a piece of content were handled, or it was hidden or restored (audience: the
   * administrators, and the owner of the content's incubator): the moderation queues update live.
   */
  "report.handled": z.object({ contentKind: z.enum(REPORT_CONTENT_KINDS), contentId: z.string() }),
} as const;

export type RealtimeEventType = keyof typeof realtimeEventPayloadSchemas;
export type RealtimeEventPayload<TType extends RealtimeEventType> = z.infer<
  (typeof realtimeEventPayloadSchemas)[TType]
>;

/**
 * The JSON `data` of each SSE message: its type repeats the SSE `event` field. One member per type
 * (a union discriminated on `type`), so checking the type narrows the payload to that type's.
 */
export type RealtimeMessage<TType extends RealtimeEventType = RealtimeEventType> = {
  [T in TType]: { id: number; type: T; payload: RealtimeEventPayload<T> };
}[TType];

/**
 * Ephemeral events (docs/decisions/021-chat.md): sent through NOTIFY only, never stored, delivered to
 * open streams after the same audience check, without an SSE id (a reconnect neither replays them nor
 * resumes from them).
 */
export const ephemeralEventPayloadSchemas = {
  /** Someone is writing in a channel (or in one of its threads). */
  "chat.typing": z.object({
    channelId: z.string(),
    parentId: z.number().nullable(),
    userId: z.string(),
    name: z.string(),
  }),
  /** Someone has the channel open; repeated while they do, so silence means they left. */
  "chat.presence": z.object({ channelId: z.string(), userId: z.string(), name: z.string() }),
} as const;

export type EphemeralEventType = keyof typeof ephemeralEventPayloadSchemas;
export type EphemeralEventPayload<TType extends EphemeralEventType> = z.infer<
  (typeof ephemeralEventPayloadSchemas)[TType]
>;

/**
 * The JSON `data` of an ephemeral SSE message; `id` is 0, since it has no place in the log. A union
 * discriminated on `type`, as `RealtimeMessage` is.
 */
export type EphemeralMessage<TType extends EphemeralEventType = EphemeralEventType> = {
  [T in TType]: { id: 0; type: T; payload: EphemeralEventPayload<T> };
}[TType];
