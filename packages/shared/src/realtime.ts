import { z } from "zod";
import { APPLICATION_STATUSES } from "./team-model";

/**
 * The realtime contract between the server's event stream (GET /api/events) and the web app
 * (docs/decisions/007-realtime-events.md).
 */

export * from "./realtime-constants";

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
  /** A position of a team was opened, changed, filled, closed or reopened. */
  "position.changed": z.object({ positionId: z.string(), teamId: z.string(), incubatorId: z.string() }),
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
