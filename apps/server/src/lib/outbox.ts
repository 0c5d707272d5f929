import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { defineJob, enqueueJob, type JobRegistration, registerJob } from "./jobs/jobs";
import type { MailMessage, MailTransport } from "./mailer";

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
 * Queues a message: the message row and its `mail.send` job. Called with a transaction, both are
 * committed (or rolled back) with the change that caused them.
 */
export async function enqueueEmail(db: Database, message: OutboxMessage): Promise<string> {
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
      await transport.send({
        from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        ...(Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
      });
      await db.update(emailOutbox).set({ sentAt: now }).where(eq(emailOutbox.id, emailId));
    }),
  ];
}
