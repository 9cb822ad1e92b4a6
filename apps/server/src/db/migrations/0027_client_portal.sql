ALTER TYPE "public"."role" ADD VALUE 'CLIENT';--> statement-breakpoint
CREATE TABLE "client_report_settings" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"frequency" text DEFAULT 'OFF' NOT NULL,
	"time" text DEFAULT '07:00' NOT NULL,
	"weekday" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_report_settings_frequency_known" CHECK ("client_report_settings"."frequency" in ('DAILY', 'WEEKLY', 'OFF')),
	CONSTRAINT "client_report_settings_weekday_range" CHECK ("client_report_settings"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "client_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"recipients" text[] NOT NULL,
	"delivered_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"pdf" "bytea",
	"sent_at" timestamp with time zone,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_reports_kind_known" CHECK ("client_reports"."kind" in ('DAILY', 'WEEKLY', 'MANUAL')),
	CONSTRAINT "client_reports_status_known" CHECK ("client_reports"."status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" DROP CONSTRAINT "logbook_entries_type_known";--> statement-breakpoint
ALTER TABLE "logbook_entries" DROP CONSTRAINT "logbook_entries_source_known";--> statement-breakpoint
ALTER TABLE "dispatch_alerts" DROP CONSTRAINT "dispatch_alerts_type_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "client_logbook_types" text[] DEFAULT '{OBSERVATION,PATROL,VISITOR,DELIVERY}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "client_report_settings" ADD CONSTRAINT "client_report_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reports" ADD CONSTRAINT "client_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_reports_period_unique" ON "client_reports" USING btree ("client_id","kind","period_start") WHERE "client_reports"."kind" <> 'MANUAL';--> statement-breakpoint
CREATE INDEX "client_reports_client_idx" ON "client_reports" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_reports_due_idx" ON "client_reports" USING btree ("next_attempt_at") WHERE "client_reports"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_role" CHECK (("users"."role"::text = 'CLIENT') = ("users"."client_id" is not null));--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_type_known" CHECK ("logbook_entries"."type" in ('OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY', 'INSTRUCTION', 'HANDOVER', 'OTHER', 'ATTENDANCE_START', 'ATTENDANCE_END', 'ATTENDANCE_RESUME', 'SOS_RAISED', 'SOS_ACKNOWLEDGED', 'SOS_CLOSED', 'INCIDENT_REPORTED', 'INCIDENT_STATUS', 'TASK_DONE', 'POSITION_LOST', 'POSITION_BACK', 'PERIMETER_LEFT', 'PERIMETER_BACK', 'ALERT_RAISED', 'ALERT_RESOLVED', 'ROUND_DONE', 'ROUND_PARTIAL', 'ROUND_MISSED', 'CLIENT_REQUEST'));--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_source_known" CHECK ("logbook_entries"."source" in ('AUTO', 'MANUAL', 'CLIENT'));--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_type_known" CHECK ("dispatch_alerts"."type" in ('NO_SHOW', 'LATE_CLOCK_IN', 'EARLY_END', 'POSITION_LOST', 'OUTSIDE_PERIMETER', 'INCIDENT_HIGH', 'SOS', 'ROUND_MISSED', 'CLIENT_REQUEST'));--> statement-breakpoint
-- Guards' unavailability and staff's decisions on leave requests, in the audit log like the other planning data.
CREATE TRIGGER audit_unavailabilities AFTER INSERT OR UPDATE OR DELETE ON unavailabilities
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('unavailability', 'id');
