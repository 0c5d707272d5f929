import { platformEndpoints } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { clientIp, isLoopbackAddress } from "../../lib/client-ip";
import { AppError } from "../../lib/errors";
import { UPLOADED_FILE_CSP } from "../../lib/storage/stored-images";
import type { ModuleDeps } from "../../module-deps";
import { devMailboxEnabled, listDevMailbox, readDevMailboxAttachment } from "./mailbox.service";

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
    defineEndpointRoute(platformEndpoints.devMailboxAttachment, {
      summary:
        "One attachment of a message in the mailbox, downloaded with its own type (development and test only).",
      tags: ["development"],
      success: "The file.",
      successContentType: "application/octet-stream",
      errors: { 404: apiErrorResponse("There is no such attachment in the mailbox.") },
      handler: async (c, { params }) => {
        if (!isLoopbackAddress(clientIp(c, env.TRUST_PROXY))) throw new AppError("not_found");
        const attachment = await readDevMailboxAttachment(db, params.emailId, params.attachmentId);
        c.header("Content-Type", attachment.contentType);
        c.header("Content-Length", String(attachment.content.byteLength));
        c.header(
          "Content-Disposition",
          `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
        );
        // Mail content is whatever the sender attached: never sniffed or run on this origin.
        c.header("X-Content-Type-Options", "nosniff");
        c.header("Content-Security-Policy", UPLOADED_FILE_CSP);
        c.header("Cache-Control", "no-store");
        return c.body(new Uint8Array(attachment.content), 200);
      },
    }),
  ];
}
