import {
  CHAT_ERROR_MESSAGES,
  type ChatHistoryResponse,
  type ChatMessage,
  type ChatSearchResponse,
  type ChatThreadResponse,
} from "@hatchery/shared";
import { and, asc, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { chatChannels, chatMessages, incubators, teams } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { loadChannelAccess } from "./chat-access";
import { placeOf } from "./chat-channels.service";
import { toChatMessages } from "./chat-messages";
import {
  advancePointer,
  loadReadableMessage,
  messageNotFound,
  readableChannelCondition,
  userIdOf,
} from "./chat-readers";
import { notByBlockedAuthor } from "./direct-relations";

/** Reading a chat: a channel's history, a thread, the read pointer and search (decision 021). */

const THREAD_REPLIES_MAX = 500;

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
        // In a direct conversation the reader sees nothing of a person they blocked (decision 064).
        channel.isDirect ? notByBlockedAuthor(userId) : undefined,
        before === undefined ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.id]);
  return { items: await toChatMessages(db, page.items), nextCursor: page.nextCursor };
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
  const { row, access } = await loadReadableMessage(db, userId, input.messageId);
  if (row.parentId !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.replyToReply);
  const replies = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.parentId, row.id),
        access.channel.isDirect ? notByBlockedAuthor(userId) : undefined,
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(THREAD_REPLIES_MAX);
  const [parent, ...rest] = await toChatMessages(db, [row, ...replies]);
  if (!parent) throw messageNotFound();
  return { parent, replies: rest };
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
      isDirect: chatChannels.isDirect,
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
        // What a moderator hid is found by no one's search.
        isNull(chatMessages.hiddenAt),
        sql`to_tsvector('simple', ${chatMessages.body}) @@ websearch_to_tsquery('simple', ${input.q})`,
        readableChannelCondition(userId),
        sql`(not ${chatChannels.isDirect} or ${notByBlockedAuthor(userId)})`,
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
      place: placeOf({ ...row, direct: row.isDirect ? { channelId: row.message.channelId } : null }),
    })),
    nextCursor: page.nextCursor,
  };
}
