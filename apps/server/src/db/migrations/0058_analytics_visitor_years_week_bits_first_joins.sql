CREATE TABLE "analytics_active_week_bits" (
	"scope" text NOT NULL,
	"block" smallint NOT NULL,
	"user_id" text NOT NULL,
	"weeks" bigint NOT NULL,
	CONSTRAINT "analytics_active_week_bits_pkey" PRIMARY KEY("scope","block","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_first_joins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visitor_years" (
	"subject" text NOT NULL,
	"year" smallint NOT NULL,
	"visitor_id" uuid NOT NULL,
	"days" bit(366) NOT NULL,
	CONSTRAINT "analytics_visitor_years_pkey" PRIMARY KEY("subject","year","visitor_id")
);
--> statement-breakpoint
-- Each month's days (bit d - 1 of an int for day d) move to their place in the year (position d - 1 of
-- a bit(366) for day d of the year): the int's 31 low bits, first day first, after the days before the month.
INSERT INTO "analytics_visitor_years" ("subject", "year", "visitor_id", "days")
SELECT "subject", extract(year from "month")::smallint, "visitor_id",
  bit_or((repeat('0', extract(doy from "month")::int - 1)
    || reverse(substring("days"::bit(32)::text from 2))
    || repeat('0', 366 - 31 - (extract(doy from "month")::int - 1)))::bit(366))
FROM "analytics_visitor_months"
GROUP BY 1, 2, 3;--> statement-breakpoint
-- Week w since Monday 5 January 1970 is bit w % 64 of block w / 64.
INSERT INTO "analytics_active_week_bits" ("scope", "block", "user_id", "weeks")
SELECT "scope", (("week" - date '1970-01-05') / 7 / 64)::smallint, "user_id",
  bit_or(1::bigint << (("week" - date '1970-01-05') / 7 % 64))
FROM "analytics_active_weeks"
GROUP BY 1, 2, 3;--> statement-breakpoint
DROP TABLE "analytics_active_weeks" CASCADE;--> statement-breakpoint
DROP TABLE "analytics_visitor_months" CASCADE;--> statement-breakpoint
CREATE INDEX "analytics_first_joins_joined_at_idx" ON "analytics_first_joins" USING btree ("joined_at","user_id");--> statement-breakpoint
CREATE INDEX "feed_items_post_created_idx" ON "feed_items" USING btree ("created_at") WHERE "feed_items"."kind" = 'post';--> statement-breakpoint
INSERT INTO "analytics_first_joins" ("user_id", "joined_at")
SELECT "user_id", min("joined_at") FROM "incubator_members" GROUP BY "user_id";--> statement-breakpoint
-- A person's first join, read again from every membership they have now. Under a lock of the person's
-- account row, so of two changes to one person's memberships at once the second reads after the first
-- has committed (a row lock rather than an advisory one: a statement writing many people's memberships
-- would hold an advisory lock each and run out of the lock table).
CREATE FUNCTION "analytics_first_join_refresh"("person" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "first_join" timestamptz;
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = "person" FOR NO KEY UPDATE;
  SELECT min("joined_at") INTO "first_join" FROM "incubator_members" WHERE "user_id" = "person";
  IF "first_join" IS NULL THEN
    DELETE FROM "analytics_first_joins" WHERE "user_id" = "person";
  ELSE
    INSERT INTO "analytics_first_joins" ("user_id", "joined_at") VALUES ("person", "first_join")
      ON CONFLICT ("user_id") DO UPDATE SET "joined_at" = EXCLUDED."joined_at";
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_first_join_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "analytics_first_join_refresh"(OLD."user_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id") THEN
    PERFORM "analytics_first_join_refresh"(NEW."user_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_first_join_keep" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "joined_at"
  ON "incubator_members" FOR EACH ROW EXECUTE FUNCTION "analytics_first_join_keep"();
