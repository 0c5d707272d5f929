import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { chatChannels } from "./chat";

/**
 * Direct conversations (docs/decisions/064-direct-messages.md): the people of a direct chat channel,
 * and the people each person has blocked.
 */

export const chatConversationParticipants = pgTable(
  "chat_conversation_participants",
  {
    channelId: uuid("channel_id")
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "chat_conversation_participants_pkey", columns: [table.channelId, table.userId] }),
    // A person's conversations, for their list and their event stream's audience.
    index("chat_conversation_participants_user_idx").on(table.userId),
  ],
);

export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "user_blocks_pkey", columns: [table.blockerId, table.blockedId] }),
    check("user_blocks_not_self_check", sql`${table.blockerId} <> ${table.blockedId}`),
    index("user_blocks_blocked_idx").on(table.blockedId),
  ],
);
