CREATE TABLE "video_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"requester" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"frames_encoded" integer DEFAULT 0 NOT NULL,
	"frames_total" integer NOT NULL,
	"error" text,
	"file_id" text,
	"job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"prompt" text NOT NULL,
	"product_type" text NOT NULL,
	"duration" integer NOT NULL,
	"platform" text NOT NULL,
	"motion" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_tasks_user_id_idx" ON "video_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_tasks_requester_idx" ON "video_tasks" USING btree ("requester","status");