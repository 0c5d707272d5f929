ALTER TABLE "feed_images" ADD COLUMN "scope_kind" text;--> statement-breakpoint
ALTER TABLE "feed_images" ADD COLUMN "scope_id" uuid;--> statement-breakpoint
CREATE INDEX "projects_cover_url_idx" ON "projects" USING btree ("cover_url") WHERE "projects"."cover_url" is not null;--> statement-breakpoint
CREATE INDEX "teams_logo_url_idx" ON "teams" USING btree ("logo_url") WHERE "teams"."logo_url" is not null;--> statement-breakpoint
ALTER TABLE "feed_images" ADD CONSTRAINT "feed_images_scope_check" CHECK (("feed_images"."scope_kind" is null) = ("feed_images"."scope_id" is null) and ("feed_images"."scope_kind" is null or "scope_kind" in ('incubator', 'team')));--> statement-breakpoint
-- Hand-written: an image already shown belongs to the feed of the first post or comment that shows it,
-- so its readers keep seeing it once images are served to a feed's readers only.
UPDATE "feed_images" SET "scope_kind" = found."scope_kind", "scope_id" = found."scope_id"
FROM (
  SELECT DISTINCT ON (shown.name) shown.name, shown."scope_kind", shown."scope_id"
  FROM (
    SELECT (regexp_matches(shown_item."body", '/api/files/feed-images/([A-Za-z0-9_-][A-Za-z0-9._-]*)', 'g'))[1] AS name,
      shown_item."scope_kind", shown_item."scope_id", shown_item."created_at"
    FROM "feed_items" shown_item
    UNION ALL
    SELECT (regexp_matches(shown_comment."body", '/api/files/feed-images/([A-Za-z0-9_-][A-Za-z0-9._-]*)', 'g'))[1],
      shown_item."scope_kind", shown_item."scope_id", shown_comment."created_at"
    FROM "feed_comments" shown_comment JOIN "feed_items" shown_item ON shown_item."id" = shown_comment."item_id"
  ) shown
  ORDER BY shown.name, shown."created_at"
) found
WHERE "feed_images"."stored_name" = found.name;
