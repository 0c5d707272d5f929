import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatChannels, chatMessages } from "../../db/schema";
import { publishEvent } from "../../lib/realtime/event-log";
import { channelAudience } from "./chat-access";
import { type MessageRow, toChatMessage } from "./chat-messages";

/**
 * A moderator hides or restores a message (docs/decisions/055-moderation-queue.md). The moderation
 * module has decided who may; this changes the row and tells the channel's open pages, which show the
 * message as removed by moderation at once. Null when no such message exists; the rows before and after.
 */
export async function setMessageHidden(
  tx: Database,
  messageId: number,
  hiddenBy: string | null,
): Promise<{ before: MessageRow; after: MessageRow } | null> {
  const [before] = await tx.select().from(chatMessages).where(eq(chatMessages.id, messageId)).for("update");
  if (!before) return null;
  if ((before.hiddenAt !== null) === (hiddenBy !== null)) return { before, after: before };
  const [after] = await tx
    .update(chatMessages)
    .set(hiddenBy === null ? { hiddenAt: null, hiddenBy: null } : { hiddenAt: new Date(), hiddenBy })
    .where(eq(chatMessages.id, messageId))
    .returning();
  if (!after) throw new Error("the message update returned no row");
  const [channel] = await tx.select().from(chatChannels).where(eq(chatChannels.id, after.channelId));
  if (channel) {
    await publishEvent(tx, {
      type: "chat.message_updated",
      audience: channelAudience(channel),
      payload: { channelId: channel.id, message: await toChatMessage(tx, after) },
    });
  }
  return { before, after };
}
