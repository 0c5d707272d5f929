CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"incubator_id" uuid,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"reason" text NOT NULL,
	"points" integer NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_source_kind_check" CHECK (source_kind in ('milestone', 'position', 'application')),
	CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('milestone_completed', 'position_filled', 'application_accepted'))
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_source_unique" ON "points_ledger" USING btree ("user_id","source_kind","source_id","reason");--> statement-breakpoint
CREATE INDEX "points_ledger_incubator_earned_idx" ON "points_ledger" USING btree ("incubator_id","earned_at","user_id","points");--> statement-breakpoint
CREATE INDEX "points_ledger_earned_idx" ON "points_ledger" USING btree ("earned_at","user_id","points");--> statement-breakpoint
-- Append-only (docs/decisions/030-points-ledger.md): rows are never changed, and removed only by the
-- cascade of a deleted person or incubator, which runs inside the foreign key's own trigger (depth 2).
CREATE FUNCTION "points_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'points_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "points_ledger_append_only" BEFORE UPDATE OR DELETE ON "points_ledger"
  FOR EACH ROW EXECUTE FUNCTION "points_ledger_append_only"();
--> statement-breakpoint
-- The points of what happened before the ledger, from the tables that keep it (the event log keeps
-- hours only). The values are those of POINT_REASONS when the ledger began; ON CONFLICT keeps a rerun
-- (or a projector that got there first) from counting twice. A milestone's points go to the members of
-- its team who had joined by the time it was done and are still in it.
INSERT INTO "points_ledger" ("user_id", "incubator_id", "source_kind", "source_id", "reason", "points", "earned_at")
SELECT "team_members"."user_id", "teams"."incubator_id", 'milestone', "project_milestones"."id"::text,
  'milestone_completed', 20, "project_milestones"."done_at"
FROM "project_milestones"
  JOIN "projects" ON "projects"."id" = "project_milestones"."project_id"
  JOIN "teams" ON "teams"."id" = "projects"."team_id"
  JOIN "team_members" ON "team_members"."team_id" = "teams"."id"
    AND "team_members"."joined_at" <= "project_milestones"."done_at"
WHERE "project_milestones"."done_at" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "points_ledger" ("user_id", "incubator_id", "source_kind", "source_id", "reason", "points", "earned_at")
SELECT "team_applications"."user_id", "teams"."incubator_id", 'application', "team_applications"."id"::text,
  'application_accepted', 25,
  coalesce((SELECT max("team_application_steps"."created_at") FROM "team_application_steps"
    WHERE "team_application_steps"."application_id" = "team_applications"."id"
      AND "team_application_steps"."status" = 'accepted'), "team_applications"."updated_at")
FROM "team_applications"
  JOIN "teams" ON "teams"."id" = "team_applications"."team_id"
WHERE "team_applications"."status" = 'accepted'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "points_ledger" ("user_id", "incubator_id", "source_kind", "source_id", "reason", "points", "earned_at")
SELECT "positions"."created_by", "positions"."incubator_id", 'position', "positions"."id"::text,
  'position_filled', 15, "positions"."updated_at"
FROM "positions"
WHERE "positions"."status" = 'filled' AND "positions"."created_by" IS NOT NULL
ON CONFLICT DO NOTHING;
