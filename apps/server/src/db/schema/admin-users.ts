import { REQUESTABLE_ROLES, ROLE_REQUEST_STATUSES } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { inList } from "./sql-lists";

/**
 * First run, role requests and disabled accounts (docs/decisions/053-first-run-and-roles.md).
 */

/**
 * The one-time links that make the first administrator. Only the SHA-256 of the token is kept: the
 * link itself is printed once at start and never stored, so reading the database does not give it.
 */
export const setupTokens = pgTable(
  "setup_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** Who became the administrator with it; null while unused, or once their account is gone. */
    usedBy: text("used_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("setup_tokens_token_hash_unique").on(table.tokenHash),
    check("setup_tokens_expiry_check", sql`${table.expiresAt} > ${table.createdAt}`),
    // A person is named only on a used link.
    check("setup_tokens_used_by_check", sql`${table.usedBy} is null or ${table.usedAt} is not null`),
  ],
);

/** A person's request for the advisor or coach role, open until an admin approves or declines it. */
export const roleRequests = pgTable(
  "role_requests",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: REQUESTABLE_ROLES }).notNull(),
    /** As typed. */
    statement: text("statement").notNull(),
    status: text("status", { enum: ROLE_REQUEST_STATUSES }).notNull().default("open"),
    /** The admin's optional words with the decision, as typed. */
    reason: text("reason"),
    deciderId: text("decider_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    check("role_requests_role_check", inList("role", REQUESTABLE_ROLES)),
    check("role_requests_status_check", inList("status", ROLE_REQUEST_STATUSES)),
    check(
      "role_requests_statement_length_check",
      sql`char_length(btrim(${table.statement})) >= 20 and char_length(${table.statement}) <= 1000`,
    ),
    check("role_requests_reason_length_check", sql`char_length(${table.reason}) <= 1000`),
    check("role_requests_decided_check", sql`(${table.status} = 'open') = (${table.decidedAt} is null)`),
    // One open request per person and role: another waits until the first is decided.
    uniqueIndex("role_requests_open_unique")
      .on(table.userId, table.role)
      .where(sql`${table.status} = 'open'`),
    index("role_requests_open_created_idx")
      .on(table.createdAt, table.id)
      .where(sql`${table.status} = 'open'`),
    index("role_requests_user_idx").on(table.userId, table.createdAt),
  ],
);

/**
 * Accounts an admin has disabled: a row while disabled, removed when enabled again. Sign-in refuses a
 * person with a row here (src/auth/auth.ts), and disabling deletes their sessions.
 */
export const disabledAccounts = pgTable(
  "disabled_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    /** The admin who disabled it; null for the platform, or once their account is gone. */
    disabledBy: text("disabled_by").references(() => users.id, { onDelete: "set null" }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("disabled_accounts_reason_length_check", sql`char_length(${table.reason}) <= 1000`)],
);
