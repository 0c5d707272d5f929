import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatConversationParticipants, chatMessages, users } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { assertCan, type DirectMessageAction, type DirectRelation } from "./direct-messages.policy";

/**
 * How one person stands with others for direct messages (decision 064): whether they share an
 * incubator, and who blocked whom. Read in one statement for any number of others.
 */

/** The incubators a person is inside: an active member, or the owner. */
function incubatorsInside(userId: SQL | string): SQL {
  return sql`(select incubator_id from incubator_members where user_id = ${userId} and status = 'active'
    union select id from incubators where owner_id = ${userId})`;
}

export async function relationsWith(
  db: Database,
  userId: string,
  otherIds: readonly string[],
): Promise<Map<string, DirectRelation>> {
  if (otherIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      sharesIncubator: sql<boolean>`exists (select 1 from ${incubatorsInside(sql`${users.id}`)} theirs
        where theirs.incubator_id in ${incubatorsInside(userId)})`,
      blockedByActor: sql<boolean>`exists (select 1 from user_blocks
        where blocker_id = ${userId} and blocked_id = ${users.id})`,
      blocksActor: sql<boolean>`exists (select 1 from user_blocks
        where blocker_id = ${users.id} and blocked_id = ${userId})`,
    })
    .from(users)
    .where(inArray(users.id, [...otherIds]));
  const relations = new Map<string, DirectRelation>();
  for (const id of otherIds) {
    const row = rows.find((found) => found.id === id);
    relations.set(id, {
      exists: row !== undefined,
      sharesIncubator: row?.sharesIncubator ?? false,
      blockedByActor: row?.blockedByActor ?? false,
      blocksActor: row?.blocksActor ?? false,
    });
  }
  return relations;
}

/** The others of a conversation (everyone but `userId`). */
export async function othersIn(db: Database, channelId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: chatConversationParticipants.userId })
    .from(chatConversationParticipants)
    .where(
      and(
        eq(chatConversationParticipants.channelId, channelId),
        ne(chatConversationParticipants.userId, userId),
      ),
    );
  return rows.map((row) => row.userId);
}

/**
 * Refuses (403, in plain words) a message, an edit or a reaction in a conversation the person may no
 * longer write in: a block stands between them, or they no longer share an incubator.
 */
export async function assertMayWriteDirect(
  db: Database,
  actor: PolicyActor,
  channelId: string,
  action: Exclude<DirectMessageAction, "start">,
): Promise<void> {
  if (actor.kind !== "user") return;
  const others = await othersIn(db, channelId, actor.userId);
  const relations = await relationsWith(db, actor.userId, others);
  assertCan(actor, action, { others: [...relations.values()] });
}

/**
 * Messages the reader sees: none by a person they blocked (decision 064). The condition is on
 * `chat_messages` and holds for every channel, so it can join any history read.
 */
export function notByBlockedAuthor(readerId: string): SQL {
  return sql`(${chatMessages.authorId} is null or ${chatMessages.authorId} not in
    (select blocked_id from user_blocks where blocker_id = ${readerId}))`;
}
