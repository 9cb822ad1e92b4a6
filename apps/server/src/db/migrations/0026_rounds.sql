CREATE TABLE "checkpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"name" text NOT NULL,
	"instructions" text,
	"lat" double precision,
	"lng" double precision,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "checkpoints_kind_known" CHECK ("checkpoints"."kind" in ('QR', 'NFC'))
);
--> statement-breakpoint
CREATE TABLE "round_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"checkpoint_id" uuid NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declared_at" timestamp with time zone,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"method" text NOT NULL,
	"reason" text,
	"flags" text[] NOT NULL,
	"scanned_by" uuid,
	"client_request_id" text NOT NULL,
	CONSTRAINT "round_scans_method_known" CHECK ("round_scans"."method" in ('QR', 'NFC', 'URL', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"mission_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"checkpoint_ids" uuid[] NOT NULL,
	"agent_id" uuid,
	"started_by" uuid,
	"started_at" timestamp with time zone,
	"declared_started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_status_known" CHECK ("rounds"."status" in ('IN_PROGRESS', 'COMPLETE', 'COMPLETE_WITH_FLAGS', 'PARTIAL', 'MISSED'))
);
--> statement-breakpoint
CREATE TABLE "tour_checkpoints" (
	"tour_id" uuid NOT NULL,
	"checkpoint_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "tour_checkpoints_tour_id_position_pk" PRIMARY KEY("tour_id","position")
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"name" text NOT NULL,
	"order_mode" text NOT NULL,
	"times" text[],
	"every_minutes" integer,
	"from_time" text,
	"to_time" text,
	"window_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tours_order_known" CHECK ("tours"."order_mode" in ('STRICT', 'FREE'))
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" DROP CONSTRAINT "logbook_entries_type_known";--> statement-breakpoint
ALTER TABLE "dispatch_alerts" DROP CONSTRAINT "dispatch_alerts_type_known";--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "checkpoint_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "round_id" uuid;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_scans" ADD CONSTRAINT "round_scans_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_scans" ADD CONSTRAINT "round_scans_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_scans" ADD CONSTRAINT "round_scans_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_checkpoints" ADD CONSTRAINT "tour_checkpoints_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_checkpoints" ADD CONSTRAINT "tour_checkpoints_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_code_unique" ON "checkpoints" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_code_hash_unique" ON "checkpoints" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "checkpoints_mission_idx" ON "checkpoints" USING btree ("mission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "round_scans_checkpoint_unique" ON "round_scans" USING btree ("round_id","checkpoint_id");--> statement-breakpoint
CREATE UNIQUE INDEX "round_scans_client_request_unique" ON "round_scans" USING btree ("scanned_by","client_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_slot_unique" ON "rounds" USING btree ("tour_id","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_client_request_unique" ON "rounds" USING btree ("started_by","client_request_id");--> statement-breakpoint
CREATE INDEX "rounds_mission_idx" ON "rounds" USING btree ("mission_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "rounds_open_idx" ON "rounds" USING btree ("window_ends_at") WHERE "rounds"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "tour_checkpoints_checkpoint_idx" ON "tour_checkpoints" USING btree ("checkpoint_id");--> statement-breakpoint
CREATE INDEX "tours_mission_idx" ON "tours" USING btree ("mission_id");--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_checkpoint_id_checkpoints_id_fk" FOREIGN KEY ("checkpoint_id") REFERENCES "public"."checkpoints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_type_known" CHECK ("logbook_entries"."type" in ('OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY', 'INSTRUCTION', 'HANDOVER', 'OTHER', 'ATTENDANCE_START', 'ATTENDANCE_END', 'ATTENDANCE_RESUME', 'SOS_RAISED', 'SOS_ACKNOWLEDGED', 'SOS_CLOSED', 'INCIDENT_REPORTED', 'INCIDENT_STATUS', 'TASK_DONE', 'POSITION_LOST', 'POSITION_BACK', 'PERIMETER_LEFT', 'PERIMETER_BACK', 'ALERT_RAISED', 'ALERT_RESOLVED', 'ROUND_DONE', 'ROUND_PARTIAL', 'ROUND_MISSED'));--> statement-breakpoint
ALTER TABLE "dispatch_alerts" ADD CONSTRAINT "dispatch_alerts_type_known" CHECK ("dispatch_alerts"."type" in ('NO_SHOW', 'LATE_CLOCK_IN', 'EARLY_END', 'POSITION_LOST', 'OUTSIDE_PERIMETER', 'INCIDENT_HIGH', 'SOS', 'ROUND_MISSED'));