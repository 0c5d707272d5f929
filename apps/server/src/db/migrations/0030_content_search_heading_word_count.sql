ALTER TABLE "content_items" ADD COLUMN "search_heading" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "word_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_search_heading_idx" ON "content_items" USING gin ("search_heading") WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_word_count_check" CHECK ("content_items"."word_count" >= 0);--> statement-breakpoint
-- Pieces stored before the column: their words, as countWords counts them (runs of non-space characters). The content loader stores the repository's again anyway (CONTENT_FORMAT_VERSION 2).
UPDATE "content_items" SET "word_count" = (SELECT count(*) FROM regexp_matches("body_text", '\S+', 'g'));
