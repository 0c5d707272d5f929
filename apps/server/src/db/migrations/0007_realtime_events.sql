CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"audience_kind" text NOT NULL,
	"audience_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_audience_check" CHECK (("events"."audience_kind" = 'everyone' and "events"."audience_id" is null) or ("events"."audience_kind" in ('person', 'team', 'incubator') and "events"."audience_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");