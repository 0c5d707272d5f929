import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { emailOutbox, emailOutboxAttachments } from "../db/schema";
import { defineJob, enqueueJob, type JobRegistration, registerJob } from "./jobs/jobs";
import { attachmentSize, type MailAttachment, type MailMessage, type MailTransport } from "./mailer";

export interface OutboxMessage extends MailMessage {
  /** What the message is for, such as "verification" or "password-reset". */
  kind: string;
}

/**
 * Whether `address` is under `.invalid`, which RFC 6761 reserves for names that never resolve: mail to
 * it can never be delivered. The demo seed's sample people have such addresses.
 */
export function isUndeliverableAddress(address: string): boolean {
  return address.toLowerCase().endsWith(".invalid");
}

/** How long one delivery attempt owns its job; longer than any SMTP exchange may take (see mailer.ts). */
export const MAIL_LEASE_MS = 5 * 60_000;

/**
 * Delivers one message of the outbox. About a day and a half of retries (30 s, doubled each time, at
 * most an hour apart); then the job is dead and the message stays unsent.
 */
export const sendMailJob = defineJob({
  name: "mail.send",
  payload: z.object({ emailId: z.uuid() }),
  maxAttempts: 40,
  retryBaseDelayMs: 30_000,
  retryMaxDelayMs: 60 * 60_000,
  leaseMs: MAIL_LEASE_MS,
});

/**
 * What the attachments of one message may weigh together: mail servers commonly refuse messages past
 * 10 to 25 MB, and base64 on the wire adds a third.
 */
export const MAIL_ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024;

/** Thrown when a message's attachments weigh more than MAIL_ATTACHMENTS_MAX_BYTES: nothing is queued. */
export class MailAttachmentsTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(
      `The attachments of this message total ${bytes} bytes, more than the ${MAIL_ATTACHMENTS_MAX_BYTES} bytes (10 MB) one message may carry; send a link to the file instead.`,
    );
    this.name = "MailAttachmentsTooLargeError";
  }
}

/** Throws MailAttachmentsTooLargeError when the attachments together weigh more than the limit. */
export function checkAttachmentsSize(attachments: readonly MailAttachment[]): void {
  const bytes = attachments.reduce((total, attachment) => total + attachmentSize(attachment), 0);
  if (bytes > MAIL_ATTACHMENTS_MAX_BYTES) throw new MailAttachmentsTooLargeError(bytes);
}

/**
 * Queues a message: the message row, its attachments and its `mail.send` job. Called with a
 * transaction, all are committed (or rolled back) with the change that caused them.
 */
export async function enqueueEmail(db: Database, message: OutboxMessage): Promise<string> {
  const attachments = message.attachments ?? [];
  checkAttachmentsSize(attachments);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        kind: message.kind,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        headers: { ...message.headers },
      })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error("the outbox insert returned no row");
    if (attachments.length > 0) {
      await tx.insert(emailOutboxAttachments).values(
        attachments.map((attachment, position) => ({
          emailId: row.id,
          position,
          filename: attachment.filename,
          contentType: attachment.contentType,
          content:
            typeof attachment.content === "string"
              ? Buffer.from(attachment.content, "utf8")
              : attachment.content,
          contentId: attachment.contentId ?? null,
          disposition: attachment.disposition ?? "attachment",
        })),
      );
    }
    await enqueueJob(tx, sendMailJob, { emailId: row.id });
    return row.id;
  });
}

/** Mail delivery, for instances that have a way to send mail; without one, mail jobs wait. */
export function mailJobs(db: Database, transport: MailTransport, from: string): JobRegistration[] {
  return [
    registerJob(sendMailJob, async ({ emailId }, { now }) => {
      const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
      if (!message) throw new Error(`no outbox message ${emailId}`);
      // An attempt that outlived its lease may have sent it already.
      if (message.sentAt) return;
      const attachments = await storedAttachments(db, emailId);
      await transport.send({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        ...(Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await db.update(emailOutbox).set({ sentAt: now }).where(eq(emailOutbox.id, emailId));
    }),
  ];
}

/** A queued message's attachments, in the order they were given. */
async function storedAttachments(db: Database, emailId: string): Promise<MailAttachment[]> {
  const rows = await db
    .select()
    .from(emailOutboxAttachments)
    .where(eq(emailOutboxAttachments.emailId, emailId))
    .orderBy(asc(emailOutboxAttachments.position));
  return rows.map((row) => ({
    filename: row.filename,
    contentType: row.contentType,
    content: row.content,
    ...(row.contentId ? { contentId: row.contentId } : {}),
    disposition: row.disposition === "inline" ? "inline" : "attachment",
  }));
}
