-- Unread counts start when a person joins (docs/decisions/021-chat.md): joining a team, or an incubator
-- (or coming back to one), sets the person's read pointer in the team's channel, or the incubator's
-- general channel, to its newest message. A pointer only moves forward. The other channels of an
-- incubator count for a person only once they have opened them (chat-channels.service).
CREATE FUNCTION "chat_read_from_join"("joined_channel" uuid, "reader" text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "chat_read_pointers" AS "pointer" ("channel_id", "user_id", "last_read_message_id")
    VALUES ("joined_channel", "reader",
      coalesce((SELECT max("message"."id") FROM "chat_messages" "message"
        WHERE "message"."channel_id" = "joined_channel" AND "message"."parent_id" IS NULL), 0))
  ON CONFLICT ("channel_id", "user_id") DO UPDATE
    SET "last_read_message_id" = greatest("pointer"."last_read_message_id", EXCLUDED."last_read_message_id");
$$;
--> statement-breakpoint
CREATE FUNCTION "chat_read_from_team_join"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "chat_read_from_join"("channel"."id", NEW."user_id")
    FROM "chat_channels" "channel" WHERE "channel"."team_id" = NEW."team_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "chat_read_from_incubator_join"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'active' AND (TG_OP = 'INSERT' OR OLD."status" <> 'active') THEN
    PERFORM "chat_read_from_join"("channel"."id", NEW."user_id")
      FROM "chat_channels" "channel"
      WHERE "channel"."incubator_id" = NEW."incubator_id" AND "channel"."is_general";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "chat_read_from_team_join" AFTER INSERT ON "team_members"
  FOR EACH ROW EXECUTE FUNCTION "chat_read_from_team_join"();
--> statement-breakpoint
CREATE TRIGGER "chat_read_from_incubator_join" AFTER INSERT OR UPDATE OF "status" ON "incubator_members"
  FOR EACH ROW EXECUTE FUNCTION "chat_read_from_incubator_join"();
