DROP INDEX "content_items_search_idx";--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search") WITH (fastupdate=false);