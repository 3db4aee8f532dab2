CREATE TABLE "own_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"print_aspect" double precision NOT NULL,
	"size" integer NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"file_key" text NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "own_templates" ADD CONSTRAINT "own_templates_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "own_templates_user_id_idx" ON "own_templates" USING btree ("user_id","created_at");