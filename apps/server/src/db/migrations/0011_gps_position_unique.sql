-- A position's idempotency key is (agent, recorded_at): keep the first of any positions already stored twice.
DELETE FROM "gps_positions" p USING "gps_positions" q
  WHERE p."agent_id" = q."agent_id" AND p."recorded_at" = q."recorded_at" AND p."id" > q."id";--> statement-breakpoint
DROP INDEX "gps_positions_agent_recorded_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "gps_positions_agent_recorded_unique" ON "gps_positions" USING btree ("agent_id","recorded_at");
