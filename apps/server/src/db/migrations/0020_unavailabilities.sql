CREATE TYPE "public"."unavailability_reason" AS ENUM('LEAVE', 'SICK', 'TRAINING', 'UNAVAILABLE');--> statement-breakpoint
CREATE TYPE "public"."unavailability_status" AS ENUM('REQUESTED', 'APPROVED', 'REFUSED');--> statement-breakpoint
CREATE TABLE "unavailabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason" "unavailability_reason" NOT NULL,
	"status" "unavailability_status" NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unavailabilities_end_after_start" CHECK ("unavailabilities"."end_at" > "unavailabilities"."start_at")
);
--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailabilities" ADD CONSTRAINT "unavailabilities_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unavailabilities_agent_period_idx" ON "unavailabilities" USING btree ("agent_id","start_at","end_at");--> statement-breakpoint
CREATE INDEX "unavailabilities_period_idx" ON "unavailabilities" USING btree ("start_at");