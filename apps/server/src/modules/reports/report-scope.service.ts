import type { RealtimeEventPayload, ReportContentKind } from "@hatchery/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { publishEvent } from "../../lib/realtime/event-log";

/**
 * Which incubator reported content belongs to (docs/decisions/055-moderation-queue.md): a post of its
 * feed or of one of its teams' feeds, a comment on such a post, a message of one of its channels or
 * of its teams' channels. A mentoring review belongs to no incubator: administrators alone moderate it.
 * Reports carry no foreign key to what they name (decision 034), so this is read from the content.
 */
export function reportIncubatorSql(kind: SQL, id: SQL): SQL<string | null> {
  return sql<string | null>`(case ${kind}
    when 'feed_item' then (select fi.incubator_id from feed_items fi where fi.id::text = ${id})
    when 'feed_comment' then (select fi.incubator_id from feed_comments fc
      join feed_items fi on fi.id = fc.item_id where fc.id::text = ${id})
    when 'chat_message' then (select coalesce(ch.incubator_id, t.incubator_id) from chat_messages m
      join chat_channels ch on ch.id = m.channel_id left join teams t on t.id = ch.team_id
      where m.id::text = ${id})
    else null end)`;
}

/** The incubator of one piece of content and its owner; both null for a review or what is gone. */
export async function incubatorOfContent(
  db: Database,
  kind: ReportContentKind,
  contentId: string,
): Promise<{ incubatorId: string | null; ownerId: string | null }> {
  const { rows } = await db.execute<{ incubator_id: string | null; owner_id: string | null }>(sql`
    select i.id as incubator_id, i.owner_id from incubators i
    where i.id = ${reportIncubatorSql(sql`${kind}::text`, sql`${contentId}::text`)}`);
  return { incubatorId: rows[0]?.incubator_id ?? null, ownerId: rows[0]?.owner_id ?? null };
}

/**
 * Tells the queues that show this content: the administrators' and its incubator owner's (a person's
 * own stream, since the incubator's audience is every member).
 */
export async function announceToModerators<TType extends "report.created" | "report.handled">(
  tx: Database,
  ownerId: string | null,
  type: TType,
  payload: RealtimeEventPayload<TType>,
): Promise<void> {
  await publishEvent(tx, { type, audience: { kind: "admins" }, payload });
  if (ownerId) await publishEvent(tx, { type, audience: { kind: "person", id: ownerId }, payload });
}
