CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"digest_frequency" text DEFAULT 'weekly' NOT NULL,
	"last_visit_at" timestamp with time zone,
	"last_digest_period" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_digest_frequency_check" CHECK (digest_frequency in ('daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;