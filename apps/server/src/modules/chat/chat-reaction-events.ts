import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { chatChannels, chatMessages } from "../../db/schema";
import type { JobRegistration } from "../../lib/jobs/jobs";
import { defineMergedAnnouncements } from "../../lib/merged-announcements";
import { publishEvent } from "../../lib/realtime/event-log";
import { channelAudience } from "./chat-access";
import { reactionsOf } from "./chat-messages";

/**
 * A message's reactions as they are now, to its channel's readers. The event carries the reactions
 * alone: an older copy of the message's text must never follow its edit.
 */
async function announceReactions(tx: Database, { messageId }: { messageId: number }): Promise<void> {
  const [row] = await tx
    .select({ channel: chatChannels })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
    .where(eq(chatMessages.id, messageId));
  // A message removed with its channel has no readers left to tell.
  if (!row) return;
  await publishEvent(tx, {
    type: "chat.reactions_changed",
    audience: channelAudience(row.channel),
    payload: {
      channelId: row.channel.id,
      messageId,
      reactions: (await reactionsOf(tx, [messageId])).get(messageId) ?? [],
    },
  });
}

/** Reaction changes to one message, announced at once or merged per window (decision 025). */
export const chatReactionAnnouncements = defineMergedAnnouncements({
  name: "chat.reactions-changed",
  payload: z.strictObject({ messageId: z.number().int().positive() }),
  subjectOf: ({ messageId }) => String(messageId),
  announce: announceReactions,
});

export function chatJobs(db: Database, mergeWindowMs: number): JobRegistration[] {
  return [chatReactionAnnouncements.registration(db, mergeWindowMs)];
}
