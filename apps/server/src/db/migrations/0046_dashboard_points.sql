CREATE TABLE "dashboard_checklist_dismissals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_totals" (
	"scope" text NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"user_id" text NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "points_totals_pkey" PRIMARY KEY("scope","period","period_start","user_id"),
	CONSTRAINT "points_totals_period_check" CHECK (period in ('week', 'month', 'all'))
);
--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_source_kind_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "dashboard_checklist_dismissals" ADD CONSTRAINT "dashboard_checklist_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_totals_board_idx" ON "points_totals" USING btree ("scope","period","period_start","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_source_kind_check" CHECK (source_kind in ('milestone', 'position', 'application', 'article', 'game', 'mentoring_session', 'feed_item'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('milestone_completed', 'position_filled', 'application_accepted', 'article_mastered', 'memory_game_completed', 'memory_personal_best', 'interview_session_completed', 'career_game_completed', 'tmay_attempt_completed', 'mentoring_session_completed', 'post_reaction_received'));--> statement-breakpoint
-- The ledger keeps its totals (docs/decisions/056-dashboard-and-points.md): every row added adds its
-- points to the person's platform and incubator totals of its week, month and all time; every row the
-- cascade of a deleted person or incubator removes takes them away again, and a total at nothing goes.
CREATE FUNCTION "points_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ledger_row" "points_ledger"%ROWTYPE;
  "points_change" integer;
  "board_scope" text;
  "earned_day" timestamp;
BEGIN
  IF TG_OP = 'INSERT' THEN
    "ledger_row" := NEW;
    "points_change" := NEW."points";
  ELSE
    "ledger_row" := OLD;
    "points_change" := -OLD."points";
  END IF;
  "earned_day" := "ledger_row"."earned_at" AT TIME ZONE 'UTC';
  FOREACH "board_scope" IN ARRAY ARRAY['platform', "ledger_row"."incubator_id"::text] LOOP
    CONTINUE WHEN "board_scope" IS NULL;
    INSERT INTO "points_totals" AS "total" ("scope", "period", "period_start", "user_id", "points")
    VALUES
      ("board_scope", 'all', DATE '1970-01-01', "ledger_row"."user_id", "points_change"),
      ("board_scope", 'month', date_trunc('month', "earned_day")::date, "ledger_row"."user_id", "points_change"),
      ("board_scope", 'week', date_trunc('week', "earned_day")::date, "ledger_row"."user_id", "points_change")
    ON CONFLICT ("scope", "period", "period_start", "user_id")
      DO UPDATE SET "points" = "total"."points" + EXCLUDED."points";
  END LOOP;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "points_totals" WHERE "points_totals"."user_id" = "ledger_row"."user_id" AND "points_totals"."points" <= 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "points_totals_apply" AFTER INSERT OR DELETE ON "points_ledger"
  FOR EACH ROW EXECUTE FUNCTION "points_totals_apply"();
--> statement-breakpoint
-- The totals of the rows already there, as the trigger would have kept them.
INSERT INTO "points_totals" ("scope", "period", "period_start", "user_id", "points")
SELECT "scope", "period", "period_start", "user_id", sum("points")::int
FROM (
  SELECT "scopes"."scope", "periods"."period", "periods"."period_start", "l"."user_id", "l"."points"
  FROM "points_ledger" "l"
  CROSS JOIN LATERAL (VALUES ('platform'), ("l"."incubator_id"::text)) AS "scopes" ("scope")
  CROSS JOIN LATERAL (VALUES
    ('all', DATE '1970-01-01'),
    ('month', date_trunc('month', "l"."earned_at" AT TIME ZONE 'UTC')::date),
    ('week', date_trunc('week', "l"."earned_at" AT TIME ZONE 'UTC')::date)
  ) AS "periods" ("period", "period_start")
  WHERE "scopes"."scope" IS NOT NULL
) AS "rows"
GROUP BY "scope", "period", "period_start", "user_id";
