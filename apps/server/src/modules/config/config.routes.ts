import { type AppConfig, platformEndpoints } from "@hatchery/shared";
import { linkedinEnabled } from "../../auth/auth";
import type { Env } from "../../env";
import { type ApiRoute, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { aiFeedbackEnabled } from "../games/interview-ai-feedback.service";
import { devMailboxEnabled } from "../mailbox/mailbox.service";

/**
 * What this installation offers. The development mailbox exists where mail is kept rather than sent.
 * There is no SMS sender, so no phone factor is offered: two-factor is an authenticator app (TOTP).
 */
export function appConfigOf(env: Env): AppConfig {
  return {
    linkedin: linkedinEnabled(env),
    devMailbox: devMailboxEnabled(env),
    aiFeedback: aiFeedbackEnabled(env),
  };
}

export function configRoutes({ env }: ModuleDeps): ApiRoute[] {
  const config = appConfigOf(env);
  return [
    defineEndpointRoute(platformEndpoints.config, {
      summary:
        "What this installation offers: LinkedIn sign-in, the development mailbox and written interview feedback.",
      tags: ["config"],
      success: "The installation's features.",
      handler: (c) => {
        c.header("Cache-Control", "public, max-age=60");
        return config;
      },
    }),
  ];
}
