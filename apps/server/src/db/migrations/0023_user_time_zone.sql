ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_time_zone_check" CHECK (btrim("users"."time_zone") <> '');