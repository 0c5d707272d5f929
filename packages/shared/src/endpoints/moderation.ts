import { defineEndpoint } from "../api-endpoint";
import {
  moderationCaseParamsSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  moderationSuspensionSchema,
  moderationWarningSchema,
} from "../moderation";

/** The moderation queue and its actions (docs/decisions/055-moderation-queue.md). */
export const moderationEndpoints = {
  /** Every report, for administrators. */
  queue: defineEndpoint({
    method: "GET",
    path: "/api/moderation/reports",
    query: moderationQueueQuerySchema,
    status: 200,
    response: moderationQueueResponseSchema,
  }),
  /** Reports of one incubator's content (its feed, its teams' feeds, its channels), for its owner and admins. */
  incubatorQueue: defineEndpoint({
    method: "GET",
    path: "/api/incubators/:slug/moderation/reports",
    query: moderationQueueQuerySchema,
    status: 200,
    response: moderationQueueResponseSchema,
  }),
  hide: defineEndpoint({
    method: "POST",
    path: "/api/moderation/content/:kind/:id/hide",
    params: moderationCaseParamsSchema,
    status: 204,
  }),
  restore: defineEndpoint({
    method: "POST",
    path: "/api/moderation/content/:kind/:id/restore",
    params: moderationCaseParamsSchema,
    status: 204,
  }),
  dismiss: defineEndpoint({
    method: "POST",
    path: "/api/moderation/content/:kind/:id/dismiss",
    params: moderationCaseParamsSchema,
    status: 204,
  }),
  warn: defineEndpoint({
    method: "POST",
    path: "/api/moderation/content/:kind/:id/warn",
    params: moderationCaseParamsSchema,
    body: moderationWarningSchema,
    status: 204,
  }),
  suspend: defineEndpoint({
    method: "POST",
    path: "/api/moderation/content/:kind/:id/suspend",
    params: moderationCaseParamsSchema,
    body: moderationSuspensionSchema,
    status: 204,
  }),
};
