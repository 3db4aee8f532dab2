ALTER TABLE "shared_documents" ALTER COLUMN "document" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD COLUMN "open_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shared_documents" ADD COLUMN "revoked_at" timestamp with time zone;