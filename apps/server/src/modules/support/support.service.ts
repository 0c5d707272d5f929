import {
  PRODUCT_NAME,
  plainTextLine,
  SUPPORT_SENT_MESSAGE,
  type SupportResponse,
  supportRequestSchema,
} from "@hatchery/shared";
import { asc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Database } from "../../db/client";
import { userRoles, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { renderEmail } from "../../lib/email-layout";
import { enqueueEmail, type OutboxMessage } from "../../lib/outbox";

export const SUPPORT_EMAIL_KIND = "support";

/**
 * The shared contract with the one-line fields kept as typed but without control characters (the
 * subject becomes a mail header, so a line break there could add headers of its own); the mail escapes
 * them in its HTML. A name or subject that was nothing but whitespace is refused with the schema's words.
 */
export const serverSupportRequestSchema = supportRequestSchema.extend({
  name: supportRequestSchema.shape.name
    .transform(plainTextLine)
    .pipe(z.string().min(1, { error: "Name is required" })),
  subject: supportRequestSchema.shape.subject
    .transform(plainTextLine)
    .pipe(z.string().min(1, { error: "Subject is required" })),
  message: supportRequestSchema.shape.message.transform(plainMessage),
});
export type SupportRequestData = z.output<typeof serverSupportRequestSchema>;

/**
 * The message stays as the person wrote it, markup included (someone reporting a bug may quote code):
 * the text mail shows it as text and the HTML mail escapes it. Only what no mail client should receive
 * goes: control characters other than line breaks and tabs, and Windows or old Mac line endings.
 */
function plainMessage(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n\t]/gu, "")
    .trim();
}

/** The bare address of a sender such as `Hatchery <help@example.org>`. */
export function mailboxAddress(sender: string): string {
  const bracketed = /<([^<>\s]+)>/.exec(sender);
  return (bracketed?.[1] ?? sender).trim();
}

/**
 * One message to one administrator. The outbox has no Reply-To header, so the sender's address is the
 * first line of the message and the action is a mailto link that answers them with the subject quoted.
 */
export function supportEmail(to: string, request: SupportRequestData): OutboxMessage {
  const replyUrl = `mailto:${request.email}?subject=${encodeURIComponent(`Re: ${request.subject}`)}`;
  return renderEmail({
    kind: SUPPORT_EMAIL_KIND,
    to,
    subject: `[${PRODUCT_NAME} support] ${request.subject}`,
    // To the operator, about someone else: no greeting.
    greetingName: null,
    details: [
      { label: "From", value: `${request.name} <${request.email}>` },
      { label: "Subject", value: request.subject },
    ],
    paragraphs: [`${request.name} sent a message through the ${PRODUCT_NAME} contact form.`],
    quote: request.message,
    action: { label: `Reply to ${request.name}`, url: replyUrl },
    footnote: `Reply to ${request.email} to answer them.`,
  });
}

/** The addresses of every administrator, each once, in a stable order. */
export async function administratorAddresses(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

export interface SupportDeps {
  /** MAIL_FROM: where the message goes when the installation has no administrator yet. */
  mailFrom: string;
  logger: Logger;
}

/**
 * Queues the message for every administrator, all in one transaction, so a failure queues none and the
 * person can simply send again. An installation without an administrator still accepts it: the message
 * goes to the MAIL_FROM address, the one mailbox the operator is known to have configured, and a warning
 * tells the operator to grant the admin role (`npm run roles`), so no request is silently lost.
 */
export async function sendSupportRequest(
  db: Database,
  _actor: Actor,
  input: SupportRequestData,
  { mailFrom, logger }: SupportDeps,
): Promise<SupportResponse> {
  await db.transaction(async (tx) => {
    let recipients = await administratorAddresses(tx);
    if (recipients.length === 0) {
      recipients = [mailboxAddress(mailFrom)];
      logger.warn(
        { to: recipients[0] },
        "support request sent to MAIL_FROM: no administrator exists; grant the admin role with `npm run roles`",
      );
    }
    for (const to of recipients) await enqueueEmail(tx, supportEmail(to, input));
  });
  return { message: SUPPORT_SENT_MESSAGE };
}
