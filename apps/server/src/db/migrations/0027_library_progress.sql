CREATE TABLE "library_bookmarks" (
	"user_id" text NOT NULL,
	"section" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_bookmarks_user_id_section_slug_pk" PRIMARY KEY("user_id","section","slug")
);
--> statement-breakpoint
CREATE TABLE "library_progress" (
	"user_id" text NOT NULL,
	"section" text NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"last_opened_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "library_progress_user_id_section_slug_pk" PRIMARY KEY("user_id","section","slug"),
	CONSTRAINT "library_progress_status_check" CHECK (status in ('unread', 'read', 'mastered'))
);
--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_source_kind_check";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "library_bookmarks" ADD CONSTRAINT "library_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_progress" ADD CONSTRAINT "library_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_progress_last_opened_idx" ON "library_progress" USING btree ("user_id","last_opened_at");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_source_kind_check" CHECK (source_kind in ('milestone', 'position', 'application', 'article'));--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('milestone_completed', 'position_filled', 'application_accepted', 'article_mastered'));