import { CHAT_ERROR_MESSAGES, type ChatMentionCandidatesResponse } from "@hatchery/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatChannels, chatMessages, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { mentionCandidatesAmong } from "../../lib/mention-candidates";
import type { PolicyActor } from "../../lib/policy";
import { teamParticipantCondition } from "../access/team-access";
import type { ChatResource } from "./chat.policy";
import { type ChannelAccess, loadChannelAccess } from "./chat-access";

/**
 * Who reads a channel, as SQL and as the chat policy sees it, and the reads every chat operation
 * starts from: the signed-in person, a message they can read (decision 021).
 */

export function userIdOf(actor: PolicyActor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/** The chat policy's view of a channel its reader opened (`loadChannelAccess` let them in). */
export function chatResourceOf(access: ChannelAccess): ChatResource {
  return {
    place: access.place.kind,
    isMember: true,
    ownsIncubator: access.isOwner,
  };
}

export function messageNotFound(): AppError {
  return new AppError("not_found", CHAT_ERROR_MESSAGES.messageNotFound);
}

/** A message with the reader's access to its channel; 404 for a message of a channel they cannot read. */
export async function loadReadableMessage(db: Database, userId: string, messageId: string) {
  if (!/^\d{1,18}$/.test(messageId)) throw messageNotFound();
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.id, Number(messageId)));
  if (!row) throw messageNotFound();
  // A message of a channel the person cannot read does not exist for them.
  const access = await loadChannelAccess(db, userId, row.channelId).catch(() => {
    throw messageNotFound();
  });
  return { row, access };
}

/**
 * Whether the person `userId` names reads the channel: a participant of its team (a member, or on
 * trial with it), or an active member or the owner of its incubator. The one rule for whom a message may mention and whom the composer offers.
 */
export function readsChannelCondition(access: ChannelAccess, userId: SQL): SQL {
  const { channel } = access;
  if (channel.isDirect) {
    return sql`${userId} in (select user_id from chat_conversation_participants where channel_id = ${channel.id})`;
  }
  return channel.teamId !== null
    ? teamParticipantCondition(sql`${channel.teamId}`, userId)
    : sql`(${userId} in (select user_id from incubator_members
        where incubator_id = ${access.incubatorId} and status = 'active')
      or ${userId} in (select owner_id from incubators where id = ${access.incubatorId}))`;
}

/**
 * Channels the person reads (archived ones too): those of the teams they participate in, their
 * incubators' as member or owner, and their direct conversations.
 */
export function readableChannelCondition(userId: string): SQL {
  return sql`((${chatChannels.teamId} is not null
      and ${teamParticipantCondition(chatChannels.teamId, sql`${userId}`)})
    or ${chatChannels.id} in (select channel_id from chat_conversation_participants where user_id = ${userId})
    or ${chatChannels.incubatorId} in (select incubator_id from incubator_members
      where user_id = ${userId} and status = 'active')
    or ${chatChannels.incubatorId} in (select id from incubators where owner_id = ${userId}))`;
}

/** The ids mentioned in `body` who can read the channel: a mention of anyone else mentions nobody. */
export async function readersAmong(
  db: Database,
  access: ChannelAccess,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), readsChannelCondition(access, sql`${users.id}`)));
  const readers = new Set(rows.map((row) => row.id));
  return ids.filter((id) => readers.has(id));
}

/**
 * The channel's readers (but the person typing) whose name, or a word of it, starts with the text
 * typed after `@`, for the composer's list; 404 for a channel the person does not read.
 */
export async function channelMentionCandidates(
  db: Database,
  actor: PolicyActor,
  input: { channelId: string; q: string },
): Promise<ChatMentionCandidatesResponse> {
  const userId = userIdOf(actor);
  const access = await loadChannelAccess(db, userId, input.channelId);
  return mentionCandidatesAmong(db, (candidate) => readsChannelCondition(access, candidate), userId, input.q);
}

/** Moves the pointer forward only: a late "read" from another tab never marks messages unread again. */
export async function advancePointer(
  db: Database,
  channelId: string,
  userId: string,
  messageId: number,
): Promise<number> {
  const { rows } = await db.execute<{ last_read_message_id: string | number }>(sql`
    insert into chat_read_pointers as pointer (channel_id, user_id, last_read_message_id)
    values (${channelId}, ${userId}, ${messageId})
    on conflict (channel_id, user_id) do update set
      last_read_message_id = greatest(pointer.last_read_message_id, excluded.last_read_message_id),
      updated_at = now()
    returning last_read_message_id`);
  return Number(rows[0]?.last_read_message_id ?? messageId);
}
