CREATE TABLE "disabled_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reason" text,
	"disabled_by" text,
	"disabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disabled_accounts_reason_length_check" CHECK (char_length("disabled_accounts"."reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "role_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"statement" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"decider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "role_requests_role_check" CHECK ("role" in ('advisor', 'coach')),
	CONSTRAINT "role_requests_status_check" CHECK ("status" in ('open', 'approved', 'declined')),
	CONSTRAINT "role_requests_statement_length_check" CHECK (char_length(btrim("role_requests"."statement")) >= 20 and char_length("role_requests"."statement") <= 1000),
	CONSTRAINT "role_requests_reason_length_check" CHECK (char_length("role_requests"."reason") <= 1000),
	CONSTRAINT "role_requests_decided_check" CHECK (("role_requests"."status" = 'open') = ("role_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "setup_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	CONSTRAINT "setup_tokens_expiry_check" CHECK ("setup_tokens"."expires_at" > "setup_tokens"."created_at"),
	CONSTRAINT "setup_tokens_used_by_check" CHECK ("setup_tokens"."used_by" is null or "setup_tokens"."used_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "disabled_accounts" ADD CONSTRAINT "disabled_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disabled_accounts" ADD CONSTRAINT "disabled_accounts_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_requests" ADD CONSTRAINT "role_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_requests" ADD CONSTRAINT "role_requests_decider_id_users_id_fk" FOREIGN KEY ("decider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_tokens" ADD CONSTRAINT "setup_tokens_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "role_requests_open_unique" ON "role_requests" USING btree ("user_id","role") WHERE "role_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "role_requests_open_created_idx" ON "role_requests" USING btree ("created_at","id") WHERE "role_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "role_requests_user_idx" ON "role_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "setup_tokens_token_hash_unique" ON "setup_tokens" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session', 'moderation', 'role_request'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session', 'moderation', 'role_request'));