CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"unique_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("status" in ('pending', 'succeeded', 'dead')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
DROP INDEX "email_outbox_due_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_name_unique_key_idx" ON "jobs" USING btree ("name","unique_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_status_finished_at_idx" ON "jobs" USING btree ("status","finished_at");--> statement-breakpoint
-- Mail still waiting in the outbox keeps its place in line as a mail.send job.
INSERT INTO "jobs" ("name", "payload", "attempts", "max_attempts", "run_at")
SELECT 'mail.send', jsonb_build_object('emailId', "id"), least("attempts", 39), 40, "next_attempt_at"
FROM "email_outbox" WHERE "sent_at" IS NULL AND "failed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "last_error";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP COLUMN "failed_at";