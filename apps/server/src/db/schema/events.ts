import { REALTIME_AUDIENCE_KINDS } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The realtime event log (docs/decisions/007-realtime-events.md): written in the transaction of the
 * change it announces, read by every instance after the commit's NOTIFY, replayed to a browser that
 * resumes with Last-Event-ID, and cleaned after the retention window.
 */
export const events = pgTable(
  "events",
  {
    /**
     * Increasing in the order ids were taken, which is not the order of commits: a resume is decided by
     * `txId` (lib/realtime/resume-point.ts).
     */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /**
     * The writing transaction's id (xid8): every transaction below a snapshot's xmin has ended, so
     * events below it can no longer appear, which is what makes a resume gapless.
     */
    txId: bigint("tx_id", { mode: "number" }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    /** What happened, such as "subscription.confirmed"; the web maps it to the data it refreshes. */
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** Who may receive it: one person, the members of a team or an incubator, or everyone. */
    audienceKind: text("audience_kind", { enum: REALTIME_AUDIENCE_KINDS }).notNull(),
    /** The person, team, incubator or conversation id; null exactly for "admins" and "everyone". */
    audienceId: text("audience_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "events_audience_check",
      sql`(${table.audienceKind} in ('admins', 'everyone') and ${table.audienceId} is null) or (${table.audienceKind} in ('person', 'team', 'incubator', 'conversation') and ${table.audienceId} is not null)`,
    ),
    index("events_created_at_idx").on(table.createdAt),
    index("events_tx_id_idx").on(table.txId),
  ],
);
