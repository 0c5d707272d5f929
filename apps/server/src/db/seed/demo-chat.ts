import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  chatChannels,
  chatMessages,
  chatReactions,
  incubatorMembers,
  teamMembers,
  teams,
  users,
} from "../schema";
import type { SeedContext, SeedStep } from "./seed";

/**
 * Conversations in the demo teams' and incubators' general channels (after the teams step): a few
 * days of messages among each channel's members, with a thread, a mention and reactions, so the chat
 * pages open on something real. Channels that already have messages are left alone.
 */

const MINUTE_MS = 60_000;

/** `{a}`, `{b}`: two of the channel's members; `{place}`: the team or incubator. */
const TEAM_CONVERSATION: readonly { by: "a" | "b"; text: string; minutesAgo: number; reply?: true }[] = [
  {
    by: "a",
    text: "Morning all! Quick plan for today: finish the onboarding flow and book two user calls.",
    minutesAgo: 2 * 1440 + 30,
  },
  {
    by: "b",
    text: "Sounds good. I'll take the calls, can you share the interview script?",
    minutesAgo: 2 * 1440 + 20,
  },
  {
    by: "a",
    text: "Here it is: **five questions**, max 20 minutes. Keep notes in the shared doc.",
    minutesAgo: 2 * 1440 + 12,
    reply: true,
  },
  {
    by: "b",
    text: "First call done, they loved the import step and want `CSV` export too.",
    minutesAgo: 1440 + 90,
  },
  {
    by: "a",
    text: "Great signal, {b_mention}! Let's add export to next week's milestone for {place}.",
    minutesAgo: 1440 + 60,
  },
  { by: "b", text: "Added. Demo on Friday?", minutesAgo: 45 },
];

const INCUBATOR_CONVERSATION: readonly { by: "a" | "b"; text: string; minutesAgo: number }[] = [
  {
    by: "a",
    text: "Welcome to {place}! Introduce yourself and what you are building here.",
    minutesAgo: 3 * 1440,
  },
  {
    by: "b",
    text: "Hi everyone, happy to be here. Looking for a design partner for our pilot.",
    minutesAgo: 3 * 1440 - 40,
  },
  { by: "a", text: "Office hours are on Thursday at 16:00, bring your questions.", minutesAgo: 1440 + 15 },
];

async function channelMembers(tx: Database, channel: typeof chatChannels.$inferSelect) {
  if (channel.teamId !== null) {
    return tx
      .select({ id: users.id, name: users.name })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(eq(teamMembers.teamId, channel.teamId))
      .orderBy(asc(teamMembers.joinedAt));
  }
  return tx
    .select({ id: users.id, name: users.name })
    .from(incubatorMembers)
    .innerJoin(users, eq(users.id, incubatorMembers.userId))
    .where(
      and(
        eq(incubatorMembers.incubatorId, channel.incubatorId as string),
        eq(incubatorMembers.status, "active"),
      ),
    )
    .orderBy(asc(incubatorMembers.joinedAt))
    .limit(2);
}

export async function seedDemoChat(tx: Database, { now }: SeedContext): Promise<void> {
  const empty = await tx
    .select({
      channel: chatChannels,
      teamName: teams.name,
      incubatorName: sql<string | null>`(select name from incubators where id = ${chatChannels.incubatorId})`,
    })
    .from(chatChannels)
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .where(
      and(
        eq(chatChannels.isGeneral, true),
        isNull(chatChannels.archivedAt),
        sql`not exists (select 1 from chat_messages where chat_messages.channel_id = ${chatChannels.id})`,
      ),
    );
  for (const { channel, teamName, incubatorName } of empty) {
    const [a, b] = await channelMembers(tx, channel);
    if (!a || !b) continue;
    const place = teamName ?? incubatorName ?? "the team";
    const script = channel.teamId !== null ? TEAM_CONVERSATION : INCUBATOR_CONVERSATION;
    let threadParent: number | undefined;
    for (const line of script) {
      const author = line.by === "a" ? a : b;
      const body = line.text.replaceAll("{place}", place).replaceAll("{b_mention}", `<@${b.id}>`);
      const isReply = "reply" in line && line.reply === true && threadParent !== undefined;
      const [row] = await tx
        .insert(chatMessages)
        .values({
          channelId: channel.id,
          authorId: author.id,
          parentId: isReply ? threadParent : null,
          body,
          mentionIds: body.includes(`<@${b.id}>`) ? [b.id] : [],
          createdAt: new Date(now.getTime() - line.minutesAgo * MINUTE_MS),
        })
        .returning({ id: chatMessages.id });
      if (!row) continue;
      if (isReply && threadParent !== undefined) {
        await tx
          .update(chatMessages)
          .set({
            replyCount: sql`${chatMessages.replyCount} + 1`,
            lastReplyAt: new Date(now.getTime() - line.minutesAgo * MINUTE_MS),
          })
          .where(eq(chatMessages.id, threadParent));
      } else {
        threadParent ??= line.by === "b" ? row.id : undefined;
        await tx
          .insert(chatReactions)
          .values({ messageId: row.id, userId: line.by === "a" ? b.id : a.id, reaction: "thumbs_up" })
          .onConflictDoNothing();
      }
    }
  }
}

export const demoChatStep: SeedStep = { name: "chat", run: seedDemoChat };
