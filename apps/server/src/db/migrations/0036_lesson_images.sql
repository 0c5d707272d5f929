CREATE TABLE "lesson_images" (
	"stored_name" text PRIMARY KEY NOT NULL,
	"course_id" uuid,
	"uploader_id" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_images" ADD CONSTRAINT "lesson_images_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_images" ADD CONSTRAINT "lesson_images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_images_course_idx" ON "lesson_images" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_images_unused_idx" ON "lesson_images" USING btree ("created_at") WHERE "lesson_images"."used_at" is null or "lesson_images"."course_id" is null;