import { CHAT_ERROR_MESSAGES, type ChatMessage, type ChatMessageResponse } from "@hatchery/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatAttachments, chatMessages, chatReadPointers } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { eventInsert, publishEvent, selectEventNotification } from "../../lib/realtime/event-log";
import { hasEventProjectors } from "../../lib/realtime/event-projectors";
import { type ChannelAccess, channelAudience, loadChannelAccess, type SendContext } from "./chat-access";
import { chatMessageOf, type MessageRow, mentionedIds, toChatMessage } from "./chat-messages";
import { notifyDirectMessage, notifyMentions, notifyReply } from "./chat-notifications";
import { advancePointer, messageNotFound, readersAmong, userIdOf } from "./chat-readers";
import { assertMayWriteDirect } from "./direct-relations";

/**
 * Sending a message (decisions 021 and 023). `messageShapeOf` alone decides what a message is (a
 * reply, its files, whom it mentions); a plain one (text only) is written in one statement, any other
 * in a transaction. Both are the one `sendMessage`, and both answer with `chatMessageOf`'s message.
 */

type SendInput = { channelId: string; body: string; parentId?: number; attachmentIds?: string[] };

/** What a message is, read from what was sent: the one place that decides it. */
interface MessageShape {
  body: string;
  parentId: number | null;
  /** Each file once. */
  attachmentIds: string[];
  /** The ids the text mentions, before only the channel's readers are kept. */
  mentioned: string[];
  /**
   * A top-level message with text and nothing else: no files, no mentions (so no notifications and no
   * other reads). The most common message, written in one statement.
   */
  plain: boolean;
}

function messageShapeOf(input: Omit<SendInput, "channelId">): MessageShape {
  const parentId = input.parentId ?? null;
  const attachmentIds = [...new Set(input.attachmentIds ?? [])];
  const mentioned = mentionedIds(input.body);
  return {
    body: input.body,
    parentId,
    attachmentIds,
    mentioned,
    plain: parentId === null && attachmentIds.length === 0 && input.body.length > 0 && mentioned.length === 0,
  };
}

/** Whether the message will be plain, so the route reserves its id with the flood count. */
export function isPlainMessage(input: Omit<SendInput, "channelId">): boolean {
  return messageShapeOf(input).plain;
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
  if (access.channel.archivedAt !== null) {
    throw new AppError("conflict", CHAT_ERROR_MESSAGES.channelArchived);
  }
  // A direct conversation is written in only while its people share an incubator and none blocked another.
  if (access.channel.isDirect) await assertMayWriteDirect(db, actor, access.channel.id, "send");
  const shape = messageShapeOf(input);
  if (shape.body.length === 0 && shape.attachmentIds.length === 0) {
    throw new AppError("validation_failed", CHAT_ERROR_MESSAGES.messageEmpty, [
      { path: ["body"], message: CHAT_ERROR_MESSAGES.messageEmpty },
    ]);
  }
  // Event types with projectors are written through publishEvent, never in the one statement; a direct
  // message notifies its people, which the one statement does not.
  if (
    shape.plain &&
    context?.reserved &&
    !access.channel.isDirect &&
    !hasEventProjectors("chat.message_posted")
  ) {
    return { message: await writePlainMessage(db, { ...context, reserved: context.reserved }, shape) };
  }
  return { message: await writeMessage(db, access, userId, shape) };
}

/**
 * A plain message in one statement (atomic like the transaction of any other message): the row, the
 * author's read pointer and the `chat.message_posted` event with its NOTIFY. Its id and time were
 * taken from the database with the flood count, so the message, its event and the answer are made
 * here once, by `chatMessageOf` as for any message, knowing it has no reactions, files or mentions.
 */
async function writePlainMessage(
  db: Database,
  context: SendContext & { reserved: NonNullable<SendContext["reserved"]> },
  shape: MessageShape,
): Promise<ChatMessage> {
  const { access, author, reserved } = context;
  const { channel } = access;
  const row: MessageRow = {
    id: reserved.id,
    channelId: channel.id,
    authorId: author.id,
    parentId: null,
    body: shape.body,
    mentionIds: [],
    replyCount: 0,
    lastReplyAt: null,
    editedAt: null,
    deletedAt: null,
    hiddenAt: null,
    hiddenBy: null,
    createdAt: reserved.createdAt,
  };
  const message = chatMessageOf(row, new Map([[author.id, author]]), [], []);
  const event = eventInsert({
    type: "chat.message_posted",
    audience: channelAudience(channel),
    payload: { channelId: channel.id, message },
  });
  await db.execute(sql`
    with message as (
      insert into ${chatMessages} (id, channel_id, author_id, parent_id, body, mention_ids, created_at)
      values (${row.id}, ${row.channelId}, ${row.authorId}, null, ${row.body}, '{}'::text[],
        ${row.createdAt.toISOString()}::timestamptz)
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
  return message;
}

/** Any other message, in a transaction: the parent locked, files attached, the mentioned told. */
async function writeMessage(
  db: Database,
  access: ChannelAccess,
  userId: string,
  shape: MessageShape,
): Promise<ChatMessage> {
  const { channel } = access;
  const mentionIds = (await readersAmong(db, access, shape.mentioned)).filter((id) => id !== userId);
  return db.transaction(async (tx) => {
    let parent: MessageRow | undefined;
    if (shape.parentId !== null) {
      [parent] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.id, shape.parentId), eq(chatMessages.channelId, channel.id)))
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
        body: shape.body,
        mentionIds,
      })
      .returning();
    if (!row) throw new Error("the message insert returned no row");
    await attachFiles(tx, access, userId, row.id, shape.attachmentIds);
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
      attachments: shape.attachmentIds.length === 0,
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
    if (channel.isDirect) await notifyDirectMessage(tx, access, row, mentionIds);
    return message;
  });
}

/** Attaches the author's own, unattached uploads of this channel to the message; any other is refused. */
async function attachFiles(
  tx: Database,
  access: ChannelAccess,
  userId: string,
  messageId: number,
  attachmentIds: readonly string[],
): Promise<void> {
  if (attachmentIds.length === 0) return;
  const attached = await tx
    .update(chatAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(chatAttachments.id, [...attachmentIds]),
        eq(chatAttachments.channelId, access.channel.id),
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
