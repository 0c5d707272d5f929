import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The getting-started checklists put away (docs/decisions/056-dashboard-and-points.md): one row per
 * account that dismissed it, kept on the server so it stays away on every device.
 */
export const dashboardChecklistDismissals = pgTable("dashboard_checklist_dismissals", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull().defaultNow(),
});
