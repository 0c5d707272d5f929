CREATE TABLE "tmay_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"mode" text NOT NULL,
	"seconds" integer NOT NULL,
	"words" integer NOT NULL,
	"length_seconds" integer NOT NULL,
	"words_per_minute" integer,
	"fillers_per_minute" real,
	"parts_found" integer NOT NULL,
	"feedback" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tmay_attempts_mode_check" CHECK (mode in ('typed', 'spoken')),
	CONSTRAINT "tmay_attempts_text_check" CHECK (text ~ '[^[:space:]]' and char_length(text) <= 6000),
	CONSTRAINT "tmay_attempts_seconds_check" CHECK (seconds between 1 and 600),
	CONSTRAINT "tmay_attempts_figures_check" CHECK (words >= 0 and length_seconds >= 0 and parts_found between 0 and 3),
	CONSTRAINT "tmay_attempts_feedback_check" CHECK (jsonb_typeof("tmay_attempts"."feedback") = 'object')
);
--> statement-breakpoint
CREATE TABLE "tmay_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"version" integer NOT NULL,
	"present" text NOT NULL,
	"past" text NOT NULL,
	"future" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tmay_drafts_version_check" CHECK (version >= 1),
	CONSTRAINT "tmay_drafts_parts_check" CHECK (char_length(present) <= 2000 and char_length(past) <= 2000 and char_length(future) <= 2000),
	CONSTRAINT "tmay_drafts_not_empty_check" CHECK (present ~ '[^[:space:]]' or past ~ '[^[:space:]]' or future ~ '[^[:space:]]')
);
--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "tmay_attempts" ADD CONSTRAINT "tmay_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tmay_drafts" ADD CONSTRAINT "tmay_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tmay_attempts_user_created_idx" ON "tmay_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tmay_drafts_user_version_unique" ON "tmay_drafts" USING btree ("user_id","version");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('milestone_completed', 'position_filled', 'application_accepted', 'article_mastered', 'memory_game_completed', 'memory_personal_best', 'interview_session_completed', 'career_game_completed', 'tmay_attempt_completed'));