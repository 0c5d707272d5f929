import { supportEndpoints } from "@hatchery/shared";
import { type ApiRoute, defineEndpointRoute } from "../../lib/api-route";
import type { RateLimitRule } from "../../lib/rate-limit";
import type { ModuleDeps } from "../../module-deps";
import { sendSupportRequest, serverSupportRequestSchema } from "./support.service";

export const SUPPORT_RATE_LIMITED_MESSAGE =
  "Too many messages were sent from this address. Please try again in 10 minutes.";

/**
 * The form is public, and every request mails each administrator: a person writes a few messages at
 * most, a script filling the administrators' inboxes is stopped after five.
 */
export const SUPPORT_RATE_LIMIT = {
  name: "support:ip",
  points: 5,
  windowMs: 10 * 60_000,
  message: SUPPORT_RATE_LIMITED_MESSAGE,
} as const satisfies RateLimitRule;

export function supportRoutes({ db, env, logger }: ModuleDeps): ApiRoute[] {
  return [
    // The contract's rules, with names and subject sanitized and the message cleaned on the way in.
    defineEndpointRoute(
      { ...supportEndpoints.send, body: serverSupportRequestSchema },
      {
        summary: "Sends a message to the administrators (queued as email to each of them).",
        tags: ["support"],
        success: "Accepted and queued for delivery.",
        rateLimit: SUPPORT_RATE_LIMIT,
        handler: (c, { body }) =>
          sendSupportRequest(db, c.get("actor"), body, { mailFrom: env.MAIL_FROM, logger }),
      },
    ),
  ];
}
