CREATE TABLE "chat_conversation_participants" (
	"channel_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversation_participants_pkey" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self_check" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "chat_channels" DROP CONSTRAINT "chat_channels_scope_check";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_audience_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "is_direct" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "direct_pair_key" text;--> statement-breakpoint
ALTER TABLE "chat_conversation_participants" ADD CONSTRAINT "chat_conversation_participants_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation_participants" ADD CONSTRAINT "chat_conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversation_participants_user_idx" ON "chat_conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_direct_pair_unique" ON "chat_channels" USING btree ("direct_pair_key");--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_pair_key_check" CHECK ("chat_channels"."direct_pair_key" is null or "chat_channels"."is_direct");--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_scope_check" CHECK (case when "chat_channels"."is_direct" then "chat_channels"."incubator_id" is null and "chat_channels"."team_id" is null
        else ("chat_channels"."incubator_id" is null) <> ("chat_channels"."team_id" is null) end);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_audience_check" CHECK (("events"."audience_kind" in ('admins', 'everyone') and "events"."audience_id" is null) or ("events"."audience_kind" in ('person', 'team', 'incubator', 'conversation') and "events"."audience_id" is not null));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session', 'moderation', 'role_request', 'funding', 'incubator_ownership', 'direct_message'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session', 'moderation', 'role_request', 'funding', 'incubator_ownership', 'direct_message'));