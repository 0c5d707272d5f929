import {
  CHAT_ERROR_MESSAGES,
  CHAT_REACTIONS,
  type ChatMessageResponse,
  MODERATION_MESSAGES,
} from "@hatchery/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatAttachments, chatMessages, chatReactions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import * as chatPolicy from "./chat.policy";
import { type ChannelAccess, channelAudience } from "./chat-access";
import { type MessageRow, mentionedIds, toChatMessage } from "./chat-messages";
import { notifyMentions, notifyReaction } from "./chat-notifications";
import { chatReactionAnnouncements } from "./chat-reaction-events";
import { chatResourceOf, loadReadableMessage, readersAmong, userIdOf } from "./chat-readers";
import { assertMayWriteDirect } from "./direct-relations";

/** Changing a sent message: its author edits or deletes it, its readers react (decision 021). */

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
  const { row, access } = await loadReadableMessage(db, userId, input.messageId);
  chatPolicy.assertCan(actor, "editMessage", { ...chatResourceOf(access), message: row });
  if (row.deletedAt !== null) throw new AppError("gone", CHAT_ERROR_MESSAGES.messageDeleted);
  // Editing would put back words a moderator took away.
  if (row.hiddenAt !== null) throw new AppError("forbidden", MODERATION_MESSAGES.removedByModeration);
  if (access.channel.archivedAt !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.channelArchived);
  if (access.channel.isDirect) await assertMayWriteDirect(db, actor, access.channel.id, "edit");
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
  const { row, access } = await loadReadableMessage(db, userId, input.messageId);
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
  const { row, access } = await loadReadableMessage(db, userId, input.messageId);
  const reaction = CHAT_REACTIONS.find((each) => each === input.reaction);
  if (!reaction) throw new AppError("not_found", CHAT_ERROR_MESSAGES.reactionNotFound);
  if (row.deletedAt !== null) throw new AppError("gone", CHAT_ERROR_MESSAGES.messageDeleted);
  if (access.channel.archivedAt !== null) throw new AppError("conflict", CHAT_ERROR_MESSAGES.channelArchived);
  // Taking a reaction back is refused too: the page offers neither once the conversation is closed.
  if (access.channel.isDirect) await assertMayWriteDirect(db, actor, access.channel.id, "react");
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
