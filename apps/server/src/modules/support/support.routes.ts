import { supportResponseSchema } from "@hatchery/shared";
import type { MiddlewareHandler } from "hono";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, apiErrorResponse, defineApiRoute } from "../../lib/api-route";
import { clientIp } from "../../lib/client-ip";
import type { AppEnv } from "../../lib/context";
import { createRateLimit, type RateLimitRule } from "../../lib/rate-limit";
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
  const rateLimit = createRateLimit(db, SUPPORT_RATE_LIMIT);
  // Counted before the body is read, so invalid requests use up the allowance too.
  const limitPerClient: MiddlewareHandler<AppEnv> = async (c, next) => {
    await rateLimit.consume(clientIp(c, env.TRUST_PROXY));
    await next();
  };

  return [
    defineApiRoute({
      method: "post",
      path: "/api/support",
      summary: "Sends a message to the administrators (queued as email to each of them).",
      tags: ["support"],
      middleware: [limitPerClient],
      body: { schema: serverSupportRequestSchema },
      responses: {
        202: { description: "Accepted and queued for delivery.", schema: supportResponseSchema },
        429: apiErrorResponse(`${SUPPORT_RATE_LIMITED_MESSAGE} See Retry-After.`),
      },
      handler: async (c, { body }) =>
        c.json(await sendSupportRequest(db, c.get("actor"), body, { mailFrom: env.MAIL_FROM, logger }), 202),
    }),
  ];
}
