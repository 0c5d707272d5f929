import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatConversationParticipants, users } from "../../db/schema";
import { notify } from "../notifications/notify.service";
import type { ChannelAccess } from "./chat-access";
import type { MessageRow } from "./chat-messages";

/**
 * What chat tells people through the notification centre (docs/decisions/019): a mention, a reply to
 * their thread, reactions to their message (grouped while unread). Always in the transaction of the
 * message, reply or reaction.
 */

/** Where a notification leads: the channel, and the thread when it is about one. */
export function chatUrl(access: ChannelAccess, threadId?: number): string {
  if (access.place.kind === "direct") {
    return `/messages/${access.channel.id}${threadId === undefined ? "" : `?thread=${threadId}`}`;
  }
  const base = `/${access.place.kind === "team" ? "teams" : "incubators"}/${access.place.slug}/communication`;
  return `${base}?channel=${access.channel.id}${threadId === undefined ? "" : `&thread=${threadId}`}`;
}

/** The text as people read it: mentions by name instead of ids. */
async function readableText(tx: Database, body: string): Promise<string> {
  const ids = [...body.matchAll(/<@([A-Za-z0-9_-]{1,64})>/g)].map((match) => match[1] as string);
  let text = body;
  for (const id of new Set(ids)) {
    const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
    text = text.split(`<@${id}>`).join(`@${person?.name ?? "someone"}`);
  }
  return text;
}

async function nameOf(tx: Database, userId: string): Promise<string> {
  const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return person?.name ?? "Someone";
}

function where(access: ChannelAccess): string {
  if (access.place.kind === "direct") return "a direct conversation";
  return `#${access.channel.name} in ${access.place.name}`;
}

export async function notifyMentions(
  tx: Database,
  access: ChannelAccess,
  message: MessageRow,
  recipients: readonly string[],
): Promise<void> {
  if (recipients.length === 0 || message.authorId === null) return;
  await notify(tx, recipients, {
    kind: "mention",
    actorId: message.authorId,
    title: `${await nameOf(tx, message.authorId)} mentioned you in ${where(access)}`,
    excerpt: await readableText(tx, message.body),
    url: chatUrl(access, message.parentId ?? undefined),
    subject: { chatChannelId: access.channel.id, chatMessageId: String(message.id) },
  });
}

/** The thread's author hears of replies; replies while that is unread join one notification. */
export async function notifyReply(
  tx: Database,
  access: ChannelAccess,
  parent: MessageRow,
  reply: MessageRow,
  alreadyMentioned: readonly string[],
): Promise<void> {
  if (parent.authorId === null || reply.authorId === null || alreadyMentioned.includes(parent.authorId))
    return;
  const actor = await nameOf(tx, reply.authorId);
  await notify(tx, [parent.authorId], {
    kind: "reply",
    actorId: reply.authorId,
    title: `${actor} replied to your message in ${where(access)}`,
    groupTitle: `${actor} and {others} replied to your message in ${where(access)}`,
    groupKey: `chat-thread:${parent.id}`,
    excerpt: await readableText(tx, reply.body),
    url: chatUrl(access, parent.id),
    subject: { chatChannelId: access.channel.id, chatMessageId: String(parent.id) },
  });
}

export async function notifyReaction(
  tx: Database,
  access: ChannelAccess,
  message: MessageRow,
  reactorId: string,
): Promise<void> {
  if (message.authorId === null) return;
  const actor = await nameOf(tx, reactorId);
  await notify(tx, [message.authorId], {
    kind: "reaction",
    actorId: reactorId,
    title: `${actor} reacted to your message in ${where(access)}`,
    groupTitle: `${actor} and {others} reacted to your message in ${where(access)}`,
    groupKey: `chat-reaction:${message.id}`,
    excerpt: await readableText(tx, message.body),
    url: chatUrl(access, message.parentId ?? undefined),
    subject: { chatChannelId: access.channel.id, chatMessageId: String(message.id) },
  });
}

/**
 * The others of a direct conversation hear of its messages (decision 064), as their preference for
 * direct messages says (in the app, by email or not at all); a conversation's unread messages are one
 * notification. Those the message mentions heard of it already.
 */
export async function notifyDirectMessage(
  tx: Database,
  access: ChannelAccess,
  message: MessageRow,
  alreadyMentioned: readonly string[],
): Promise<void> {
  if (message.authorId === null) return;
  const people = await tx
    .select({ userId: chatConversationParticipants.userId })
    .from(chatConversationParticipants)
    .where(
      and(
        eq(chatConversationParticipants.channelId, access.channel.id),
        ne(chatConversationParticipants.userId, message.authorId),
      ),
    );
  const recipients = people.map((person) => person.userId).filter((id) => !alreadyMentioned.includes(id));
  if (recipients.length === 0) return;
  const actor = await nameOf(tx, message.authorId);
  await notify(tx, recipients, {
    kind: "direct_message",
    actorId: message.authorId,
    title: `${actor} sent you a message`,
    groupTitle: `${actor} and {others} sent you messages`,
    groupKey: `chat-direct:${access.channel.id}`,
    excerpt: message.body.length > 0 ? await readableText(tx, message.body) : "Sent a file",
    url: chatUrl(access, message.parentId ?? undefined),
    subject: { chatChannelId: access.channel.id, chatMessageId: String(message.id) },
  });
}
