import { POINT_REASONS, POINT_SOURCE_KINDS, type PointReason } from "@hatchery/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
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

function inList(column: string, values: readonly string[]): SQL {
  return sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);
}

/**
 * The points ledger (docs/decisions/030-points-ledger.md): append-only, one row per person, source and
 * reason, written by the event projectors in the transaction of the event. A trigger of the migration
 * refuses updates and deletes, except those the database cascades from a deleted person or incubator.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where the points were earned; null for what belongs to no incubator (the library, games). */
    incubatorId: uuid("incubator_id").references(() => incubators.id, { onDelete: "cascade" }),
    sourceKind: text("source_kind", { enum: POINT_SOURCE_KINDS }).notNull(),
    /** The id of the milestone, position or application the points are for. */
    sourceId: text("source_id").notNull(),
    reason: text("reason").$type<PointReason>().notNull(),
    points: integer("points").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("points_ledger_source_kind_check", inList("source_kind", POINT_SOURCE_KINDS)),
    check("points_ledger_reason_check", inList("reason", Object.keys(POINT_REASONS))),
    // What makes a replayed event or a projection run twice count once; it also serves a person's totals.
    uniqueIndex("points_ledger_source_unique").on(
      table.userId,
      table.sourceKind,
      table.sourceId,
      table.reason,
    ),
    // The leaderboards: rows of a period (of an incubator, or of all) with what they sum, read from the index.
    index("points_ledger_incubator_earned_idx").on(
      table.incubatorId,
      table.earnedAt,
      table.userId,
      table.points,
    ),
    index("points_ledger_earned_idx").on(table.earnedAt, table.userId, table.points),
  ],
);

/**
 * Running totals of the ledger per board (docs/decisions/056-dashboard-and-points.md): one row per
 * person, scope (`platform`, or an incubator's id) and period (the UTC calendar week or month it began,
 * or `all` from 1970-01-01). Kept by the ledger's own trigger in the transaction of each award (and of
 * the cascades that remove rows), never written by the code, so a board reads one page of an index
 * instead of summing the period's rows.
 */
export const pointsTotals = pgTable(
  "points_totals",
  {
    scope: text("scope").notNull(),
    period: text("period", { enum: ["week", "month", "all"] }).notNull(),
    periodStart: date("period_start", { mode: "string" }).notNull(),
    /** No foreign key: the ledger's cascade brings a deleted person's totals to nothing itself. */
    userId: text("user_id").notNull(),
    points: integer("points").notNull(),
  },
  (table) => [
    primaryKey({
      name: "points_totals_pkey",
      columns: [table.scope, table.period, table.periodStart, table.userId],
    }),
    check("points_totals_period_check", inList("period", ["week", "month", "all"])),
    // A board's page in order, and each rank as a count of the people above.
    index("points_totals_board_idx").on(
      table.scope,
      table.period,
      table.periodStart,
      table.points.desc(),
      table.userId,
    ),
  ],
);
