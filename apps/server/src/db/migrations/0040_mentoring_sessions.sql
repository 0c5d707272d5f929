-- btree_gist lets an exclusion constraint compare a person's id (=) beside a time range (&&). It is a
-- trusted extension (PostgreSQL 13+): the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "mentor_availability" (
	"user_id" text PRIMARY KEY NOT NULL,
	"session_lengths" integer[] NOT NULL,
	"min_notice_hours" integer NOT NULL,
	"booking_window_days" integer NOT NULL,
	"weekly_limit" integer,
	"buffer_minutes" integer NOT NULL,
	"auto_accept" boolean DEFAULT false NOT NULL,
	"dates_off" date[] DEFAULT '{}'::date[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_availability_session_lengths_check" CHECK (cardinality("session_lengths") between 1 and 2 and "session_lengths" <@ array[30, 60]),
	CONSTRAINT "mentor_availability_min_notice_check" CHECK ("min_notice_hours" between 0 and 336),
	CONSTRAINT "mentor_availability_window_check" CHECK ("booking_window_days" between 1 and 180),
	CONSTRAINT "mentor_availability_weekly_limit_check" CHECK ("weekly_limit" is null or "weekly_limit" between 1 and 40),
	CONSTRAINT "mentor_availability_buffer_check" CHECK ("buffer_minutes" between 0 and 120),
	CONSTRAINT "mentor_availability_dates_off_check" CHECK (cardinality("dates_off") <= 200)
);
--> statement-breakpoint
CREATE TABLE "mentor_weekly_hours" (
	"mentor_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "mentor_weekly_hours_pkey" PRIMARY KEY("mentor_id","weekday","start_minute"),
	CONSTRAINT "mentor_weekly_hours_weekday_check" CHECK ("weekday" between 1 and 7),
	CONSTRAINT "mentor_weekly_hours_minutes_check" CHECK ("start_minute" >= 0 and "end_minute" <= 1440 and "start_minute" < "end_minute")
);
--> statement-breakpoint
CREATE TABLE "mentoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" text NOT NULL,
	"mentee_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"agenda" text NOT NULL,
	"decline_reason" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"incubator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mentoring_sessions_status_check" CHECK ("status" in ('requested', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show')),
	CONSTRAINT "mentoring_sessions_times_check" CHECK ("mentoring_sessions"."ends_at" > "mentoring_sessions"."starts_at"),
	CONSTRAINT "mentoring_sessions_not_self_check" CHECK ("mentoring_sessions"."mentor_id" <> "mentoring_sessions"."mentee_id"),
	CONSTRAINT "mentoring_sessions_agenda_check" CHECK (btrim("agenda") <> '' and char_length("agenda") <= 2000),
	CONSTRAINT "mentoring_sessions_decline_check" CHECK (("status" = 'declined') = ("decline_reason" is not null) and ("decline_reason" is null or char_length("decline_reason") <= 500)),
	CONSTRAINT "mentoring_sessions_cancel_check" CHECK (("status" = 'cancelled') = ("cancelled_at" is not null) and ("status" = 'cancelled' or ("cancel_reason" is null and "cancelled_by" is null)) and ("cancel_reason" is null or char_length("cancel_reason") <= 500)),
	CONSTRAINT "mentoring_sessions_confirmed_check" CHECK ("status" not in ('confirmed', 'completed', 'no_show') or "confirmed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_weekly_hours" ADD CONSTRAINT "mentor_weekly_hours_mentor_id_mentor_availability_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_availability"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentoring_sessions_mentor_idx" ON "mentoring_sessions" USING btree ("mentor_id","starts_at");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_mentee_idx" ON "mentoring_sessions" USING btree ("mentee_id","starts_at");--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session'));--> statement-breakpoint
-- Drizzle cannot declare exclusion constraints: written here, and named in db/schema/mentoring-sessions.ts.
-- No two available intervals of one mentor's weekday overlap.
ALTER TABLE "mentor_weekly_hours" ADD CONSTRAINT "mentor_weekly_hours_no_overlap" EXCLUDE USING gist ("mentor_id" WITH =, "weekday" WITH =, int4range("start_minute", "end_minute") WITH &&);--> statement-breakpoint
-- A slot can never be booked twice, and no two live sessions of one mentor, or of one mentee, overlap.
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentor_no_overlap" EXCLUDE USING gist ("mentor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" in ('requested', 'confirmed'));--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentee_no_overlap" EXCLUDE USING gist ("mentee_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" in ('requested', 'confirmed'));
