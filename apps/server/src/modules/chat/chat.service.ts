import {
  CHAT_ERROR_MESSAGES,
  CHAT_REACTIONS,
  CHAT_UNREAD_COUNT_CAP,
  type ChatChannel,
  type ChatChannelListResponse,
  type ChatChannelResponse,
  type ChatHistoryResponse,
  type ChatMentionCandidatesResponse,
  type ChatMessage,
  type ChatMessageResponse,
  type ChatPlace,
  type ChatSearchResponse,
  type ChatThreadResponse,
  type ChatUnreadSummary,
  type CreateChatChannelInput,
  type UpdateChatChannelInput,
} from "@hatchery/shared";
import { and, asc, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import {
  chatAttachments,
  chatChannels,
  chatMessages,
  chatReactions,
  chatReadPointers,
  incubators,
  teams,
  users,
} from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { mentionCandidatesAmong } from "../../lib/mention-candidates";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { publishEphemeral } from "../../lib/realtime/ephemeral";
import { eventInsert, publishEvent, selectEventNotification } from "../../lib/realtime/event-log";
import { hasEventProjectors } from "../../lib/realtime/event-projectors";
import { loadTeamAccess } from "../access/team-access";
import { findIncubatorBySlug } from "../incubators/incubators.service";
import type { ChatResource } from "./chat.policy";
import * as chatPolicy from "./chat.policy";
import {
  type ChannelAccess,
  type ChannelRow,
  channelAudience,
  channelNotFound,
  incubatorChatPlace,
  loadChannelAccess,
  type SendContext,
} from "./chat-access";
import { type MessageRow, mentionedIds, toChatMessage, toChatMessages } from "./chat-messages";
import { notifyMentions, notifyReaction, notifyReply } from "./chat-notifications";
import { chatReactionAnnouncements } from "./chat-reaction-events";

/** Chat channels and messages (docs/decisions/021-chat.md). */

const CHANNEL_NAME_UNIQUE = "chat_channels_incubator_name_unique";
/** What the audit log keeps of a channel's creation and changes. */
const CHANNEL_AUDITED_FIELDS = ["incubatorId", "name", "archivedAt"] as const;
const THREAD_REPLIES_MAX = 500;

function userIdOf(actor: PolicyActor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/** The chat policy's view of a channel its reader opened (`loadChannelAccess` let them in). */
function chatResourceOf(access: ChannelAccess): ChatResource {
  return {
    place: access.channel.teamId !== null ? "team" : "incubator",
    isMember: true,
    ownsIncubator: access.isOwner,
  };
}

function messageNotFound(): AppError {
  return new AppError("not_found", CHAT_ERROR_MESSAGES.messageNotFound);
}

/**
 * The channels with the reader's pointer, unread count (top-level messages by others after the
 * pointer, counted up to the cap) and mention count. Computed from the pointer, never stored per message.
 */
async function channelsWithCounts(
  db: Database,
  userId: string,
  where: SQL | undefined,
): Promise<{ channel: ChatChannel; place: ChatPlace }[]> {
  const lastRead = sql<number>`coalesce(${chatReadPointers.lastReadMessageId}, 0)`;
  const rows = await db
    .select({
      channel: chatChannels,
      teamSlug: teams.slug,
      teamName: teams.name,
      incubatorSlug: incubators.slug,
      incubatorName: incubators.name,
      lastReadMessageId: lastRead,
      unreadCount: sql<number>`(select count(*) from (select 1 from chat_messages unread
        where unread.channel_id = ${chatChannels.id} and unread.parent_id is null and unread.deleted_at is null
          and unread.id > ${lastRead} and unread.author_id is distinct from ${userId}
        limit ${CHAT_UNREAD_COUNT_CAP}) capped)`,
      mentionCount: sql<number>`(select count(*) from (select 1 from chat_messages mention
        where mention.channel_id = ${chatChannels.id} and mention.deleted_at is null
          and mention.id > ${lastRead} and ${userId}::text = any(mention.mention_ids)
        limit ${CHAT_UNREAD_COUNT_CAP}) capped)`,
    })
    .from(chatChannels)
    .leftJoin(
      chatReadPointers,
      and(eq(chatReadPointers.channelId, chatChannels.id), eq(chatReadPointers.userId, userId)),
    )
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .leftJoin(incubators, eq(incubators.id, chatChannels.incubatorId))
    .where(where)
    .orderBy(desc(chatChannels.isGeneral), asc(chatChannels.name), asc(chatChannels.id));
  return rows.map((row) => ({ channel: toChannel(row.channel, row), place: placeOf(row) }));
}

/** The team or incubator a channel belongs to, from the row joined to both. */
function placeOf(row: {
  teamSlug: string | null;
  teamName: string | null;
  incubatorSlug: string | null;
  incubatorName: string | null;
}): ChatPlace {
  return row.teamSlug !== null
    ? { kind: "team", slug: row.teamSlug, name: row.teamName ?? "" }
    : { kind: "incubator", slug: row.incubatorSlug ?? "", name: row.incubatorName ?? "" };
}

function toChannel(
  channel: ChannelRow,
  counts: { lastReadMessageId: number | string; unreadCount: number | string; mentionCount: number | string },
): ChatChannel {
  return {
    id: channel.id,
    name: channel.name,
    teamId: channel.teamId,
    incubatorId: channel.incubatorId,
    isGeneral: channel.isGeneral,
    archived: channel.archivedAt !== null,
    lastReadMessageId: Number(counts.lastReadMessageId),
    unreadCount: Number(counts.unreadCount),
    mentionCount: Number(counts.mentionCount),
  };
}

async function channelOf(db: Database, userId: string, channelId: string): Promise<ChatChannel> {
  const [found] = await channelsWithCounts(db, userId, eq(chatChannels.id, channelId));
  if (!found) throw channelNotFound();
  return found.channel;
}

/** The team's channel, for its members; others who may see the team are refused, the rest get 404. */
export async function listTeamChannels(
  db: Database,
  actor: PolicyActor,
  slug: string,
): Promise<ChatChannelListResponse> {
  const userId = userIdOf(actor);
  const access = await loadTeamAccess(db, actor, slug);
  const chat: ChatResource = {
    place: "team",
    isMember: access.viewerMember !== null,
    ownsIncubator: access.viewerOwnsIncubator,
  };
  chatPolicy.assertCan(actor, "read", chat);
  return {
    channels: (await channelsWithCounts(db, userId, eq(chatChannels.teamId, access.team.id))).map(
      (found) => found.channel,
    ),
    viewer: { permissions: chatPolicy.chatPermissionsOn(actor, chat) },
  };
}

async function incubatorForChat(db: Database, actor: PolicyActor, slug: string) {
  const userId = userIdOf(actor);
  const incubator = await findIncubatorBySlug(db, slug);
  const place = await incubatorChatPlace(db, userId, incubator);
  const chat: ChatResource = { place: "incubator", isMember: place.isMember, ownsIncubator: place.isOwner };
  chatPolicy.assertCan(actor, "read", chat);
  return { incubator, chat };
}

/** The incubator's channels (archived ones last, still readable), for its members and owner. */
export async function listIncubatorChannels(
  db: Database,
  actor: PolicyActor,
  slug: string,
): Promise<ChatChannelListResponse> {
  const userId = userIdOf(actor);
  const { incubator, chat } = await incubatorForChat(db, actor, slug);
  const channels = (await channelsWithCounts(db, userId, eq(chatChannels.incubatorId, incubator.id))).map(
    (found) => found.channel,
  );
  return {
    channels: [
      ...channels.filter((channel) => !channel.archived),
      ...channels.filter((channel) => channel.archived),
    ],
    viewer: { permissions: chatPolicy.chatPermissionsOn(actor, chat) },
  };
}

function nameTaken(): AppError {
  return new AppError("conflict", CHAT_ERROR_MESSAGES.channelNameTaken, [
    { path: ["name"], message: CHAT_ERROR_MESSAGES.channelNameTaken },
  ]);
}

/** Adds a channel to the incubator (its owner only). */
export async function createIncubatorChannel(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; body: CreateChatChannelInput & { name: string } },
  options: AuditOptions = {},
): Promise<ChatChannelResponse> {
  const userId = userIdOf(actor);
  const { incubator, chat } = await incubatorForChat(db, actor, input.slug);
  chatPolicy.assertCan(actor, "manageChannels", chat);
  try {
    const channelId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chatChannels)
        .values({ incubatorId: incubator.id, name: input.body.name })
        .returning();
      if (!row) throw new Error("the channel insert returned no row");
      await recordAudit(tx, {
        actor,
        action: "chat_channel.create",
        target: { type: "chat_channel", id: row.id },
        before: {},
        after: fieldsOf(row, CHANNEL_AUDITED_FIELDS),
        requestId: options.requestId,
      });
      await publishEvent(tx, {
        type: "chat.channel_changed",
        audience: { kind: "incubator", id: incubator.id },
        payload: { channelId: row.id, incubatorId: incubator.id },
      });
      return row.id;
    });
    return { channel: await channelOf(db, userId, channelId) };
  } catch (error) {
    if (violatedUniqueConstraint(error) === CHANNEL_NAME_UNIQUE) throw nameTaken();
    throw error;
  }
}

/** Renames or archives (or restores) an incubator's channel: its owner only; a team's channel is fixed. */
export async function updateChannel(
  db: Database,
  actor: PolicyActor,
  input: { channelId: string; changes: UpdateChatChannelInput },
  options: AuditOptions = {},
): Promise<ChatChannelResponse> {
  const userId = userIdOf(actor);
  const access = await loadChannelAccess(db, userId, input.channelId);
  const { channel } = access;
  chatPolicy.assertCan(actor, "manageChannels", chatResourceOf(access));
  const { name, archived } = input.changes;
  if (archived === true && channel.isGeneral) {
    throw new AppError("conflict", CHAT_ERROR_MESSAGES.generalChannelFixed);
  }
  try {
    await db.transaction(async (tx) => {
      // The row as it is now, locked, so the audit entry's before is exact under concurrent changes.
      const [current] = await tx
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.id, channel.id))
        .for("update");
      if (!current) throw channelNotFound();
      const [updated] = await tx
        .update(chatChannels)
        .set({
          ...(name !== undefined && { name: name.trim().toLowerCase() }),
          ...(archived !== undefined && { archivedAt: archived ? (current.archivedAt ?? new Date()) : null }),
        })
        .where(eq(chatChannels.id, channel.id))
        .returning();
      if (!updated) throw channelNotFound();
      // A rename to the same name, or archiving what is archived, changes nothing and writes no entry.
      await recordAudit(tx, {
        actor,
        action: "chat_channel.update",
        target: { type: "chat_channel", id: channel.id },
        before: fieldsOf(current, CHANNEL_AUDITED_FIELDS),
        after: fieldsOf(updated, CHANNEL_AUDITED_FIELDS),
        requestId: options.requestId,
      });
      await publishEvent(tx, {
        type: "chat.channel_changed",
        audience: { kind: "incubator", id: access.incubatorId },
        payload: { channelId: channel.id, incubatorId: access.incubatorId },
      });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === CHANNEL_NAME_UNIQUE) throw nameTaken();
    throw error;
  }
  return { channel: await channelOf(db, userId, channel.id) };
}

const historyCursorSchema = z.tuple([z.number().int().positive()]);

/** A page of the channel's top-level messages, newest first; the cursor leads to older ones. */
export async function channelHistory(
  db: Database,
  actor: PolicyActor,
  input: { channelId: string; cursor?: string; limit: number },
): Promise<ChatHistoryResponse> {
  const userId = userIdOf(actor);
  const { channel } = await loadChannelAccess(db, userId, input.channelId);
  const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor, historyCursorSchema)[0];
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channel.id),
        isNull(chatMessages.parentId),
        before === undefined ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.id]);
  return { items: await toChatMessages(db, page.items), nextCursor: page.nextCursor };
}

/** The ids mentioned in `body` who can read the channel: a mention of anyone else mentions nobody. */
async function readersAmong(db: Database, access: ChannelAccess, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), readsChannelCondition(access, sql`${users.id}`)));
  const readers = new Set(rows.map((row) => row.id));
  return ids.filter((id) => readers.has(id));
}

/**
 * Whether the person `userId` names reads the channel: a member of its team, or an active member or
 * the owner of its incubator. The one rule for whom a message may mention and whom the composer offers.
 */
function readsChannelCondition(access: ChannelAccess, userId: SQL): SQL {
  const { channel } = access;
  return channel.teamId !== null
    ? sql`${userId} in (select user_id from team_members where team_id = ${channel.teamId})`
    : sql`(${userId} in (select user_id from incubator_members
        where incubator_id = ${access.incubatorId} and status = 'active')
      or ${userId} in (select owner_id from incubators where id = ${access.incubatorId}))`;
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

export interface SentMessage {
  response: ChatMessageResponse;
  /** The readers the message mentions (for notifications). */
  mentionedUserIds: string[];
  access: ChannelAccess;
}

/** Sends a message to a channel, or a reply to a thread's first message, and announces it. */
export async function sendMessage(
  db: Database,
  actor: PolicyActor,
  input: SendInput,
  /** The access (and author) already read by the route with the flood count (`loadSendContext`). */
  context?: SendContext,
): Promise<ChatMessageResponse> {
  const userId = userIdOf(actor);
  const access = context?.access ?? (await loadChannelAccess(db, userId, input.channelId));
  const { channel } = access;
  if (channel.archivedAt !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.channelArchived);
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  if (input.body.length === 0 && attachmentIds.length === 0) {
    throw new AppError("validation_failed", CHAT_ERROR_MESSAGES.messageEmpty, [
      { path: ["body"], message: CHAT_ERROR_MESSAGES.messageEmpty },
    ]);
  }
  if (context?.reserved && isPlainMessage(input) && !hasEventProjectors("chat.message_posted")) {
    return sendPlainMessage(db, { ...context, reserved: context.reserved }, input.body);
  }
  const mentionIds = (await readersAmong(db, access, mentionedIds(input.body))).filter((id) => id !== userId);
  const message = await db.transaction(async (tx) => {
    let parent: MessageRow | undefined;
    if (input.parentId !== undefined) {
      [parent] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.id, input.parentId), eq(chatMessages.channelId, channel.id)))
        .for("update");
      if (!parent) throw messageNotFound();
      if (parent.parentId !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.replyToReply);
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({
        channelId: channel.id,
        authorId: userId,
        parentId: parent?.id ?? null,
        body: input.body,
        mentionIds,
      })
      .returning();
    if (!row) throw new Error("the message insert returned no row");
    if (attachmentIds.length > 0) {
      const attached = await tx
        .update(chatAttachments)
        .set({ messageId: row.id })
        .where(
          and(
            inArray(chatAttachments.id, attachmentIds),
            eq(chatAttachments.channelId, channel.id),
            eq(chatAttachments.uploaderId, userId),
            isNull(chatAttachments.messageId),
          ),
        )
        .returning({ id: chatAttachments.id });
      if (attached.length !== attachmentIds.length) {
        throw new AppError("validation_failed", CHAT_ERROR_MESSAGES.attachmentNotFound, [
          { path: ["attachmentIds"], message: CHAT_ERROR_MESSAGES.attachmentNotFound },
        ]);
      }
    }
    let updatedParent: MessageRow | undefined;
    if (parent) {
      [updatedParent] = await tx
        .update(chatMessages)
        .set({ replyCount: sql`${chatMessages.replyCount} + 1`, lastReplyAt: row.createdAt })
        .where(eq(chatMessages.id, parent.id))
        .returning();
    }
    // The author has read what they wrote.
    if (!parent) await advancePointer(tx, channel.id, userId, row.id);
    const message = await toChatMessage(tx, row, {
      reactions: true,
      attachments: attachmentIds.length === 0,
    });
    await publishEvent(tx, {
      type: "chat.message_posted",
      audience: channelAudience(channel),
      payload: { channelId: channel.id, message },
    });
    if (updatedParent) {
      await publishEvent(tx, {
        type: "chat.message_updated",
        audience: channelAudience(channel),
        payload: { channelId: channel.id, message: await toChatMessage(tx, updatedParent) },
      });
    }
    await notifyMentions(tx, access, row, mentionIds);
    if (parent) await notifyReply(tx, access, parent, row, mentionIds);
    return message;
  });
  return { message };
}

type SendInput = { channelId: string; body: string; parentId?: number; attachmentIds?: string[] };

/**
 * A top-level message with text and nothing else: no files, no mentions (so no notifications and no
 * other reads). The most common message, written in one statement.
 */
export function isPlainMessage(input: Omit<SendInput, "channelId">): boolean {
  return (
    input.parentId === undefined &&
    (input.attachmentIds ?? []).length === 0 &&
    input.body.length > 0 &&
    mentionedIds(input.body).length === 0
  );
}

/**
 * A plain message in one statement (atomic like the transaction of any other message): the row, the
 * author's read pointer and the `chat.message_posted` event with its NOTIFY. Its id and time were
 * taken from the database with the flood count, so the message, its event and the answer are made
 * here once, as `toChatMessage` would make them for a message without reactions, files or mentions.
 */
async function sendPlainMessage(
  db: Database,
  context: SendContext & { reserved: NonNullable<SendContext["reserved"]> },
  body: string,
): Promise<ChatMessageResponse> {
  const { access, author, reserved } = context;
  const { channel } = access;
  const message: ChatMessage = {
    id: reserved.id,
    channelId: channel.id,
    parentId: null,
    author,
    body,
    mentions: [],
    replyCount: 0,
    lastReplyAt: null,
    editedAt: null,
    deletedAt: null,
    createdAt: reserved.createdAt.toISOString(),
    reactions: [],
    attachments: [],
  };
  const event = eventInsert({
    type: "chat.message_posted",
    audience: channelAudience(channel),
    payload: { channelId: channel.id, message },
  });
  await db.execute(sql`
    with message as (
      insert into ${chatMessages} (id, channel_id, author_id, parent_id, body, mention_ids, created_at)
      values (${reserved.id}, ${channel.id}, ${author.id}, null, ${body}, '{}'::text[],
        ${reserved.createdAt.toISOString()}::timestamptz)
      returning id
    ),
    pointer as (
      insert into ${chatReadPointers} as pointer (channel_id, user_id, last_read_message_id)
      select ${channel.id}, ${author.id}, id from message
      on conflict (channel_id, user_id) do update set
        last_read_message_id = greatest(pointer.last_read_message_id, excluded.last_read_message_id),
        updated_at = now()
    ),
    event as (${event})
    ${selectEventNotification("event")}`);
  return { message };
}

async function loadOwnMessage(db: Database, userId: string, messageId: string) {
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

async function publishUpdated(tx: Database, access: ChannelAccess, row: MessageRow) {
  await publishEvent(tx, {
    type: "chat.message_updated",
    audience: channelAudience(access.channel),
    payload: { channelId: access.channel.id, message: await toChatMessage(tx, row) },
  });
}

/** The author edits their message; it shows "edited" from then on. */
export async function editMessage(
  db: Database,
  actor: PolicyActor,
  input: { messageId: string; body: string },
): Promise<ChatMessageResponse> {
  const userId = userIdOf(actor);
  const { row, access } = await loadOwnMessage(db, userId, input.messageId);
  chatPolicy.assertCan(actor, "editMessage", { ...chatResourceOf(access), message: row });
  if (row.deletedAt !== null) throw new AppError("gone", CHAT_ERROR_MESSAGES.messageDeleted);
  if (access.channel.archivedAt !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.channelArchived);
  const mentionIds = (await readersAmong(db, access, mentionedIds(input.body))).filter((id) => id !== userId);
  const updated = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chatMessages)
      .set({ body: input.body, mentionIds, editedAt: new Date() })
      .where(and(eq(chatMessages.id, row.id), isNull(chatMessages.deletedAt)))
      .returning();
    if (!updated) throw new AppError("gone", CHAT_ERROR_MESSAGES.messageDeleted);
    await publishUpdated(tx, access, updated);
    // Only people the edit newly mentions are told: the others heard of the message already.
    await notifyMentions(
      tx,
      access,
      updated,
      mentionIds.filter((id) => !row.mentionIds.includes(id)),
    );
    return updated;
  });
  return { message: await toChatMessage(db, updated) };
}

/**
 * The author deletes their message: its text, reactions and files go, its place (and its thread)
 * stays as "deleted". Deleting again changes nothing.
 */
export async function deleteMessage(
  db: Database,
  actor: PolicyActor,
  input: { messageId: string },
): Promise<{ removedFiles: string[] }> {
  const userId = userIdOf(actor);
  const { row, access } = await loadOwnMessage(db, userId, input.messageId);
  chatPolicy.assertCan(actor, "deleteMessage", { ...chatResourceOf(access), message: row });
  if (row.deletedAt !== null) return { removedFiles: [] };
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .update(chatMessages)
      .set({ body: "", mentionIds: [], deletedAt: new Date() })
      .where(and(eq(chatMessages.id, row.id), isNull(chatMessages.deletedAt)))
      .returning();
    if (!deleted) return { removedFiles: [] };
    await tx.execute(sql`delete from chat_reactions where message_id = ${row.id}`);
    const files = await tx
      .delete(chatAttachments)
      .where(eq(chatAttachments.messageId, row.id))
      .returning({ storedName: chatAttachments.storedName });
    await publishUpdated(tx, access, deleted);
    if (row.parentId !== null) {
      const [parent] = await tx
        .update(chatMessages)
        .set({ replyCount: sql`greatest(${chatMessages.replyCount} - 1, 0)` })
        .where(eq(chatMessages.id, row.parentId))
        .returning();
      if (parent) await publishUpdated(tx, access, parent);
    }
    return { removedFiles: files.map((file) => file.storedName) };
  });
}

/** Moves the pointer forward only: a late "read" from another tab never marks messages unread again. */
async function advancePointer(
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

/** The reader has read the channel up to `messageId` (at most its newest message). */
export async function markRead(
  db: Database,
  actor: PolicyActor,
  input: { channelId: string; messageId: number },
): Promise<void> {
  const userId = userIdOf(actor);
  const { channel } = await loadChannelAccess(db, userId, input.channelId);
  const [newest] = await db
    .select({ id: sql<number | null>`max(${chatMessages.id})` })
    .from(chatMessages)
    .where(eq(chatMessages.channelId, channel.id));
  const upTo = Math.min(input.messageId, Number(newest?.id ?? 0));
  await db.transaction(async (tx) => {
    const lastReadMessageId = await advancePointer(tx, channel.id, userId, upTo);
    await publishEvent(tx, {
      type: "chat.read",
      audience: { kind: "person", id: userId },
      payload: { channelId: channel.id, lastReadMessageId },
    });
  });
}

/** A thread: its first message and every reply, oldest first. */
export async function messageThread(
  db: Database,
  actor: PolicyActor,
  input: { messageId: string },
): Promise<ChatThreadResponse> {
  const userId = userIdOf(actor);
  const { row } = await loadOwnMessage(db, userId, input.messageId);
  if (row.parentId !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.replyToReply);
  const replies = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.parentId, row.id))
    .orderBy(asc(chatMessages.id))
    .limit(THREAD_REPLIES_MAX);
  const [parent, ...rest] = await toChatMessages(db, [row, ...replies]);
  if (!parent) throw messageNotFound();
  return { parent, replies: rest };
}

/** Unread and mention counts of every open channel the person reads, for the navigation. */
export async function unreadSummary(db: Database, actor: PolicyActor): Promise<ChatUnreadSummary> {
  const userId = userIdOf(actor);
  const readable = sql`${chatChannels.archivedAt} is null and ${readableChannelCondition(userId)}`;
  const channels = await channelsWithCounts(db, userId, readable);
  return {
    channels: channels.map(({ channel, place }) => ({
      channelId: channel.id,
      channelName: channel.name,
      teamId: channel.teamId,
      incubatorId: channel.incubatorId,
      place,
      unreadCount: channel.unreadCount,
      mentionCount: channel.mentionCount,
    })),
  };
}

/**
 * Adds or takes back the reader's reaction. Adding twice or taking back what is not there changes
 * nothing; the answer is the message with its reactions.
 */
export async function setReaction(
  db: Database,
  actor: PolicyActor,
  input: { messageId: string; reaction: string; add: boolean },
  /** How long a burst of changes to one message's reactions is merged into one event (decision 025). */
  deps: { mergeWindowMs: number },
): Promise<ChatMessageResponse> {
  const userId = userIdOf(actor);
  const { row, access } = await loadOwnMessage(db, userId, input.messageId);
  const reaction = CHAT_REACTIONS.find((each) => each === input.reaction);
  if (!reaction) throw new AppError("not_found", CHAT_ERROR_MESSAGES.reactionNotFound);
  if (row.deletedAt !== null) throw new AppError("gone", CHAT_ERROR_MESSAGES.messageDeleted);
  if (access.channel.archivedAt !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.channelArchived);
  await db.transaction(async (tx) => {
    const changed = input.add
      ? await tx
          .insert(chatReactions)
          .values({ messageId: row.id, userId, reaction })
          .onConflictDoNothing()
          .returning({ messageId: chatReactions.messageId })
      : await tx
          .delete(chatReactions)
          .where(
            and(
              eq(chatReactions.messageId, row.id),
              eq(chatReactions.userId, userId),
              eq(chatReactions.reaction, reaction),
            ),
          )
          .returning({ messageId: chatReactions.messageId });
    if (changed.length === 0) return;
    await chatReactionAnnouncements.changed(tx, { messageId: row.id }, deps.mergeWindowMs);
    if (input.add && row.authorId !== userId) await notifyReaction(tx, access, row, userId);
  });
  return { message: await toChatMessage(db, row) };
}

/** The last time each person told each channel something ephemeral, per instance: throttling only. */
const lastEphemeral = new Map<string, number>();
const EPHEMERAL_MIN_INTERVAL_MS = { typing: 2_000, presence: 10_000 } as const;
const EPHEMERAL_REMEMBERED = 10_000;

function throttled(key: string, intervalMs: number, now: number): boolean {
  const last = lastEphemeral.get(key);
  if (last !== undefined && now - last < intervalMs) return true;
  if (lastEphemeral.size >= EPHEMERAL_REMEMBERED) lastEphemeral.clear();
  lastEphemeral.set(key, now);
  return false;
}

/**
 * Tells the channel's readers, through the ephemeral path, that the person is typing or has the
 * channel open. Only a reader may tell it, at most once per interval; nothing is stored.
 */
export async function announceEphemeral(
  db: Database,
  actor: PolicyActor,
  input: { channelId: string; kind: "typing" | "presence"; parentId?: number | null; now: number },
): Promise<void> {
  const userId = userIdOf(actor);
  const { channel } = await loadChannelAccess(db, userId, input.channelId);
  if (channel.archivedAt !== null && input.kind === "typing") return;
  const key = `${input.kind}:${userId}:${channel.id}`;
  if (throttled(key, EPHEMERAL_MIN_INTERVAL_MS[input.kind], input.now)) return;
  const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const name = person?.name ?? "Someone";
  if (input.kind === "typing") {
    await publishEphemeral(db, {
      type: "chat.typing",
      audience: channelAudience(channel),
      payload: { channelId: channel.id, parentId: input.parentId ?? null, userId, name },
    });
  } else {
    await publishEphemeral(db, {
      type: "chat.presence",
      audience: channelAudience(channel),
      payload: { channelId: channel.id, userId, name },
    });
  }
}

/** Channels the person reads (archived ones too): their team's, and their incubators' as member or owner. */
function readableChannelCondition(userId: string) {
  return sql`(${chatChannels.teamId} in (select team_id from team_members where user_id = ${userId})
    or ${chatChannels.incubatorId} in (select incubator_id from incubator_members
      where user_id = ${userId} and status = 'active')
    or ${chatChannels.incubatorId} in (select id from incubators where owner_id = ${userId}))`;
}

const searchCursorSchema = z.tuple([z.number().int().positive()]);

/**
 * Full-text search (PostgreSQL's, the same on PGlite) over the messages of every channel the person
 * reads, newest first. The words are read as a web search box reads them ("quoted phrase", -without).
 */
export async function searchMessages(
  db: Database,
  actor: PolicyActor,
  input: { q: string; cursor?: string; limit: number },
): Promise<ChatSearchResponse> {
  const userId = userIdOf(actor);
  const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor, searchCursorSchema)[0];
  const rows = await db
    .select({
      message: chatMessages,
      channelName: chatChannels.name,
      teamSlug: teams.slug,
      teamName: teams.name,
      incubatorSlug: incubators.slug,
      incubatorName: incubators.name,
    })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .leftJoin(incubators, eq(incubators.id, chatChannels.incubatorId))
    .where(
      and(
        isNull(chatMessages.deletedAt),
        sql`to_tsvector('simple', ${chatMessages.body}) @@ websearch_to_tsquery('simple', ${input.q})`,
        readableChannelCondition(userId),
        before === undefined ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.message.id]);
  const messages = await toChatMessages(
    db,
    page.items.map((row) => row.message),
  );
  return {
    items: page.items.map((row, index) => ({
      message: messages[index] as ChatMessage,
      channelName: row.channelName,
      place: placeOf(row),
    })),
    nextCursor: page.nextCursor,
  };
}
