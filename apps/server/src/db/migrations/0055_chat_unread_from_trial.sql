-- A trial lets the applicant work in the team's channel (docs/decisions/061-trial-participants.md), so
-- their unread count starts when the trial does, as a member's starts when they join (migration 0048).
-- A trial that ends without membership (declined, withdrawn) takes the pointer away with the access;
-- one accepted keeps it, and joining the team only moves it forward.
CREATE FUNCTION "chat_read_from_trial"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'trial' AND OLD."status" <> 'trial' THEN
    PERFORM "chat_read_from_join"("channel"."id", NEW."user_id")
      FROM "chat_channels" "channel" WHERE "channel"."team_id" = NEW."team_id";
  ELSIF OLD."status" = 'trial' AND NEW."status" IN ('declined', 'withdrawn') AND NOT EXISTS (
    SELECT 1 FROM "team_members" "member"
      WHERE "member"."team_id" = NEW."team_id" AND "member"."user_id" = NEW."user_id"
  ) THEN
    DELETE FROM "chat_read_pointers" "pointer"
      USING "chat_channels" "channel"
      WHERE "pointer"."channel_id" = "channel"."id" AND "channel"."team_id" = NEW."team_id"
        AND "pointer"."user_id" = NEW."user_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "chat_read_from_trial" AFTER UPDATE OF "status" ON "team_applications"
  FOR EACH ROW EXECUTE FUNCTION "chat_read_from_trial"();
