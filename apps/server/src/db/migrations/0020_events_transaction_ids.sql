-- Each event records its transaction's id, so a resuming stream can tell which events may still appear
-- (their transaction has not ended) from those that never will: ids are taken in one order and commits
-- happen in another (docs/decisions/007-realtime-events.md).
ALTER TABLE "events" ADD COLUMN "tx_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "events_tx_id_idx" ON "events" USING btree ("tx_id");