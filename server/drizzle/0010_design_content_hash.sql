ALTER TABLE "designs" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "designs_user_content_idx" ON "designs" USING btree ("user_id","content_hash");