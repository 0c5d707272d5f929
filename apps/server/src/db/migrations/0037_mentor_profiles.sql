CREATE TABLE "mentor_incubators" (
	"mentor_id" text NOT NULL,
	"incubator_id" uuid NOT NULL,
	CONSTRAINT "mentor_incubators_pkey" PRIMARY KEY("mentor_id","incubator_id")
);
--> statement-breakpoint
CREATE TABLE "mentor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"help_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"time_zone" text NOT NULL,
	"meeting_link" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "mentor_profiles_kind_check" CHECK ("kind" in ('advisor', 'coach')),
	CONSTRAINT "mentor_profiles_slug_format_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("slug") <= 60),
	CONSTRAINT "mentor_profiles_headline_length_check" CHECK (char_length("headline") <= 120),
	CONSTRAINT "mentor_profiles_bio_length_check" CHECK (char_length("bio") <= 5000),
	CONSTRAINT "mentor_profiles_expertise_count_check" CHECK (cardinality("expertise") <= 12),
	CONSTRAINT "mentor_profiles_help_roles_check" CHECK ("help_roles" <@ array['ceo', 'cto', 'cco', 'cgo']::text[]),
	CONSTRAINT "mentor_profiles_languages_count_check" CHECK (cardinality("languages") <= 8),
	CONSTRAINT "mentor_profiles_time_zone_check" CHECK (btrim("mentor_profiles"."time_zone") <> ''),
	CONSTRAINT "mentor_profiles_meeting_link_check" CHECK ("meeting_link" is null or ("meeting_link" ~ '^https://' and char_length("meeting_link") <= 500))
);
--> statement-breakpoint
ALTER TABLE "mentor_incubators" ADD CONSTRAINT "mentor_incubators_mentor_id_mentor_profiles_user_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_incubators" ADD CONSTRAINT "mentor_incubators_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_incubators_incubator_idx" ON "mentor_incubators" USING btree ("incubator_id","mentor_id");--> statement-breakpoint
CREATE INDEX "mentor_profiles_published_idx" ON "mentor_profiles" USING btree ("kind","slug") WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "mentor_profiles_expertise_idx" ON "mentor_profiles" USING gin ("expertise");--> statement-breakpoint
CREATE INDEX "mentor_profiles_help_roles_idx" ON "mentor_profiles" USING gin ("help_roles");--> statement-breakpoint
CREATE INDEX "mentor_profiles_languages_idx" ON "mentor_profiles" USING gin ("languages");