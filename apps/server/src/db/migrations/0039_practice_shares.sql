CREATE TABLE "practice_share_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"interview_answer_id" uuid,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"quote" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "practice_share_comments_offsets_check" CHECK (start_offset >= 0 and end_offset > start_offset and end_offset <= 10000),
	CONSTRAINT "practice_share_comments_quote_check" CHECK (char_length("practice_share_comments"."quote") = "practice_share_comments"."end_offset" - "practice_share_comments"."start_offset"),
	CONSTRAINT "practice_share_comments_body_check" CHECK (body ~ '[^[:space:]]' and char_length(body) <= 2000)
);
--> statement-breakpoint
CREATE TABLE "practice_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"mentor_id" text NOT NULL,
	"interview_session_id" uuid,
	"tmay_attempt_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "practice_shares_one_item_check" CHECK (num_nonnulls("practice_shares"."interview_session_id", "practice_shares"."tmay_attempt_id") = 1),
	CONSTRAINT "practice_shares_not_self_check" CHECK ("practice_shares"."owner_id" <> "practice_shares"."mentor_id"),
	CONSTRAINT "practice_shares_message_length_check" CHECK (char_length("message") <= 1000),
	CONSTRAINT "practice_shares_revoked_check" CHECK ("practice_shares"."revoked_at" is null or "practice_shares"."revoked_at" >= "practice_shares"."created_at")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "practice_share_comments" ADD CONSTRAINT "practice_share_comments_share_id_practice_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."practice_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_share_comments" ADD CONSTRAINT "practice_share_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_share_comments" ADD CONSTRAINT "practice_share_comments_interview_answer_id_interview_answers_id_fk" FOREIGN KEY ("interview_answer_id") REFERENCES "public"."interview_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_shares" ADD CONSTRAINT "practice_shares_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_shares" ADD CONSTRAINT "practice_shares_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_shares" ADD CONSTRAINT "practice_shares_interview_session_id_interview_sessions_id_fk" FOREIGN KEY ("interview_session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_shares" ADD CONSTRAINT "practice_shares_tmay_attempt_id_tmay_attempts_id_fk" FOREIGN KEY ("tmay_attempt_id") REFERENCES "public"."tmay_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_share_comments_share_idx" ON "practice_share_comments" USING btree ("share_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_shares_live_interview_unique" ON "practice_shares" USING btree ("interview_session_id","mentor_id") WHERE revoked_at is null and interview_session_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_shares_live_tmay_unique" ON "practice_shares" USING btree ("tmay_attempt_id","mentor_id") WHERE revoked_at is null and tmay_attempt_id is not null;--> statement-breakpoint
CREATE INDEX "practice_shares_mentor_idx" ON "practice_shares" USING btree ("mentor_id","created_at") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "practice_shares_owner_idx" ON "practice_shares" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment'));