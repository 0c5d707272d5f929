ALTER TABLE "user_profiles" ADD COLUMN "profile_audience" text DEFAULT 'incubator' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "show_role_fit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "show_skills" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_profile_audience_check" CHECK ("profile_audience" in ('incubator', 'public'));