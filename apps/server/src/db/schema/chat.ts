import { CHAT_MESSAGE_MAX_LENGTH, CHAT_REACTIONS } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { incubators } from "./incubators";
import { teams } from "./teams";

/**
 * Chat (docs/decisions/021-chat.md): channels of a team or an incubator, their messages with threads,
 * reactions and files, and one last-read pointer per member and channel, from which unread and mention
 * counts are computed (never a row per message per reader). A trigger gives every new team and
 * incubator its general channel in the transaction that creates it (the migration's end).
 */

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const chatChannels = pgTable(
  "chat_channels",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /**
     * Exactly one of the two for a team's or an incubator's channel; neither for a direct conversation
     * (decision 064), whose people are `chat_conversation_participants`.
     */
    incubatorId: uuid("incubator_id").references(() => incubators.id, { onDelete: "cascade" }),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The channel made with the team or incubator: never archived. */
    isGeneral: boolean("is_general").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** A direct conversation between people who share an incubator (decision 064). */
    isDirect: boolean("is_direct").notNull().default(false),
    /** Who started a direct conversation: counted against the daily limit until someone answers. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The two people's ids in order ("a:b") for a one-to-one conversation, unique: two starts at once
     * give one conversation. Null for a group and for every other channel.
     */
    directPairKey: text("direct_pair_key"),
    createdAt,
  },
  (table) => [
    check(
      "chat_channels_scope_check",
      sql`case when ${table.isDirect} then ${table.incubatorId} is null and ${table.teamId} is null
        else (${table.incubatorId} is null) <> (${table.teamId} is null) end`,
    ),
    check("chat_channels_pair_key_check", sql`${table.directPairKey} is null or ${table.isDirect}`),
    uniqueIndex("chat_channels_direct_pair_unique").on(table.directPairKey),
    check(
      "chat_channels_name_check",
      sql`${table.name} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${table.name}) <= 40`,
    ),
    check("chat_channels_general_check", sql`not (${table.isGeneral} and ${table.archivedAt} is not null)`),
    // A team has one channel.
    uniqueIndex("chat_channels_team_unique").on(table.teamId).where(sql`${table.teamId} is not null`),
    // Names are unique among an incubator's open channels.
    uniqueIndex("chat_channels_incubator_name_unique")
      .on(table.incubatorId, table.name)
      .where(sql`${table.incubatorId} is not null and ${table.archivedAt} is null`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    /** Increasing: the history's order and cursor, and what last-read pointers point at. */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    /** Null once the author's account is gone. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The thread's first message, for a reply; replies are not counted as unread in the channel. */
    parentId: bigint("parent_id", { mode: "number" }).references((): AnyPgColumn => chatMessages.id, {
      onDelete: "cascade",
    }),
    /** Markdown-lite as written (rendered sanitised); empty once deleted. */
    body: text("body").notNull(),
    /** The people the message mentions, for mention counts. */
    mentionIds: text("mention_ids").array().notNull().default(sql`'{}'::text[]`),
    replyCount: integer("reply_count").notNull().default(0),
    lastReplyAt: timestamp("last_reply_at", { withTimezone: true }),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** A deleted message keeps its place (and its thread) with its text gone. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Hidden by a moderator (decision 055): kept as written, shown as removed until restored. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
  },
  (table) => [
    check(
      "chat_messages_body_length_check",
      sql`char_length(${table.body}) <= ${sql.raw(String(CHAT_MESSAGE_MAX_LENGTH))}`,
    ),
    check("chat_messages_deleted_body_check", sql`${table.deletedAt} is null or ${table.body} = ''`),
    check("chat_messages_reply_count_check", sql`${table.replyCount} >= 0`),
    index("chat_messages_channel_idx").on(table.channelId, table.id).where(sql`${table.parentId} is null`),
    index("chat_messages_parent_idx").on(table.parentId, table.id),
  ],
);

export const chatReadPointers = pgTable(
  "chat_read_pointers",
  {
    channelId: uuid("channel_id")
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The newest message the person has read; everything after it is unread. */
    lastReadMessageId: bigint("last_read_message_id", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "chat_read_pointers_pkey", columns: [table.channelId, table.userId] }),
    index("chat_read_pointers_user_idx").on(table.userId),
  ],
);

const REACTION_LIST = sql.raw(CHAT_REACTIONS.map((reaction) => `'${reaction}'`).join(", "));

export const chatReactions = pgTable(
  "chat_reactions",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => chatMessages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction", { enum: CHAT_REACTIONS }).notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ name: "chat_reactions_pkey", columns: [table.messageId, table.userId, table.reaction] }),
    check("chat_reactions_reaction_check", sql`${table.reaction} in (${REACTION_LIST})`),
  ],
);

export const chatAttachments = pgTable(
  "chat_attachments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => chatChannels.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "set null" }),
    /** Null until the message that carries it is sent. */
    messageId: bigint("message_id", { mode: "number" }).references(() => chatMessages.id, {
      onDelete: "cascade",
    }),
    /** The stored file's name (its key in storage). */
    storedName: text("stored_name").notNull().unique("chat_attachments_stored_name_unique"),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt,
  },
  (table) => [
    check("chat_attachments_size_check", sql`${table.sizeBytes} > 0`),
    index("chat_attachments_message_idx").on(table.messageId),
    // The uploads cleanup job's reading: files never attached, oldest first.
    index("chat_attachments_unattached_idx").on(table.createdAt).where(sql`${table.messageId} is null`),
  ],
);
