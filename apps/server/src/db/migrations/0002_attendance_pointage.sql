CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "attendances_mission_idx";--> statement-breakpoint
DROP INDEX "attendances_start_idx";--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "start_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "end_accuracy" double precision;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "day_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "night_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "sunday_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "holiday_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "requested_hours" double precision;--> statement-breakpoint
CREATE INDEX "attendances_mission_start_idx" ON "attendances" USING btree ("mission_id","start_time");--> statement-breakpoint
CREATE INDEX "attendances_agent_start_idx" ON "attendances" USING btree ("agent_id","start_time");--> statement-breakpoint
CREATE INDEX "attendances_start_idx" ON "attendances" USING btree ("start_time","id");--> statement-breakpoint
-- Attendances recorded before the split count as day hours until they are recomputed.
UPDATE "attendances" SET "day_hours" = "regular_hours" + "overtime_hours", "period_start" = "start_time";
