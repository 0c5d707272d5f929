import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Small facts about this installation that are not domain data, such as the
 * marker that the first-run demo seed has been applied.
 */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
