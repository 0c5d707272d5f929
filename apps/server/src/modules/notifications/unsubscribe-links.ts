import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@hatchery/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notificationPreferences, notificationSettings, users } from "../../db/schema";
import { siteUrl } from "../../lib/email-layout";

/**
 * The one-click unsubscribe links of notification emails (RFC 8058, docs/decisions/019-notifications.md):
 * signed with the server's secret over the person and what the link stops, so they work without
 * signing in. A link stops one kind of notification email, or the digest.
 */

export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

/** What an unsubscribe link stops: the emails of one kind, or the digest. */
export type UnsubscribeTopic = NotificationKind | "digest";

export interface NotificationEmailDeps {
  publicUrl: string;
  /** The server's secret (AUTH_SECRET): it signs the unsubscribe links. */
  secret: string;
}

function signatureOf(secret: string, userId: string, kind: UnsubscribeTopic): string {
  return createHmac("sha256", secret)
    .update(`notifications.unsubscribe\0${userId}\0${kind}`)
    .digest("base64url");
}

function isTopic(value: unknown): value is UnsubscribeTopic {
  return value === "digest" || NOTIFICATION_KINDS.some((known) => known === value);
}

/** The token of an unsubscribe link: who and what it stops, and the server's signature of both. */
export function unsubscribeToken(secret: string, userId: string, kind: UnsubscribeTopic): string {
  const payload = Buffer.from(JSON.stringify([userId, kind])).toString("base64url");
  return `${payload}.${signatureOf(secret, userId, kind)}`;
}

/** Who and what a token names, or null for any token this server did not sign. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: UnsubscribeTopic } | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [userId, kind] = parsed as unknown[];
  if (typeof userId !== "string" || !isTopic(kind)) return null;
  const expected = Buffer.from(signatureOf(secret, userId, kind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind };
}

export function unsubscribeUrl(deps: NotificationEmailDeps, userId: string, kind: UnsubscribeTopic): string {
  return siteUrl(deps.publicUrl, UNSUBSCRIBE_PATH, { token: unsubscribeToken(deps.secret, userId, kind) });
}

/**
 * Stops what the link names. For a kind: a person who chose email (or had it by default) keeps the kind
 * in the app; one who turned it off stays off. For the digest: its frequency becomes `off`. Asking again
 * changes nothing.
 */
export async function unsubscribe(
  db: Database,
  { userId, kind }: { userId: string; kind: UnsubscribeTopic },
): Promise<void> {
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  // The account is gone, and its choices with it: nothing is sent to it any more.
  if (!person) return;
  if (kind === "digest") {
    await db
      .insert(notificationSettings)
      .values({ userId, digestFrequency: "off" })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { digestFrequency: "off", updatedAt: sql`now()` },
      });
    return;
  }
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, delivery: "in_app" })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { delivery: "in_app", updatedAt: sql`now()` },
      setWhere: sql`${notificationPreferences.delivery} = 'email'`,
    });
}
