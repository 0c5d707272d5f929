import type { DevMailboxMessage } from "@hatchery/shared";
import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Env } from "../../env";
import type { Actor } from "../../lib/context";
import { extractLinks } from "../../lib/mailer";

export const DEV_MAILBOX_LIMIT = 100;

/**
 * For installations that keep their mail instead of sending it: outside production and without
 * SMTP_URL. Elsewhere the mailbox path answers 404 like any unknown endpoint; the mail of real people
 * is nobody's to browse.
 */
export function devMailboxEnabled(env: Env): boolean {
  return env.NODE_ENV !== "production" && !env.SMTP_URL;
}

/** The latest messages of the outbox, newest first, each with the links found in its text. */
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
  return rows.map((row) => ({
    ...row,
    links: extractLinks(row.text),
    createdAt: row.createdAt.toISOString(),
  }));
}
