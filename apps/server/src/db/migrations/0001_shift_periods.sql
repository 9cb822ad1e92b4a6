DROP INDEX "shifts_agent_start_idx";--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_end_not_before_start" CHECK ("shifts"."end_at" >= "shifts"."start_at");--> statement-breakpoint
CREATE INDEX "shifts_agent_period_idx" ON "shifts" USING btree ("agent_id","start_at","end_at");--> statement-breakpoint
CREATE INDEX "shifts_period_gist_idx" ON "shifts" USING gist (tstzrange("start_at", "end_at"));