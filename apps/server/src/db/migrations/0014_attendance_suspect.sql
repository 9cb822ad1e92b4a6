-- An attendance whose positions jump (forged or lent phone) is marked suspect, with the French reasons.
ALTER TABLE "attendances" ADD COLUMN "suspect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "suspect_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "attendances_suspect_start_idx" ON "attendances" USING btree ("start_time","id") WHERE "attendances"."suspect";
