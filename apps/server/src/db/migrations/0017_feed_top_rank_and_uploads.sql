CREATE TABLE "feed_images" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"uploader_id" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_digest_frequency_check";--> statement-breakpoint
-- Hand-written: the column is filled before it is required. An item ranks at its creation moved later by
-- the half-life (12 hours, FEED_TOP_HALF_LIFE_HOURS) times log2(reactions + 2 x comments + 1).
ALTER TABLE "feed_items" ADD COLUMN "ranked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "feed_items" SET "ranked_at" = "created_at" + make_interval(secs => 12 * 3600 * ln(("reaction_count" + 2 * "comment_count" + 1)::float8) / ln(2));--> statement-breakpoint
ALTER TABLE "feed_items" ALTER COLUMN "ranked_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_images" ADD CONSTRAINT "feed_images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_images_unused_idx" ON "feed_images" USING btree ("created_at") WHERE "feed_images"."used_at" is null;--> statement-breakpoint
CREATE INDEX "chat_attachments_unattached_idx" ON "chat_attachments" USING btree ("created_at") WHERE "chat_attachments"."message_id" is null;--> statement-breakpoint
CREATE INDEX "feed_items_scope_ranked_idx" ON "feed_items" USING btree ("scope_kind","scope_id","ranked_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feed_items"."deleted_at" is null and "feed_items"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_digest_frequency_check" CHECK (digest_frequency in ('daily', 'weekly', 'off'));--> statement-breakpoint
-- Hand-written: images that posts and comments already show are in use; earlier uploads never shown are
-- not known to the database and stay stored.
INSERT INTO "feed_images" ("stored_name", "used_at", "created_at")
SELECT DISTINCT found.name, now(), now()
FROM (
  SELECT (regexp_matches("body", '/api/files/feed-images/([A-Za-z0-9_-][A-Za-z0-9._-]*)', 'g'))[1] AS name FROM "feed_items"
  UNION
  SELECT (regexp_matches("body", '/api/files/feed-images/([A-Za-z0-9_-][A-Za-z0-9._-]*)', 'g'))[1] FROM "feed_comments"
) found
ON CONFLICT DO NOTHING;