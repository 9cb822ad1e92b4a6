ALTER TABLE "vehicles" ADD COLUMN "assigned_agent_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_assigned_agent_id_agents_id_fk" FOREIGN KEY ("assigned_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_assigned_agent_idx" ON "vehicles" USING btree ("assigned_agent_id");