import {
  CHAT_CODE_PATTERN,
  type ChatAttachment,
  type ChatMessage,
  type ChatPerson,
  type ChatReaction,
} from "@hatchery/shared";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatAttachments, type chatMessages, chatReactions, users } from "../../db/schema";
import { personRefColumns } from "../../lib/person-ref";

/** Turning message rows into the API's messages, with their authors, mentions, reactions and files. */

export type MessageRow = typeof chatMessages.$inferSelect;

/** A mention in a message's text: `<@userId>`. */
const MENTION_TOKEN = /<@([A-Za-z0-9_-]{1,64})>/g;

/** The ids a text mentions, each once, in order; a token inside code is code, not a mention. */
export function mentionedIds(body: string): string[] {
  const words = body.replace(CHAT_CODE_PATTERN, " ");
  return [...new Set([...words.matchAll(MENTION_TOKEN)].map((match) => match[1] as string))];
}

export function attachmentUrl(storedName: string): string {
  return `/api/chat/files/${storedName}`;
}

/** What the caller knows the messages have none of, so it is not read: a message just sent has no reactions. */
export interface KnownAbsent {
  reactions?: boolean;
  attachments?: boolean;
}

type MessageReactions = ChatMessage["reactions"];

/** Who reacted with what to each of the messages, each reaction in the order it was first given. */
export async function reactionsOf(
  db: Database,
  messageIds: readonly number[],
): Promise<Map<number, MessageReactions>> {
  const rows = await db
    .select({
      messageId: chatReactions.messageId,
      userId: chatReactions.userId,
      reaction: chatReactions.reaction,
    })
    .from(chatReactions)
    .where(inArray(chatReactions.messageId, [...messageIds]))
    .orderBy(asc(chatReactions.createdAt));
  const grouped = new Map<number, Map<ChatReaction, string[]>>();
  for (const row of rows) {
    const byReaction = grouped.get(row.messageId) ?? new Map<ChatReaction, string[]>();
    byReaction.set(row.reaction, [...(byReaction.get(row.reaction) ?? []), row.userId]);
    grouped.set(row.messageId, byReaction);
  }
  return new Map(
    [...grouped].map(([messageId, byReaction]) => [
      messageId,
      [...byReaction].map(([reaction, userIds]) => ({ reaction, userIds })),
    ]),
  );
}

/** The messages of `rows`, in the same order, each with what a reader sees of it. */
export async function toChatMessages(
  db: Database,
  rows: readonly MessageRow[],
  absent: KnownAbsent = {},
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const personIds = [
    ...new Set(rows.flatMap((row) => [...(row.authorId ? [row.authorId] : []), ...row.mentionIds])),
  ];
  // One after the other: inside a transaction (a message being sent) the reads share one connection.
  const people =
    personIds.length === 0
      ? []
      : await db.select(personRefColumns).from(users).where(inArray(users.id, personIds));
  const reactionsByMessage = absent.reactions ? new Map() : await reactionsOf(db, ids);
  const attachments = absent.attachments
    ? []
    : await db
        .select()
        .from(chatAttachments)
        .where(inArray(chatAttachments.messageId, ids))
        .orderBy(asc(chatAttachments.createdAt));
  const personById = new Map<string, ChatPerson>(people.map((person) => [person.id, person]));
  const attachmentsByMessage = new Map<number, ChatAttachment[]>();
  for (const file of attachments) {
    if (file.messageId === null) continue;
    attachmentsByMessage.set(file.messageId, [
      ...(attachmentsByMessage.get(file.messageId) ?? []),
      {
        id: file.id,
        fileName: file.fileName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        url: attachmentUrl(file.storedName),
      },
    ]);
  }
  return rows.map((row) =>
    chatMessageOf(
      row,
      personById,
      reactionsByMessage.get(row.id) ?? [],
      attachmentsByMessage.get(row.id) ?? [],
    ),
  );
}

/**
 * What a reader sees of one message row, given its people (author and mentioned), reactions and files:
 * the one shape of a message, whether read back or just written.
 */
export function chatMessageOf(
  row: MessageRow,
  people: ReadonlyMap<string, ChatPerson>,
  reactions: MessageReactions,
  attachments: ChatAttachment[],
): ChatMessage {
  // A message a moderator hid keeps its place and thread, but no reader gets its words or files back.
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    channelId: row.channelId,
    parentId: row.parentId,
    author: row.authorId ? (people.get(row.authorId) ?? null) : null,
    body: hidden ? "" : row.body,
    mentions: hidden ? [] : row.mentionIds.flatMap((id) => people.get(id) ?? []),
    replyCount: row.replyCount,
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    reactions,
    attachments: hidden ? [] : attachments,
  };
}

export async function toChatMessage(
  db: Database,
  row: MessageRow,
  absent: KnownAbsent = {},
): Promise<ChatMessage> {
  const [message] = await toChatMessages(db, [row], absent);
  if (!message) throw new Error("a message row gave no message");
  return message;
}
