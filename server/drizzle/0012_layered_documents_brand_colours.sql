CREATE TABLE "shared_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"template_id" text NOT NULL,
	"design_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_colours" (
	"user_id" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_colours_user_id_colour_pk" PRIMARY KEY("user_id","colour")
);
--> statement-breakpoint
ALTER TABLE "render_batches" ALTER COLUMN "placement" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "render_batches" ALTER COLUMN "design_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mockups" ADD COLUMN "document" jsonb;--> statement-breakpoint
ALTER TABLE "render_batches" ADD COLUMN "areas" jsonb;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD CONSTRAINT "shared_documents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_colours" ADD CONSTRAINT "brand_colours_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_documents_user_id_idx" ON "shared_documents" USING btree ("user_id","created_at");