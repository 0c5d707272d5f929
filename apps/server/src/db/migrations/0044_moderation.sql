ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_reviews" ADD CONSTRAINT "mentoring_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session', 'moderation'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session', 'moderation'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolution_check" CHECK ("resolution" in ('hidden', 'warned', 'dismissed'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolution_status_check" CHECK (("reports"."status" <> 'open' or "reports"."resolution" is null)
        and ("reports"."status" <> 'dismissed' or "reports"."resolution" is null or "reports"."resolution" = 'dismissed')
        and ("reports"."status" <> 'resolved' or "reports"."resolution" is distinct from 'dismissed'));