CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"incubator_id" uuid,
	"author_id" text,
	"kind" text NOT NULL,
	"collection" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"level" text,
	"position" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"file_path" text,
	"content_hash" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B') || setweight(to_tsvector('english'::regconfig, "body_text"), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_source_check" CHECK ("source" in ('repository', 'incubator')),
	CONSTRAINT "content_items_kind_check" CHECK ("kind" in ('article', 'lesson', 'question', 'game-scenario', 'pair')),
	CONSTRAINT "content_items_level_check" CHECK ("content_items"."level" is null or "level" in ('starter', 'practitioner')),
	CONSTRAINT "content_items_source_owner_check" CHECK (("content_items"."source" = 'repository' and "content_items"."incubator_id" is null and "content_items"."file_path" is not null) or ("content_items"."source" = 'incubator' and "content_items"."incubator_id" is not null and "content_items"."file_path" is null)),
	CONSTRAINT "content_items_slug_format_check" CHECK ("content_items"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "content_items_collection_format_check" CHECK ("content_items"."collection" ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'),
	CONSTRAINT "content_items_details_check" CHECK (jsonb_typeof("content_items"."details") = 'object')
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_repository_place_unique" ON "content_items" USING btree ("collection","slug") WHERE "content_items"."source" = 'repository';--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_incubator_place_unique" ON "content_items" USING btree ("incubator_id","collection","slug") WHERE "content_items"."source" = 'incubator';--> statement-breakpoint
CREATE INDEX "content_items_collection_position_idx" ON "content_items" USING btree ("collection","position","slug");--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search");