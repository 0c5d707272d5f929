import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** First-party page views sent by the web app's tracker on every route change (SPEC §1). */
export const pageViews = pgTable(
  "page_views",
  {
    // An identity column: page views are numerous and never referenced from outside.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    visitorId: uuid("visitor_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("page_views_created_at_idx").on(table.createdAt)],
);
