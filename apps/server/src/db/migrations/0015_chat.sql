CREATE TABLE "chat_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" uuid NOT NULL,
	"uploader_id" text,
	"message_id" bigint,
	"stored_name" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "chat_attachments_size_check" CHECK ("chat_attachments"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid,
	"team_id" uuid,
	"name" text NOT NULL,
	"is_general" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_channels_scope_check" CHECK (("chat_channels"."incubator_id" is null) <> ("chat_channels"."team_id" is null)),
	CONSTRAINT "chat_channels_name_check" CHECK ("chat_channels"."name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("chat_channels"."name") <= 40),
	CONSTRAINT "chat_channels_general_check" CHECK (not ("chat_channels"."is_general" and "chat_channels"."archived_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" uuid NOT NULL,
	"author_id" text,
	"parent_id" bigint,
	"body" text NOT NULL,
	"mention_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_reply_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_body_length_check" CHECK (char_length("chat_messages"."body") <= 4000),
	CONSTRAINT "chat_messages_deleted_body_check" CHECK ("chat_messages"."deleted_at" is null or "chat_messages"."body" = ''),
	CONSTRAINT "chat_messages_reply_count_check" CHECK ("chat_messages"."reply_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_reactions" (
	"message_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reactions_pkey" PRIMARY KEY("message_id","user_id","reaction"),
	CONSTRAINT "chat_reactions_reaction_check" CHECK ("chat_reactions"."reaction" in ('thumbs_up', 'heart', 'laugh', 'tada', 'eyes', 'rocket'))
);
--> statement-breakpoint
CREATE TABLE "chat_read_pointers" (
	"channel_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_read_pointers_pkey" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_parent_id_chat_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reactions" ADD CONSTRAINT "chat_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_pointers" ADD CONSTRAINT "chat_read_pointers_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_pointers" ADD CONSTRAINT "chat_read_pointers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_team_unique" ON "chat_channels" USING btree ("team_id") WHERE "chat_channels"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_incubator_name_unique" ON "chat_channels" USING btree ("incubator_id","name") WHERE "chat_channels"."incubator_id" is not null and "chat_channels"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "chat_messages_channel_idx" ON "chat_messages" USING btree ("channel_id","id") WHERE "chat_messages"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "chat_messages_parent_idx" ON "chat_messages" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "chat_read_pointers_user_idx" ON "chat_read_pointers" USING btree ("user_id");--> statement-breakpoint
-- Every team and incubator has its general channel from the transaction that creates it, however it
-- is created (the API, the demo seed, a test's insert).
CREATE FUNCTION "chat_create_general_channel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'teams' THEN
    INSERT INTO "chat_channels" ("team_id", "name", "is_general") VALUES (NEW."id", 'general', true);
  ELSE
    INSERT INTO "chat_channels" ("incubator_id", "name", "is_general") VALUES (NEW."id", 'general', true);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teams_chat_general_channel" AFTER INSERT ON "teams" FOR EACH ROW EXECUTE FUNCTION "chat_create_general_channel"();--> statement-breakpoint
CREATE TRIGGER "incubators_chat_general_channel" AFTER INSERT ON "incubators" FOR EACH ROW EXECUTE FUNCTION "chat_create_general_channel"();--> statement-breakpoint
INSERT INTO "chat_channels" ("team_id", "name", "is_general") SELECT "id", 'general', true FROM "teams";--> statement-breakpoint
INSERT INTO "chat_channels" ("incubator_id", "name", "is_general") SELECT "id", 'general', true FROM "incubators";--> statement-breakpoint
-- Message search (PostgreSQL full-text search, the same on PGlite); the 'simple' configuration neither
-- stems nor drops words, so it treats every language alike.
CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin (to_tsvector('simple', "body")) WHERE "deleted_at" IS NULL;
