import { appConfigSchema, devMailboxResponseSchema } from "../account";
import { defineEndpoint } from "../api-endpoint";
import { healthResponseSchema } from "../api-error";
import { REALTIME_EVENTS_PATH } from "../realtime-constants";

/** What the installation is and offers, and what it streams to a signed-in person. */
export const platformEndpoints = {
  health: defineEndpoint({ method: "GET", path: "/api/health", status: 200, response: healthResponseSchema }),
  config: defineEndpoint({ method: "GET", path: "/api/config", status: 200, response: appConfigSchema }),
  /** This API's OpenAPI document. */
  openApi: defineEndpoint({ method: "GET", path: "/api/openapi.json", status: 200 }),
  /** A Server-Sent Events stream (docs/decisions/007-realtime-events.md), read by the web without callApi. */
  events: defineEndpoint({ method: "GET", path: REALTIME_EVENTS_PATH, status: 200 }),
  /** Development and test installations only. */
  devMailbox: defineEndpoint({
    method: "GET",
    path: "/api/dev/mailbox",
    status: 200,
    response: devMailboxResponseSchema,
  }),
  /** One attachment of a dev mailbox message, as a download with its own type. */
  devMailboxAttachment: defineEndpoint({
    method: "GET",
    path: "/api/dev/mailbox/:emailId/attachments/:attachmentId",
    status: 200,
  }),
};
