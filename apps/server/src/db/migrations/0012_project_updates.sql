CREATE TABLE "project_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text,
	"milestone_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_updates_kind_check" CHECK ("kind" in ('created', 'updated', 'launched', 'milestone_done')),
	CONSTRAINT "project_updates_changed_fields_check" CHECK (changed_fields <@ array['name', 'slug', 'summary', 'description', 'repositoryUrl', 'demoUrl', 'tags', 'cover']::text[]),
	CONSTRAINT "project_updates_status_check" CHECK ("project_updates"."status" is null or "status" in ('idea', 'in_progress', 'launched', 'paused')),
	CONSTRAINT "project_updates_milestone_check" CHECK (("project_updates"."kind" = 'milestone_done') = ("project_updates"."milestone_title" is not null))
);
--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_updates" ADD CONSTRAINT "project_updates_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_updates_project_idx" ON "project_updates" USING btree ("project_id","id");--> statement-breakpoint
-- Projects made before the timeline existed start it with their creation.
INSERT INTO "project_updates" ("project_id", "kind", "actor_id", "created_at")
SELECT "id", 'created', "created_by", "created_at" FROM "projects";
