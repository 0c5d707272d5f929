CREATE TABLE "interview_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" text NOT NULL,
	"question" text NOT NULL,
	"text" text NOT NULL,
	"mode" text NOT NULL,
	"seconds" integer,
	"feedback" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_answers_mode_check" CHECK (mode in ('typed', 'spoken')),
	CONSTRAINT "interview_answers_text_check" CHECK (text ~ '[^[:space:]]' and char_length(text) <= 10000),
	CONSTRAINT "interview_answers_seconds_check" CHECK (seconds is null or seconds between 0 and 1800),
	CONSTRAINT "interview_answers_position_check" CHECK (position between 1 and 8),
	CONSTRAINT "interview_answers_feedback_check" CHECK (jsonb_typeof("interview_answers"."feedback") = 'object')
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"question_group" text NOT NULL,
	"answer_count" integer NOT NULL,
	"words" integer NOT NULL,
	"fillers" integer NOT NULL,
	"words_per_minute" integer,
	"fillers_per_minute" real,
	"key_points_covered" integer NOT NULL,
	"key_points_total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_sessions_group_check" CHECK (question_group in ('behavioural', 'ceo', 'cto', 'cco', 'cgo')),
	CONSTRAINT "interview_sessions_counts_check" CHECK (answer_count between 1 and 8 and words >= 0 and fillers >= 0 and key_points_covered between 0 and key_points_total)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answers_session_question_unique" ON "interview_answers" USING btree ("session_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answers_session_position_unique" ON "interview_answers" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_created_idx" ON "interview_sessions" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('milestone_completed', 'position_filled', 'application_accepted', 'article_mastered', 'memory_game_completed', 'memory_personal_best', 'interview_session_completed'));