CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" text NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handler_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "reports_content_kind_check" CHECK ("content_kind" in ('feed_item', 'feed_comment', 'chat_message')),
	CONSTRAINT "reports_reason_check" CHECK ("reason" in ('spam', 'harassment', 'off_topic', 'inappropriate', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("status" in ('open', 'resolved', 'dismissed')),
	CONSTRAINT "reports_details_length_check" CHECK (char_length("reports"."details") <= 1000),
	CONSTRAINT "reports_handled_check" CHECK (("reports"."status" = 'open') = ("reports"."handled_at" is null))
);
--> statement-breakpoint
-- Hand-written: the feed's reports move into reports before their table goes. A report of a comment
-- names the comment; of an item, the item. One already resolved was handled when it was resolved (by
-- someone the old table did not record).
INSERT INTO "reports" ("id", "content_kind", "content_id", "reporter_id", "reason", "details", "status", "created_at", "handled_at")
SELECT "id",
	CASE WHEN "comment_id" IS NULL THEN 'feed_item' ELSE 'feed_comment' END,
	COALESCE("comment_id", "item_id")::text,
	"reporter_id", "reason", "details",
	CASE WHEN "resolved_at" IS NULL THEN 'open' ELSE 'resolved' END,
	"created_at", "resolved_at"
FROM "feed_reports";--> statement-breakpoint
DROP TABLE "feed_reports" CASCADE;--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_audience_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_reporter_content_unique" ON "reports" USING btree ("reporter_id","content_kind","content_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_queue_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_content_idx" ON "reports" USING btree ("content_kind","content_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_audience_check" CHECK (("events"."audience_kind" in ('admins', 'everyone') and "events"."audience_id" is null) or ("events"."audience_kind" in ('person', 'team', 'incubator') and "events"."audience_id" is not null));