CREATE TABLE "render_batch_items" (
	"batch_id" text NOT NULL,
	"position" integer NOT NULL,
	"template_id" text NOT NULL,
	"color" text NOT NULL,
	"status" text NOT NULL,
	"png_key" text,
	"error" text,
	CONSTRAINT "render_batch_items_batch_id_position_pk" PRIMARY KEY("batch_id","position")
);
--> statement-breakpoint
CREATE TABLE "render_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"width" integer NOT NULL,
	"placement" jsonb NOT NULL,
	"design_key" text NOT NULL,
	"total" integer NOT NULL,
	"file_id" text,
	"job_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "render_batch_items" ADD CONSTRAINT "render_batch_items_batch_id_render_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."render_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_batches" ADD CONSTRAINT "render_batches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_batches" ADD CONSTRAINT "render_batches_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "render_batches_user_id_idx" ON "render_batches" USING btree ("user_id","created_at");