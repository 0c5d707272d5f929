import { FEED_ITEM_KINDS, FEED_REACTIONS, FEED_SCOPE_KINDS } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { incubators } from "./incubators";
import { inList } from "./sql-lists";
import { teams } from "./teams";

/**
 * The feeds (docs/decisions/020-feeds.md): one table of items for every scope, so a person's `/feed`
 * across all their incubators and teams is one index scan per scope, merged. Comments go one level
 * deep, reactions come from a fixed set; reports of items and comments are in `reports` (reports.ts).
 */

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = timestamp("updated_at", { withTimezone: true })
  .notNull()
  .defaultNow()
  .$onUpdate(() => new Date());

export const feedItems = pgTable(
  "feed_items",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    scopeKind: text("scope_kind", { enum: FEED_SCOPE_KINDS }).notNull(),
    /** The incubator's id for an incubator's feed, the team's for a team's. */
    scopeId: uuid("scope_id").notNull(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    teamId: uuid("team_id").references(() => teams.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FEED_ITEM_KINDS }).notNull(),
    /** Who wrote the post, or whose action a platform item tells; the item outlives the account. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Sanitised markdown of a post; the sentence of a platform item. */
    body: text("body").notNull().default(""),
    /** A platform item's link: `{ label, path }`. */
    link: jsonb("link").$type<{ label: string; path: string } | null>(),
    mentionIds: text("mention_ids").array().notNull().default(sql`'{}'::text[]`),
    /** The event a platform item was written from: one item per event. */
    sourceEventId: bigint("source_event_id", { mode: "number" }),
    /** What a platform item tells about, such as `position:<id>`: each is told once per kind. */
    subjectKey: text("subject_key"),
    commentCount: integer("comment_count").notNull().default(0),
    reactionCount: integer("reaction_count").notNull().default(0),
    /**
     * Where "Top this week" ranks the item: its creation moved later by the half-life times log2 of its
     * weight (feedTopRankedAt), so the order is fixed in time and an index holds it. Written with the
     * counters, in the same statement.
     */
    rankedAt: timestamp("ranked_at", { withTimezone: true }).notNull(),
    pinnedAt: timestamp("pinned_at", { withTimezone: true }),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: text("deleted_by").references(() => users.id, { onDelete: "set null" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("feed_items_scope_kind_check", inList("scope_kind", FEED_SCOPE_KINDS)),
    check("feed_items_kind_check", inList("kind", FEED_ITEM_KINDS)),
    // The scope names the incubator or the team the item belongs to, never something else.
    check(
      "feed_items_scope_check",
      sql`(${table.scopeKind} = 'incubator' and ${table.teamId} is null and ${table.scopeId} = ${table.incubatorId})
        or (${table.scopeKind} = 'team' and ${table.scopeId} = ${table.teamId})`,
    ),
    check("feed_items_body_length_check", sql`char_length(${table.body}) <= 10000`),
    check("feed_items_post_body_check", sql`${table.kind} <> 'post' or btrim(${table.body}) <> ''`),
    check("feed_items_counts_check", sql`${table.commentCount} >= 0 and ${table.reactionCount} >= 0`),
    // A team's items belong to the team's incubator.
    foreignKey({
      name: "feed_items_team_incubator_fk",
      columns: [table.teamId, table.incubatorId],
      foreignColumns: [teams.id, teams.incubatorId],
    }).onDelete("cascade"),
    // The first page of every feed: newest first among what is shown, one scope at a time.
    index("feed_items_scope_created_idx")
      .on(table.scopeKind, table.scopeId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null and ${table.hiddenAt} is null`),
    // "Top this week": best ranked first, one scope at a time; the week's bound is a range of this index.
    index("feed_items_scope_ranked_idx")
      .on(table.scopeKind, table.scopeId, table.rankedAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null and ${table.hiddenAt} is null`),
    index("feed_items_scope_pinned_idx")
      .on(table.scopeKind, table.scopeId, table.pinnedAt.desc())
      .where(sql`${table.pinnedAt} is not null and ${table.deletedAt} is null and ${table.hiddenAt} is null`),
    uniqueIndex("feed_items_source_event_unique").on(table.sourceEventId),
    uniqueIndex("feed_items_subject_unique")
      .on(table.kind, table.subjectKey)
      .where(sql`${table.subjectKey} is not null`),
    check("feed_items_platform_subject_check", sql`(${table.kind} = 'post') = (${table.subjectKey} is null)`),
    index("feed_items_author_idx").on(table.authorId),
    // The analytics' acts of the days not rolled up yet (docs/decisions/057): posts by their time, any scope.
    index("feed_items_post_created_idx").on(table.createdAt).where(sql`${table.kind} = 'post'`),
  ],
);

export const feedComments = pgTable(
  "feed_comments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    itemId: uuid("item_id")
      .notNull()
      .references(() => feedItems.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id"),
    /** Always false: with the foreign key below, a reply's parent is a top-level comment of the same item. */
    parentIsReply: boolean("parent_is_reply").notNull().default(false),
    isReply: boolean("is_reply").notNull().generatedAlwaysAs(sql`parent_id is not null`),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    mentionIds: text("mention_ids").array().notNull().default(sql`'{}'::text[]`),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: text("deleted_by").references(() => users.id, { onDelete: "set null" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (table) => [
    check("feed_comments_body_length_check", sql`char_length(${table.body}) <= 4000`),
    check("feed_comments_one_level_check", sql`${table.parentIsReply} = false`),
    unique("feed_comments_thread_key").on(table.id, table.itemId, table.isReply),
    foreignKey({
      name: "feed_comments_parent_fk",
      columns: [table.parentId, table.itemId, table.parentIsReply],
      foreignColumns: [table.id, table.itemId, table.isReply],
    }).onDelete("cascade"),
    index("feed_comments_item_created_idx").on(table.itemId, table.createdAt, table.id),
  ],
);

export const feedReactions = pgTable(
  "feed_reactions",
  {
    itemId: uuid("item_id")
      .notNull()
      .references(() => feedItems.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction", { enum: FEED_REACTIONS }).notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ name: "feed_reactions_pkey", columns: [table.itemId, table.userId, table.reaction] }),
    check("feed_reactions_reaction_check", inList("reaction", FEED_REACTIONS)),
    index("feed_reactions_item_reaction_idx").on(table.itemId, table.reaction, table.createdAt),
  ],
);

/** The kinds of item a person chose not to see. */
export const feedMutes = pgTable(
  "feed_mutes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: FEED_ITEM_KINDS }).notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ name: "feed_mutes_pkey", columns: [table.userId, table.kind] }),
    check("feed_mutes_kind_check", inList("kind", FEED_ITEM_KINDS)),
  ],
);

/**
 * Images uploaded for posts and comments. `used_at` is set in the transaction of the first post or comment
 * that shows one; an image never used is removed after a grace period (the uploads cleanup job).
 */
export const feedImages = pgTable(
  "feed_images",
  {
    /** The stored file's name: its key is `feed-images/<name>`, its address `/api/files/feed-images/<name>`. */
    storedName: text("stored_name").primaryKey(),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The feed the image was uploaded for: it is served to that feed's readers only (decision 024).
     * Null only for images uploaded before scopes were recorded and never shown.
     */
    scopeKind: text("scope_kind", { enum: FEED_SCOPE_KINDS }),
    scopeId: uuid("scope_id"),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt,
  },
  (table) => [
    index("feed_images_unused_idx").on(table.createdAt).where(sql`${table.usedAt} is null`),
    check(
      "feed_images_scope_check",
      sql`(${table.scopeKind} is null) = (${table.scopeId} is null) and (${table.scopeKind} is null or ${inList("scope_kind", FEED_SCOPE_KINDS)})`,
    ),
  ],
);
