CREATE TABLE "email_outbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"content_id" text,
	"disposition" text DEFAULT 'attachment' NOT NULL,
	CONSTRAINT "email_outbox_attachments_email_position_unique" UNIQUE("email_id","position"),
	CONSTRAINT "email_outbox_attachments_disposition_check" CHECK ("email_outbox_attachments"."disposition" in ('attachment', 'inline')),
	CONSTRAINT "email_outbox_attachments_filename_check" CHECK (btrim("email_outbox_attachments"."filename") <> '')
);
--> statement-breakpoint
ALTER TABLE "email_outbox_attachments" ADD CONSTRAINT "email_outbox_attachments_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;