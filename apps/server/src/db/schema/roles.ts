import { ROLES } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Roles of SPEC §6: one row per person and role. */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "user_roles_pkey", columns: [table.userId, table.role] }),
    check("user_roles_role_check", sql.raw(`"role" in (${ROLES.map((role) => `'${role}'`).join(", ")})`)),
  ],
);
