import type { DevMailboxAttachment, DevMailboxMessage } from "@hatchery/shared";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, emailOutboxAttachments } from "../../db/schema";
import type { Env } from "../../env";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { extractLinks } from "../../lib/mailer";

export const DEV_MAILBOX_LIMIT = 100;

export const ATTACHMENT_NOT_FOUND_MESSAGE = "There is no such attachment in the mailbox.";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * For installations that keep their mail instead of sending it: outside production and without
 * SMTP_URL. Elsewhere the mailbox path answers 404 like any unknown endpoint; the mail of real people
 * is nobody's to browse.
 */
export function devMailboxEnabled(env: Env): boolean {
  return env.NODE_ENV !== "production" && !env.SMTP_URL;
}

function attachmentUrl(emailId: string, attachmentId: string): string {
  return `/api/dev/mailbox/${emailId}/attachments/${attachmentId}`;
}

/** The attachments of the messages listed, without their bytes, by message. */
async function attachmentsOf(db: Database, emailIds: string[]): Promise<Map<string, DevMailboxAttachment[]>> {
  const byEmail = new Map<string, DevMailboxAttachment[]>();
  if (emailIds.length === 0) return byEmail;
  const rows = await db
    .select({
      id: emailOutboxAttachments.id,
      emailId: emailOutboxAttachments.emailId,
      filename: emailOutboxAttachments.filename,
      contentType: emailOutboxAttachments.contentType,
      size: sql<number>`octet_length(${emailOutboxAttachments.content})`.mapWith(Number),
    })
    .from(emailOutboxAttachments)
    .where(inArray(emailOutboxAttachments.emailId, emailIds))
    .orderBy(asc(emailOutboxAttachments.emailId), asc(emailOutboxAttachments.position));
  for (const { emailId, ...attachment } of rows) {
    const listed = byEmail.get(emailId) ?? [];
    listed.push({ ...attachment, url: attachmentUrl(emailId, attachment.id) });
    byEmail.set(emailId, listed);
  }
  return byEmail;
}

/** The latest messages of the outbox, newest first, each with the links found in its text and its files. */
export async function listDevMailbox(db: Database, _actor: Actor): Promise<DevMailboxMessage[]> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(DEV_MAILBOX_LIMIT);
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    links: extractLinks(row.text),
    attachments: attachments.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One attachment of one message, with its bytes; 404 for anything else (a malformed id included). */
export async function readDevMailboxAttachment(
  db: Database,
  emailId: string,
  attachmentId: string,
): Promise<StoredAttachment> {
  if (!UUID_PATTERN.test(emailId) || !UUID_PATTERN.test(attachmentId)) {
    throw new AppError("not_found", ATTACHMENT_NOT_FOUND_MESSAGE);
  }
  const [attachment] = await db
    .select({
      filename: emailOutboxAttachments.filename,
      contentType: emailOutboxAttachments.contentType,
      content: emailOutboxAttachments.content,
    })
    .from(emailOutboxAttachments)
    .where(and(eq(emailOutboxAttachments.id, attachmentId), eq(emailOutboxAttachments.emailId, emailId)));
  if (!attachment) throw new AppError("not_found", ATTACHMENT_NOT_FOUND_MESSAGE);
  return attachment;
}
