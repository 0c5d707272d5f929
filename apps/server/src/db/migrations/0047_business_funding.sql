CREATE TABLE "funding_application_answers" (
	"application_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_application_answers_pkey" PRIMARY KEY("application_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "funding_application_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"incubator_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"project_id" uuid,
	"created_by" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"ask_cents" bigint,
	"use_of_funds" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"shortlisted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_applications_call_team_unique" UNIQUE("call_id","team_id"),
	CONSTRAINT "funding_applications_status_check" CHECK ("status" in ('draft', 'submitted', 'withdrawn', 'awarded', 'declined', 'waitlisted')),
	CONSTRAINT "funding_applications_ask_check" CHECK ("funding_applications"."ask_cents" is null or "funding_applications"."ask_cents" > 0),
	CONSTRAINT "funding_applications_submitted_check" CHECK ("funding_applications"."status" in ('draft', 'withdrawn') or ("funding_applications"."submitted_at" is not null and "funding_applications"."ask_cents" is not null and "funding_applications"."project_id" is not null)),
	CONSTRAINT "funding_applications_decided_check" CHECK (("funding_applications"."status" in ('awarded', 'declined', 'waitlisted')) = ("funding_applications"."decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "funding_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"awarded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_awards_application_unique" UNIQUE("application_id"),
	CONSTRAINT "funding_awards_amount_check" CHECK ("funding_awards"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "funding_call_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"prompt" text NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"max_length" integer NOT NULL,
	CONSTRAINT "funding_call_questions_position_unique" UNIQUE("call_id","position"),
	CONSTRAINT "funding_call_questions_max_length_check" CHECK ("funding_call_questions"."max_length" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "funding_call_reviewers" (
	"call_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_call_reviewers_pkey" PRIMARY KEY("call_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "funding_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"pool_cents" bigint NOT NULL,
	"max_award_cents" bigint NOT NULL,
	"committed_cents" bigint DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"eligible_stages" text[] DEFAULT array['idea', 'building', 'launched']::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_calls_id_incubator_unique" UNIQUE("id","incubator_id"),
	CONSTRAINT "funding_calls_currency_check" CHECK ("currency" in ('USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR', 'SGD')),
	CONSTRAINT "funding_calls_pool_check" CHECK ("funding_calls"."pool_cents" > 0 and "funding_calls"."pool_cents" <= 100000000000),
	CONSTRAINT "funding_calls_max_award_check" CHECK ("funding_calls"."max_award_cents" > 0 and "funding_calls"."max_award_cents" <= "funding_calls"."pool_cents"),
	CONSTRAINT "funding_calls_committed_check" CHECK ("funding_calls"."committed_cents" >= 0 and "funding_calls"."committed_cents" <= "funding_calls"."pool_cents"),
	CONSTRAINT "funding_calls_dates_check" CHECK ("funding_calls"."closes_at" > "funding_calls"."opens_at"),
	CONSTRAINT "funding_calls_stages_check" CHECK (cardinality("funding_calls"."eligible_stages") > 0 and "funding_calls"."eligible_stages" <@ array['idea', 'building', 'launched']::text[])
);
--> statement-breakpoint
CREATE TABLE "funding_review_scores" (
	"review_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	CONSTRAINT "funding_review_scores_pkey" PRIMARY KEY("review_id","criterion_id"),
	CONSTRAINT "funding_review_scores_score_check" CHECK ("funding_review_scores"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "funding_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reviewer_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_reviews_application_reviewer_unique" UNIQUE("application_id","reviewer_id"),
	CONSTRAINT "funding_reviews_status_check" CHECK ("status" in ('draft', 'submitted')),
	CONSTRAINT "funding_reviews_submitted_check" CHECK (("funding_reviews"."status" = 'submitted') = ("funding_reviews"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "funding_rubric_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"call_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" smallint NOT NULL,
	CONSTRAINT "funding_rubric_criteria_position_unique" UNIQUE("call_id","position"),
	CONSTRAINT "funding_rubric_criteria_weight_check" CHECK ("funding_rubric_criteria"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "funding_tranches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"award_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"milestone_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"released_by" text,
	"payment_reference" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_tranches_position_unique" UNIQUE("award_id","position"),
	CONSTRAINT "funding_tranches_status_check" CHECK ("status" in ('pending', 'due', 'released')),
	CONSTRAINT "funding_tranches_amount_check" CHECK ("funding_tranches"."amount_cents" > 0),
	CONSTRAINT "funding_tranches_released_check" CHECK (("funding_tranches"."status" = 'released') = ("funding_tranches"."released_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_source_kind_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_id_team_unique" UNIQUE("id","team_id");--> statement-breakpoint
ALTER TABLE "funding_application_answers" ADD CONSTRAINT "funding_application_answers_application_id_funding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_application_answers" ADD CONSTRAINT "funding_application_answers_question_id_funding_call_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."funding_call_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_application_comments" ADD CONSTRAINT "funding_application_comments_application_id_funding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_application_comments" ADD CONSTRAINT "funding_application_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_applications" ADD CONSTRAINT "funding_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_applications" ADD CONSTRAINT "funding_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_applications" ADD CONSTRAINT "funding_applications_call_fk" FOREIGN KEY ("call_id","incubator_id") REFERENCES "public"."funding_calls"("id","incubator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_applications" ADD CONSTRAINT "funding_applications_team_fk" FOREIGN KEY ("team_id","incubator_id") REFERENCES "public"."teams"("id","incubator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_applications" ADD CONSTRAINT "funding_applications_project_fk" FOREIGN KEY ("project_id","team_id") REFERENCES "public"."projects"("id","team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_awards" ADD CONSTRAINT "funding_awards_application_id_funding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_awards" ADD CONSTRAINT "funding_awards_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_awards" ADD CONSTRAINT "funding_awards_awarded_by_users_id_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_call_questions" ADD CONSTRAINT "funding_call_questions_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_call_reviewers" ADD CONSTRAINT "funding_call_reviewers_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_call_reviewers" ADD CONSTRAINT "funding_call_reviewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_call_reviewers" ADD CONSTRAINT "funding_call_reviewers_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_calls" ADD CONSTRAINT "funding_calls_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_calls" ADD CONSTRAINT "funding_calls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_review_scores" ADD CONSTRAINT "funding_review_scores_review_id_funding_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."funding_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_review_scores" ADD CONSTRAINT "funding_review_scores_criterion_id_funding_rubric_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."funding_rubric_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_reviews" ADD CONSTRAINT "funding_reviews_application_id_funding_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."funding_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_reviews" ADD CONSTRAINT "funding_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_rubric_criteria" ADD CONSTRAINT "funding_rubric_criteria_call_id_funding_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."funding_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_tranches" ADD CONSTRAINT "funding_tranches_award_id_funding_awards_id_fk" FOREIGN KEY ("award_id") REFERENCES "public"."funding_awards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_tranches" ADD CONSTRAINT "funding_tranches_milestone_id_project_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."project_milestones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_tranches" ADD CONSTRAINT "funding_tranches_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_application_comments_application_idx" ON "funding_application_comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "funding_applications_call_status_idx" ON "funding_applications" USING btree ("call_id","status");--> statement-breakpoint
CREATE INDEX "funding_applications_team_idx" ON "funding_applications" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "funding_awards_call_idx" ON "funding_awards" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "funding_call_reviewers_user_idx" ON "funding_call_reviewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "funding_calls_incubator_idx" ON "funding_calls" USING btree ("incubator_id","closes_at");--> statement-breakpoint
CREATE INDEX "funding_reviews_reviewer_idx" ON "funding_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funding_tranches_milestone_unique" ON "funding_tranches" USING btree ("milestone_id") WHERE "funding_tranches"."milestone_id" is not null;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session', 'moderation', 'role_request', 'funding'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('mention', 'reply', 'reaction', 'team_join_request', 'application', 'invite_accepted', 'subscription', 'practice_share', 'practice_share_comment', 'mentoring_session', 'moderation', 'role_request', 'funding'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_source_kind_check" CHECK (source_kind in ('milestone', 'position', 'application', 'article', 'game', 'mentoring_session', 'feed_item', 'funding_award', 'funding_tranche'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('milestone_completed', 'position_filled', 'application_accepted', 'article_mastered', 'memory_game_completed', 'memory_personal_best', 'interview_session_completed', 'career_game_completed', 'tmay_attempt_completed', 'mentoring_session_completed', 'post_reaction_received', 'funding_awarded', 'funding_tranche_released'));--> statement-breakpoint
-- A call's awards are held to its limits by the database (docs/decisions/059-business-funding.md): an
-- award above the call's largest is refused, and every award added, changed or removed moves the call's
-- committed sum, whose check keeps it within the pool. The update takes the call's row lock, so
-- concurrent awards from one call are counted one after another and the pool holds.
CREATE FUNCTION "funding_awards_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "largest" bigint;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "max_award_cents" INTO "largest" FROM "funding_calls" WHERE "id" = NEW."call_id";
    IF NEW."amount_cents" > "largest" THEN
      RAISE EXCEPTION 'an award may not exceed the call''s largest award'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'funding_awards_max_award_check',
          TABLE = 'funding_awards';
    END IF;
    UPDATE "funding_calls" SET "committed_cents" = "committed_cents" + NEW."amount_cents"
      WHERE "id" = NEW."call_id";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "funding_calls" SET "committed_cents" = "committed_cents" - OLD."amount_cents"
      WHERE "id" = OLD."call_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "funding_awards_commit" AFTER INSERT OR UPDATE OF "amount_cents", "call_id" OR DELETE
  ON "funding_awards" FOR EACH ROW EXECUTE FUNCTION "funding_awards_commit"();
