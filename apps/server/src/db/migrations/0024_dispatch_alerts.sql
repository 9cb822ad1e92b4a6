CREATE TABLE "dispatch_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"dedupe_key" text NOT NULL,
	"agent_id" uuid,
	"mission_id" uuid,
	"shift_id" uuid,
	"attendance_id" uuid,
	"sos_id" uuid,
	"incident_id" uuid,
	"raised_at" timestamp with time zone NOT NULL,
	"cause_since" timestamp with time zone,
	"cause" text NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "dispatch_alerts_type_known" CHECK ("dispatch_alerts"."type" in ('NO_SHOW', 'LATE_CLOCK_IN', 'EARLY_END', 'POSITION_LOST', 'OUTSIDE_PERIMETER', 'INCIDENT_HIGH', 'SOS')),
	CONSTRAINT "dispatch_alerts_status_known" CHECK ("dispatch_alerts"."status" in ('OPEN', 'ACKNOWLEDGED', 'RESOLVED'))
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" DROP CONSTRAINT "logbook_entries_corrects_id_logbook_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_sos_id_sos_alerts_id_fk" FOREIGN KEY ("sos_id") REFERENCES "public"."sos_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_alerts_dedupe_unique" ON "dispatch_alerts" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "dispatch_alerts_active_idx" ON "dispatch_alerts" USING btree ("status","raised_at" DESC NULLS LAST) WHERE "dispatch_alerts"."status" <> 'RESOLVED';--> statement-breakpoint
CREATE INDEX "dispatch_alerts_raised_idx" ON "dispatch_alerts" USING btree ("raised_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dispatch_alerts_sos_idx" ON "dispatch_alerts" USING btree ("sos_id");--> statement-breakpoint
CREATE INDEX "dispatch_alerts_incident_idx" ON "dispatch_alerts" USING btree ("incident_id");--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_corrects_id_logbook_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."logbook_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every server process hears of each alert raised or changed (at commit) and tells its own staff sockets.
CREATE FUNCTION dispatch_alert_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('dispatch_alert', 'raised ' || NEW.type || ' ' || NEW.id::text);
  ELSIF NEW.status IS DISTINCT FROM OLD.status OR NEW.acknowledged_by IS DISTINCT FROM OLD.acknowledged_by THEN
    PERFORM pg_notify('dispatch_alert', 'updated ' || NEW.type || ' ' || NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dispatch_alerts_notify AFTER INSERT OR UPDATE ON dispatch_alerts
  FOR EACH ROW EXECUTE FUNCTION dispatch_alert_notify();
--> statement-breakpoint
-- How many entries each mission's main courante has, kept by the trigger below: a page's total (x-total-count) of
-- a mission with 100,000 entries is read, not counted.
CREATE TABLE "logbook_mission_counts" (
	"mission_id" uuid PRIMARY KEY NOT NULL,
	"entries" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logbook_mission_counts" ADD CONSTRAINT "logbook_mission_counts_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO logbook_mission_counts (mission_id, entries)
  SELECT mission_id, count(*) FROM logbook_entries GROUP BY mission_id;
--> statement-breakpoint
CREATE FUNCTION logbook_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO logbook_mission_counts AS c (mission_id, entries) VALUES (NEW.mission_id, 1)
      ON CONFLICT (mission_id) DO UPDATE SET entries = c.entries + 1;
  ELSE
    UPDATE logbook_mission_counts SET entries = entries - 1 WHERE mission_id = OLD.mission_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER logbook_entries_count AFTER INSERT OR DELETE ON logbook_entries
  FOR EACH ROW EXECUTE FUNCTION logbook_count();
