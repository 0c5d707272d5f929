import {
  DEFAULT_NOTIFICATION_DIGEST_FREQUENCY,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DIGEST_FREQUENCIES,
  NOTIFICATION_KINDS,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The notification centre (docs/decisions/019-notifications.md): one row per notification a person
 * receives, and their choice of delivery per kind. Reactions to one post are one notification while
 * it is unread: `group_key` names the group and `actor_ids` who joined it.
 */

const KIND_LIST = sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(", "));

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    /** Who caused it (the latest of a group); null for the platform, or once their account is gone. */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The people who joined a group, latest last, so one person reacting twice counts once. Only the
     * latest `NOTIFICATION_GROUP_ACTORS_KEPT` are kept; `actorCount` goes on counting.
     */
    actorIds: text("actor_ids").array().notNull().default(sql`'{}'::text[]`),
    actorCount: integer("actor_count").notNull().default(0),
    /** The sentence the person reads, written when the notification is made or its group grows. */
    title: text("title").notNull(),
    /** A short preview of what was written, if anything. */
    excerpt: text("excerpt").notNull().default(""),
    /** Where it leads: a path inside the app. */
    url: text("url").notNull(),
    groupKey: text("group_key"),
    /** What it is about, for cleaning up and for the digest: ids, never text a person reads. */
    subject: jsonb("subject").$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Set once the email for it has been sent (or skipped), so a digest leaves it out. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it last changed (a group growing): the centre's order. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("notifications_kind_check", sql`${table.kind} in (${KIND_LIST})`),
    check("notifications_actor_count_check", sql`${table.actorCount} >= 0`),
    check("notifications_url_check", sql`${table.url} like '/%' and ${table.url} not like '//%'`),
    // The centre's pages, newest change first, and the unread count.
    index("notifications_user_updated_idx").on(table.userId, table.updatedAt, table.id),
    index("notifications_user_unread_idx").on(table.userId).where(sql`${table.readAt} is null`),
    // One unread notification per group: a new reaction joins it instead of adding another.
    uniqueIndex("notifications_unread_group_unique")
      .on(table.userId, table.groupKey)
      .where(sql`${table.readAt} is null and ${table.groupKey} is not null`),
  ],
);

export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    delivery: text("delivery", { enum: NOTIFICATION_DELIVERIES }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check("notification_preferences_kind_check", sql`${table.kind} in (${KIND_LIST})`),
    check(
      "notification_preferences_delivery_check",
      sql.raw(`delivery in (${NOTIFICATION_DELIVERIES.map((value) => `'${value}'`).join(", ")})`),
    ),
  ],
);

/**
 * One row per person who visited or chose a digest frequency: how often the digest of what they missed
 * comes, when they last used the signed-in app (written at most once per few minutes), and the period
 * their last digest covered, so one period is never sent twice.
 */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    digestFrequency: text("digest_frequency", { enum: NOTIFICATION_DIGEST_FREQUENCIES })
      .notNull()
      .default(DEFAULT_NOTIFICATION_DIGEST_FREQUENCY),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
    /** The period key (e.g. `daily:2026-11-26`) of the last digest sent; the claim on sending it. */
    lastDigestPeriod: text("last_digest_period"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      "notification_settings_digest_frequency_check",
      sql.raw(
        `digest_frequency in (${NOTIFICATION_DIGEST_FREQUENCIES.map((value) => `'${value}'`).join(", ")})`,
      ),
    ),
  ],
);
