import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** pending: waiting or being run; succeeded: done; dead: given up after its last attempt, kept for admins. */
export const JOB_STATUSES = ["pending", "succeeded", "dead"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Background work, written by the change that causes it (in the same transaction) and run by the job
 * worker of any instance. Mail delivery, periodic maintenance and later notifications all live here.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** The job definition that runs it, such as `mail.send`. */
    name: text("name").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    /** Earliest time of the next attempt; pushed back exponentially after each failure. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, one worker owns the job and is running it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * At most one job per name and key: a schedule's period (so it runs once across all instances),
     * or any other deduplication. Null for ordinary jobs, which never collide.
     */
    uniqueKey: text("unique_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "jobs_status_check",
      sql.raw(`"status" in (${JOB_STATUSES.map((status) => `'${status}'`).join(", ")})`),
    ),
    check("jobs_attempts_check", sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
    uniqueIndex("jobs_name_unique_key_idx").on(table.name, table.uniqueKey),
    // The worker's query: pending jobs by due time.
    index("jobs_due_idx").on(table.runAt).where(sql`${table.status} = 'pending'`),
    // Admins list dead jobs; the retention schedule deletes old finished ones.
    index("jobs_status_finished_at_idx").on(table.status, table.finishedAt),
  ],
);
