import { supportResponseSchema } from "@hatchery/shared";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, defineApiRoute } from "../../lib/api-route";
import type { RateLimitRule } from "../../lib/rate-limit";
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
    defineApiRoute({
      method: "post",
      path: "/api/support",
      summary: "Sends a message to the administrators (queued as email to each of them).",
      tags: ["support"],
      rateLimit: SUPPORT_RATE_LIMIT,
      body: { schema: serverSupportRequestSchema },
      responses: {
        202: { description: "Accepted and queued for delivery.", schema: supportResponseSchema },
      },
      handler: async (c, { body }) =>
        c.json(await sendSupportRequest(db, c.get("actor"), body, { mailFrom: env.MAIL_FROM, logger }), 202),
    }),
  ];
}
