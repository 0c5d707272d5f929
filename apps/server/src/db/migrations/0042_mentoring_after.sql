CREATE TABLE "mentoring_action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"mentor_id" text NOT NULL,
	"mentee_id" text NOT NULL,
	"text" text NOT NULL,
	"owner" text NOT NULL,
	"due_date" date,
	"done_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mentoring_action_items_owner_check" CHECK ("owner" in ('mentor', 'mentee')),
	CONSTRAINT "mentoring_action_items_text_check" CHECK (btrim("text") <> '' and char_length("text") <= 500)
);
--> statement-breakpoint
CREATE TABLE "mentoring_private_notes" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"markdown" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mentoring_private_notes_length_check" CHECK (char_length("markdown") <= 20000)
);
--> statement-breakpoint
CREATE TABLE "mentoring_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_id" text,
	"subject_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mentoring_reviews_one_per_side" UNIQUE("session_id","side"),
	CONSTRAINT "mentoring_reviews_side_check" CHECK ("side" in ('mentor', 'mentee')),
	CONSTRAINT "mentoring_reviews_rating_check" CHECK ("rating" between 1 and 5),
	CONSTRAINT "mentoring_reviews_comment_check" CHECK (char_length("comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "mentoring_session_notes" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"markdown" text NOT NULL,
	"version" integer NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mentoring_session_notes_version_check" CHECK ("version" >= 1),
	CONSTRAINT "mentoring_session_notes_length_check" CHECK (char_length("markdown") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_source_kind_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_content_kind_check";--> statement-breakpoint
ALTER TABLE "mentoring_action_items" ADD CONSTRAINT "mentoring_action_items_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_action_items" ADD CONSTRAINT "mentoring_action_items_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_action_items" ADD CONSTRAINT "mentoring_action_items_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_action_items" ADD CONSTRAINT "mentoring_action_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_private_notes" ADD CONSTRAINT "mentoring_private_notes_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD CONSTRAINT "mentoring_reviews_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD CONSTRAINT "mentoring_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD CONSTRAINT "mentoring_reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_session_notes" ADD CONSTRAINT "mentoring_session_notes_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_session_notes" ADD CONSTRAINT "mentoring_session_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentoring_action_items_session_idx" ON "mentoring_action_items" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "mentoring_action_items_open_pair_idx" ON "mentoring_action_items" USING btree ("mentor_id","mentee_id","created_at") WHERE "mentoring_action_items"."done_at" is null;--> statement-breakpoint
CREATE INDEX "mentoring_action_items_open_mentee_idx" ON "mentoring_action_items" USING btree ("mentee_id","created_at") WHERE "mentoring_action_items"."done_at" is null;--> statement-breakpoint
CREATE INDEX "mentoring_reviews_subject_idx" ON "mentoring_reviews" USING btree ("subject_id","side","created_at");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_source_kind_check" CHECK (source_kind in ('milestone', 'position', 'application', 'article', 'game', 'mentoring_session'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('milestone_completed', 'position_filled', 'application_accepted', 'article_mastered', 'memory_game_completed', 'memory_personal_best', 'interview_session_completed', 'career_game_completed', 'tmay_attempt_completed', 'mentoring_session_completed'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_content_kind_check" CHECK ("content_kind" in ('feed_item', 'feed_comment', 'chat_message', 'mentor_review'));