CREATE TABLE "position_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"requires_approval" boolean DEFAULT true NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "position_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "position_invites_max_uses_check" CHECK ("max_uses" between 1 and 1000),
	CONSTRAINT "position_invites_use_count_check" CHECK ("position_invites"."use_count" between 0 and "position_invites"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"incubator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"core_role" text,
	"description" text DEFAULT '' NOT NULL,
	"hours_per_week" integer NOT NULL,
	"location" text,
	"is_remote" boolean DEFAULT true NOT NULL,
	"offers" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"filled_seats" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_status_check" CHECK ("status" in ('open', 'filled', 'closed')),
	CONSTRAINT "positions_core_role_check" CHECK ("positions"."core_role" is null or "core_role" in ('ceo', 'cto', 'cco', 'cgo')),
	CONSTRAINT "positions_hours_check" CHECK ("hours_per_week" between 1 and 80),
	CONSTRAINT "positions_seats_check" CHECK ("seats" between 1 and 20),
	CONSTRAINT "positions_filled_seats_check" CHECK ("positions"."filled_seats" between 0 and "positions"."seats"),
	CONSTRAINT "positions_status_seats_check" CHECK (("positions"."status" <> 'filled' or "positions"."filled_seats" = "positions"."seats") and ("positions"."status" <> 'open' or "positions"."filled_seats" < "positions"."seats"))
);
--> statement-breakpoint
CREATE TABLE "project_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_on" date,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'idea' NOT NULL,
	"repository_url" text,
	"demo_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_url" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slug_unique" UNIQUE("slug"),
	CONSTRAINT "projects_status_check" CHECK ("status" in ('idea', 'in_progress', 'launched', 'paused')),
	CONSTRAINT "projects_slug_format_check" CHECK ("projects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "team_application_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_application_steps_status_check" CHECK ("status" in ('pending', 'trial', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "team_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"position_id" uuid,
	"user_id" text NOT NULL,
	"invite_id" uuid,
	"wanted_role" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trial_ends_on" date,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_applications_status_check" CHECK ("status" in ('pending', 'trial', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "team_applications_wanted_role_check" CHECK ("team_applications"."wanted_role" is null or "wanted_role" in ('ceo', 'cto', 'cco', 'cgo')),
	CONSTRAINT "team_applications_trial_check" CHECK ("team_applications"."status" <> 'trial' or "team_applications"."trial_ends_on" is not null)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"core_role" text,
	"title" text DEFAULT '' NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_pkey" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_members_core_role_check" CHECK ("team_members"."core_role" is null or "core_role" in ('ceo', 'cto', 'cco', 'cgo'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"stage" text DEFAULT 'idea' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_slug_unique" UNIQUE("slug"),
	CONSTRAINT "teams_id_incubator_unique" UNIQUE("id","incubator_id"),
	CONSTRAINT "teams_stage_check" CHECK ("stage" in ('idea', 'building', 'launched')),
	CONSTRAINT "teams_visibility_check" CHECK ("visibility" in ('public', 'incubator')),
	CONSTRAINT "teams_slug_format_check" CHECK ("teams"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "preferred_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "hours_per_week" integer;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "role_preference" text DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "position_invites" ADD CONSTRAINT "position_invites_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_invites" ADD CONSTRAINT "position_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_team_incubator_fk" FOREIGN KEY ("team_id","incubator_id") REFERENCES "public"."teams"("id","incubator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_application_steps" ADD CONSTRAINT "team_application_steps_application_id_team_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."team_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_application_steps" ADD CONSTRAINT "team_application_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications" ADD CONSTRAINT "team_applications_invite_id_position_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."position_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "position_invites_position_idx" ON "position_invites" USING btree ("position_id","created_at");--> statement-breakpoint
CREATE INDEX "positions_team_status_idx" ON "positions" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "positions_incubator_status_created_idx" ON "positions" USING btree ("incubator_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "project_milestones_project_idx" ON "project_milestones" USING btree ("project_id","due_on","created_at");--> statement-breakpoint
CREATE INDEX "projects_team_idx" ON "projects" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "projects_updated_id_idx" ON "projects" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_tags_idx" ON "projects" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_summary_trgm_idx" ON "projects" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "team_application_steps_application_idx" ON "team_application_steps" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_applications_open_position_unique" ON "team_applications" USING btree ("position_id","user_id") WHERE "team_applications"."status" in ('pending', 'trial') and "team_applications"."position_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_applications_open_request_unique" ON "team_applications" USING btree ("team_id","user_id") WHERE "team_applications"."status" in ('pending', 'trial') and "team_applications"."position_id" is null;--> statement-breakpoint
CREATE INDEX "team_applications_team_status_idx" ON "team_applications" USING btree ("team_id","status","created_at");--> statement-breakpoint
CREATE INDEX "team_applications_user_idx" ON "team_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_core_role_unique" ON "team_members" USING btree ("team_id","core_role") WHERE "team_members"."core_role" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_leader_unique" ON "team_members" USING btree ("team_id") WHERE "team_members"."is_leader";--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_name_id_idx" ON "teams" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "teams_incubator_name_idx" ON "teams" USING btree ("incubator_id","name","id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_tagline_trgm_idx" ON "teams" USING gin ("tagline" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_preferred_roles_idx" ON "user_profiles" USING gin ("preferred_roles");--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_preferred_roles_check" CHECK ("preferred_roles" <@ array['ceo', 'cto', 'cco', 'cgo']::text[]);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_hours_check" CHECK ("hours_per_week" is null or "hours_per_week" between 1 and 80);--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_role_preference_check" CHECK ("role_preference" in ('must_have', 'flexible'));