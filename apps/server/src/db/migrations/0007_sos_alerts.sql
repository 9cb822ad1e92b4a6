CREATE TYPE "public"."sos_status" AS ENUM('OPEN', 'ACKNOWLEDGED', 'CLOSED');--> statement-breakpoint
CREATE TABLE "sos_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"user_id" uuid,
	"client_request_id" text NOT NULL,
	"mission_id" uuid,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"status" "sos_status" DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"note" text,
	"false_alarm" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sos_alerts_request_unique" ON "sos_alerts" USING btree ("agent_id","client_request_id");--> statement-breakpoint
CREATE INDEX "sos_alerts_status_idx" ON "sos_alerts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sos_alerts_agent_idx" ON "sos_alerts" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE TRIGGER audit_sos_alerts AFTER INSERT OR UPDATE OR DELETE ON sos_alerts
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('sos', 'id');
