CREATE TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counters_reset_at_idx" ON "request_counters" USING btree ("reset_at");