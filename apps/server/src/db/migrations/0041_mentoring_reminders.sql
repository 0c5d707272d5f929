CREATE TABLE "mentoring_session_reminders" (
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"lead" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_session_reminders_pkey" PRIMARY KEY("session_id","user_id","lead","starts_at"),
	CONSTRAINT "mentoring_session_reminders_lead_check" CHECK ("lead" in ('day', 'hour'))
);
--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD COLUMN "marked_by" text;--> statement-breakpoint
ALTER TABLE "mentoring_session_reminders" ADD CONSTRAINT "mentoring_session_reminders_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_session_reminders" ADD CONSTRAINT "mentoring_session_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentoring_sessions_confirmed_starts_idx" ON "mentoring_sessions" USING btree ("starts_at") WHERE "mentoring_sessions"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_calendar_sequence_check" CHECK ("mentoring_sessions"."calendar_sequence" >= 0);--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_marked_check" CHECK (("status" in ('completed', 'no_show')) = ("marked_at" is not null));