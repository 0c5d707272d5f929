ALTER TABLE "incubators" ADD COLUMN "guest_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "incubators" ADD COLUMN "subscriber_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "incubators_live_name_id_idx" ON "incubators" USING btree ("name","id") WHERE "incubators"."status" <> 'archived';--> statement-breakpoint
ALTER TABLE "incubators" ADD CONSTRAINT "incubators_member_counts_check" CHECK ("incubators"."guest_count" >= 0 and "incubators"."subscriber_count" >= 0);--> statement-breakpoint
-- Each incubator's active member counts follow its memberships in the transaction of each change,
-- whichever statement makes it (a join's upsert, a tier or status change, leaving, or an account's or
-- incubator's deletion cascading): decision 058.
CREATE FUNCTION "incubator_member_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.membership_tier = NEW.membership_tier
     AND OLD.incubator_id = NEW.incubator_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'active' THEN
    UPDATE "incubators" SET
      "guest_count" = "guest_count" - (OLD.membership_tier = 'guest')::int,
      "subscriber_count" = "subscriber_count" - (OLD.membership_tier = 'subscriber')::int
    WHERE "id" = OLD.incubator_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'active' THEN
    UPDATE "incubators" SET
      "guest_count" = "guest_count" + (NEW.membership_tier = 'guest')::int,
      "subscriber_count" = "subscriber_count" + (NEW.membership_tier = 'subscriber')::int
    WHERE "id" = NEW.incubator_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "incubator_members_counts"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "membership_tier", "incubator_id" ON "incubator_members"
  FOR EACH ROW EXECUTE FUNCTION "incubator_member_counts_follow"();--> statement-breakpoint
UPDATE "incubators" SET "guest_count" = counted.guests, "subscriber_count" = counted.subscribers
FROM (
  SELECT "incubator_id",
         count(*) FILTER (WHERE "membership_tier" = 'guest')::int AS guests,
         count(*) FILTER (WHERE "membership_tier" = 'subscriber')::int AS subscribers
    FROM "incubator_members"
   WHERE "status" = 'active'
   GROUP BY "incubator_id"
) AS counted
WHERE "incubators"."id" = counted."incubator_id";
