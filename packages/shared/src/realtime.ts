import { z } from "zod";

/**
 * The realtime contract between the server's event stream (GET /api/events) and the web app
 * (docs/decisions/007-realtime-events.md).
 */

/** Who an event is for: one person, the members of a team or an incubator, or everyone. */
export const REALTIME_AUDIENCE_KINDS = ["person", "team", "incubator", "everyone"] as const;
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
} as const;

export type RealtimeEventType = keyof typeof realtimeEventPayloadSchemas;
export type RealtimeEventPayload<TType extends RealtimeEventType> = z.infer<
  (typeof realtimeEventPayloadSchemas)[TType]
>;

/** The JSON `data` of each SSE message: its type repeats the SSE `event` field. */
export interface RealtimeMessage<TType extends RealtimeEventType = RealtimeEventType> {
  id: number;
  type: TType;
  payload: RealtimeEventPayload<TType>;
}
