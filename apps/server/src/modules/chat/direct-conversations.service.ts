import {
  CHAT_UNREAD_COUNT_CAP,
  type Conversation,
  type ConversationListResponse,
  type ConversationResponse,
  DIRECT_MESSAGE_ERRORS,
  DIRECT_UNANSWERED_STARTS_PER_DAY,
  type PersonRef,
  type StartConversationInput,
} from "@hatchery/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatChannels, chatConversationParticipants, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { userIdOf } from "./chat-readers";
import { assertCan, sendRefusalOf } from "./direct-messages.policy";
import { relationsWith } from "./direct-relations";

/**
 * Direct conversations (docs/decisions/064-direct-messages.md): chat channels of no team or incubator
 * whose people are `chat_conversation_participants`. Starting one, and a person's list of theirs with
 * unread counts; the messages themselves go through the chat's one pipeline.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function conversationNotFound(): AppError {
  return new AppError("not_found", DIRECT_MESSAGE_ERRORS.conversationNotFound);
}

/** The one-to-one conversation's key: the two ids in order, so either one starting finds the same. */
function pairKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/**
 * Starts a conversation with people who share an incubator with the person and blocked no one either
 * way; a one-to-one that exists is answered instead of a second. A person may start
 * `DIRECT_UNANSWERED_STARTS_PER_DAY` conversations a day that nobody answered yet (429 past it).
 */
export async function startConversation(
  db: Database,
  actor: PolicyActor,
  input: StartConversationInput,
): Promise<ConversationResponse> {
  const userId = userIdOf(actor);
  const otherIds = [...new Set(input.participantIds)].filter((id) => id !== userId);
  const relations = await relationsWith(db, userId, otherIds);
  assertCan(actor, "start", { others: [...relations.values()] });
  const pairKey = otherIds.length === 1 ? pairKeyOf(userId, otherIds[0] as string) : null;
  const existing = pairKey === null ? undefined : await conversationIdOfPair(db, pairKey);
  const conversationId = existing ?? (await createConversation(db, userId, otherIds, pairKey));
  return { conversation: await conversationOf(db, actor, conversationId) };
}

async function conversationIdOfPair(db: Database, pairKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(eq(chatChannels.directPairKey, pairKey));
  return row?.id;
}

/** Conversations the person started in the last day in which nobody else has written yet. */
function unansweredStartsToday(userId: string): SQL {
  return sql`(select count(*) from chat_channels started
    where started.created_by = ${userId} and started.is_direct
      and started.created_at > now() - interval '1 day'
      and not exists (select 1 from chat_messages answer
        where answer.channel_id = started.id and answer.author_id is distinct from ${userId}))`;
}

async function createConversation(
  db: Database,
  userId: string,
  otherIds: readonly string[],
  pairKey: string | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    // One start of the person at a time, so two at once cannot both pass the daily count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`direct-start:${userId}`}))`);
    if (pairKey !== null) {
      const started = await conversationIdOfPair(tx, pairKey);
      if (started) return started;
    }
    const { rows } = await tx.execute<{ count: string | number }>(
      sql`select ${unansweredStartsToday(userId)} as count`,
    );
    if (Number(rows[0]?.count ?? 0) >= DIRECT_UNANSWERED_STARTS_PER_DAY) {
      throw new AppError("rate_limited", DIRECT_MESSAGE_ERRORS.tooManyStarts);
    }
    // The other of the pair starting at the same moment: the unique key lets one insert win and the
    // other read the winner's conversation.
    const [created] = await tx
      .insert(chatChannels)
      .values({ name: "direct", isDirect: true, createdBy: userId, directPairKey: pairKey })
      .onConflictDoNothing({ target: chatChannels.directPairKey })
      .returning({ id: chatChannels.id });
    if (!created) {
      const won = pairKey === null ? undefined : await conversationIdOfPair(tx, pairKey);
      if (!won) throw new Error("the conversation insert returned no row");
      return won;
    }
    const people = [userId, ...otherIds];
    await tx
      .insert(chatConversationParticipants)
      .values(people.map((person) => ({ channelId: created.id, userId: person })));
    for (const person of people) {
      await publishEvent(tx, {
        type: "chat.conversation_started",
        audience: { kind: "person", id: person },
        payload: { conversationId: created.id },
      });
    }
    return created.id;
  });
}

interface ConversationRow extends Record<string, unknown> {
  id: string;
  created_at: string | Date;
  created_by: string | null;
  last_read_message_id: string | number;
  unread_count: string | number;
  last_author_id: string | null;
  last_body: string | null;
  last_created_at: string | Date | null;
}

/**
 * The person's conversations with their unread count (messages by others after the pointer, none by
 * people they blocked, up to the cap) and last message. A conversation someone else started shows once
 * it has a message in the list (opened by its address, it shows at once).
 */
async function conversationRows(db: Database, userId: string, only?: string): Promise<ConversationRow[]> {
  const visible = sql`(not exists (select 1 from user_blocks where blocker_id = ${userId}
    and blocked_id = message.author_id))`;
  const { rows } = await db.execute<ConversationRow>(sql`
    select channel.id, channel.created_at, channel.created_by,
      coalesce(pointer.last_read_message_id, 0) as last_read_message_id,
      (select count(*) from (select 1 from chat_messages message
        where message.channel_id = channel.id and message.parent_id is null and message.deleted_at is null
          and message.id > coalesce(pointer.last_read_message_id, 0)
          and message.author_id is distinct from ${userId} and ${visible}
        limit ${CHAT_UNREAD_COUNT_CAP}) capped) as unread_count,
      last.author_id as last_author_id, last.body as last_body, last.created_at as last_created_at
    from chat_conversation_participants me
    join chat_channels channel on channel.id = me.channel_id
    left join chat_read_pointers pointer on pointer.channel_id = channel.id and pointer.user_id = ${userId}
    left join lateral (select message.author_id, message.body, message.created_at, message.id
      from chat_messages message
      where message.channel_id = channel.id and message.parent_id is null and message.deleted_at is null
        and message.hidden_at is null and ${visible}
      order by message.id desc limit 1) last on true
    where me.user_id = ${userId}
      ${only === undefined ? sql`and (channel.created_by = ${userId} or last.id is not null)` : sql`and channel.id = ${only}`}
    order by coalesce(last.id, 0) desc, channel.created_at desc
    limit 200`);
  return rows;
}

/** Turns rows into conversations: the others by name and handle, and whether the reader may write. */
async function conversationsOf(
  db: Database,
  actor: PolicyActor,
  rows: readonly ConversationRow[],
): Promise<Conversation[]> {
  const userId = userIdOf(actor);
  if (rows.length === 0) return [];
  const people = await db
    .select({
      channelId: chatConversationParticipants.channelId,
      ...personRefColumns,
    })
    .from(chatConversationParticipants)
    .innerJoin(users, eq(users.id, chatConversationParticipants.userId))
    .where(
      and(
        inArray(
          chatConversationParticipants.channelId,
          rows.map((row) => row.id),
        ),
        sql`${chatConversationParticipants.userId} <> ${userId}`,
      ),
    )
    .orderBy(users.name);
  const relations = await relationsWith(db, userId, [...new Set(people.map((person) => person.id))]);
  return rows.map((row) => {
    const others: PersonRef[] = people
      .filter((person) => person.channelId === row.id)
      .map(({ id, name, image, handle }) => ({ id, name, image, handle }));
    const standing = others.flatMap((other) => relations.get(other.id) ?? []);
    return {
      id: row.id,
      others,
      lastMessage:
        row.last_created_at === null
          ? null
          : {
              authorId: row.last_author_id,
              body: row.last_body ?? "",
              createdAt: new Date(row.last_created_at).toISOString(),
            },
      unreadCount: Number(row.unread_count),
      lastReadMessageId: Number(row.last_read_message_id),
      sendRefusal: sendRefusalOf(actor, { others: standing }),
      createdAt: new Date(row.created_at).toISOString(),
    };
  });
}

async function conversationOf(
  db: Database,
  actor: PolicyActor,
  conversationId: string,
): Promise<Conversation> {
  const [conversation] = await conversationsOf(
    db,
    actor,
    await conversationRows(db, userIdOf(actor), conversationId),
  );
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** The person's conversations, newest message first, and how many of them wait unread. */
export async function listConversations(db: Database, actor: PolicyActor): Promise<ConversationListResponse> {
  const conversations = await conversationsOf(db, actor, await conversationRows(db, userIdOf(actor)));
  return {
    conversations,
    unreadConversations: conversations.filter((conversation) => conversation.unreadCount > 0).length,
  };
}

/** One of the person's conversations; 404 for any other id. */
export async function getConversation(
  db: Database,
  actor: PolicyActor,
  conversationId: string,
): Promise<ConversationResponse> {
  if (!UUID_PATTERN.test(conversationId)) throw conversationNotFound();
  return { conversation: await conversationOf(db, actor, conversationId) };
}
