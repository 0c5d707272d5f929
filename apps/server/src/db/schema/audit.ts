import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The changed fields of an audited change: their values before and after it, nothing else. */
export interface AuditSummary {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Who changed what and when (roles, incubators, plans, subscription states; moderation later), written
 * in the transaction of the change so an entry exists exactly when the change does. The actor and the
 * target are plain ids, not foreign keys: the trail outlives the accounts and records it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    // An increasing number, so that newest first is the insertion order and a cursor is one value.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The person who made the change; null for the system (webhooks, schedules, command-line tools). */
    actorUserId: text("actor_user_id"),
    /** What was done, as `area.verb`, e.g. `role.grant`. */
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    summary: jsonb("summary").$type<AuditSummary>().notNull(),
    /** Why the system made the change, e.g. `stripe webhook`; null for a person's own request. */
    reason: text("reason"),
    /** The request's X-Request-Id, to find its log lines; null outside a request. */
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Admins read one record's history, newest first.
    index("audit_log_target_idx").on(table.targetType, table.targetId, table.id),
    // The audit log's search (decision 054): by actor, by action (exact, or an area's prefix with the
    // pattern operators), and by a range of days; each newest first.
    index("audit_log_actor_idx").on(table.actorUserId, table.id),
    index("audit_log_action_idx").on(table.action.op("text_pattern_ops"), table.id),
    index("audit_log_created_at_idx").on(table.createdAt),
  ],
);
