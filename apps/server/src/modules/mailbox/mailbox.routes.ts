import { platformEndpoints } from "@hatchery/shared";
import { type ApiRoute, defineEndpointRoute } from "../../lib/api-route";
import { clientIp, isLoopbackAddress } from "../../lib/client-ip";
import { AppError } from "../../lib/errors";
import type { ModuleDeps } from "../../module-deps";
import { devMailboxEnabled, listDevMailbox } from "./mailbox.service";

/**
 * The development mailbox (/dev/mailbox in the web app); see `devMailboxEnabled`. It holds
 * verification and password-reset links, so it answers only on this machine: an installation
 * started without NODE_ENV=production must not hand those links to whoever can reach it.
 */
export function mailboxRoutes({ db, env }: ModuleDeps): ApiRoute[] {
  if (!devMailboxEnabled(env)) return [];
  return [
    defineEndpointRoute(platformEndpoints.devMailbox, {
      summary: "Mail sent by this installation, newest first (development and test only).",
      tags: ["development"],
      success: "The latest messages.",
      handler: async (c) => {
        if (!isLoopbackAddress(clientIp(c, env.TRUST_PROXY))) throw new AppError("not_found");
        return { messages: await listDevMailbox(db, c.get("actor")) };
      },
    }),
  ];
}
