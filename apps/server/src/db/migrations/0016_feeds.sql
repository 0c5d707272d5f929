CREATE TABLE "feed_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"parent_id" uuid,
	"parent_is_reply" boolean DEFAULT false NOT NULL,
	"is_reply" boolean GENERATED ALWAYS AS (parent_id is not null) STORED NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"mention_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_comments_thread_key" UNIQUE("id","item_id","is_reply"),
	CONSTRAINT "feed_comments_body_length_check" CHECK (char_length("feed_comments"."body") <= 4000),
	CONSTRAINT "feed_comments_one_level_check" CHECK ("feed_comments"."parent_is_reply" = false)
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope_kind" text NOT NULL,
	"scope_id" uuid NOT NULL,
	"incubator_id" uuid NOT NULL,
	"team_id" uuid,
	"kind" text NOT NULL,
	"author_id" text,
	"body" text DEFAULT '' NOT NULL,
	"link" jsonb,
	"mention_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_event_id" bigint,
	"subject_key" text,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"reaction_count" integer DEFAULT 0 NOT NULL,
	"pinned_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_scope_kind_check" CHECK ("scope_kind" in ('incubator', 'team')),
	CONSTRAINT "feed_items_kind_check" CHECK ("kind" in ('post', 'project_update', 'project_launched', 'milestone_done', 'position_opened', 'position_filled', 'team_member_joined', 'incubator_member_joined')),
	CONSTRAINT "feed_items_scope_check" CHECK (("feed_items"."scope_kind" = 'incubator' and "feed_items"."team_id" is null and "feed_items"."scope_id" = "feed_items"."incubator_id")
        or ("feed_items"."scope_kind" = 'team' and "feed_items"."scope_id" = "feed_items"."team_id")),
	CONSTRAINT "feed_items_body_length_check" CHECK (char_length("feed_items"."body") <= 10000),
	CONSTRAINT "feed_items_post_body_check" CHECK ("feed_items"."kind" <> 'post' or btrim("feed_items"."body") <> ''),
	CONSTRAINT "feed_items_counts_check" CHECK ("feed_items"."comment_count" >= 0 and "feed_items"."reaction_count" >= 0),
	CONSTRAINT "feed_items_platform_subject_check" CHECK (("feed_items"."kind" = 'post') = ("feed_items"."subject_key" is null))
);
--> statement-breakpoint
CREATE TABLE "feed_mutes" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_mutes_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "feed_mutes_kind_check" CHECK ("kind" in ('post', 'project_update', 'project_launched', 'milestone_done', 'position_opened', 'position_filled', 'team_member_joined', 'incubator_member_joined'))
);
--> statement-breakpoint
CREATE TABLE "feed_reactions" (
	"item_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_reactions_pkey" PRIMARY KEY("item_id","user_id","reaction"),
	CONSTRAINT "feed_reactions_reaction_check" CHECK ("reaction" in ('like', 'love', 'celebrate', 'insightful', 'funny', 'curious'))
);
--> statement-breakpoint
CREATE TABLE "feed_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"comment_id" uuid,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_reports_reason_check" CHECK ("reason" in ('spam', 'harassment', 'off_topic', 'inappropriate', 'other')),
	CONSTRAINT "feed_reports_details_length_check" CHECK (char_length("feed_reports"."details") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_parent_fk" FOREIGN KEY ("parent_id","item_id","parent_is_reply") REFERENCES "public"."feed_comments"("id","item_id","is_reply") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_team_incubator_fk" FOREIGN KEY ("team_id","incubator_id") REFERENCES "public"."teams"("id","incubator_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_mutes" ADD CONSTRAINT "feed_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reactions" ADD CONSTRAINT "feed_reactions_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reactions" ADD CONSTRAINT "feed_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_item_id_feed_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_comment_id_feed_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."feed_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reports" ADD CONSTRAINT "feed_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_comments_item_created_idx" ON "feed_comments" USING btree ("item_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feed_items_scope_created_idx" ON "feed_items" USING btree ("scope_kind","scope_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feed_items"."deleted_at" is null and "feed_items"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "feed_items_scope_pinned_idx" ON "feed_items" USING btree ("scope_kind","scope_id","pinned_at" DESC NULLS LAST) WHERE "feed_items"."pinned_at" is not null and "feed_items"."deleted_at" is null and "feed_items"."hidden_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_source_event_unique" ON "feed_items" USING btree ("source_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_subject_unique" ON "feed_items" USING btree ("kind","subject_key") WHERE "feed_items"."subject_key" is not null;--> statement-breakpoint
CREATE INDEX "feed_items_author_idx" ON "feed_items" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "feed_reactions_item_reaction_idx" ON "feed_reactions" USING btree ("item_id","reaction","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_reports_reporter_item_unique" ON "feed_reports" USING btree ("reporter_id","item_id") WHERE "feed_reports"."comment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_reports_reporter_comment_unique" ON "feed_reports" USING btree ("reporter_id","comment_id") WHERE "feed_reports"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "feed_reports_open_idx" ON "feed_reports" USING btree ("created_at") WHERE "feed_reports"."resolved_at" is null;