CREATE TABLE "logbook_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mission_id" uuid NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"text" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declared_at" timestamp with time zone,
	"author_user_id" uuid,
	"author_name" text,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"corrects_id" uuid,
	"subject_id" uuid,
	"client_request_id" text,
	CONSTRAINT "logbook_entries_type_known" CHECK ("logbook_entries"."type" in ('OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY', 'INSTRUCTION', 'HANDOVER', 'OTHER', 'ATTENDANCE_START', 'ATTENDANCE_END', 'ATTENDANCE_RESUME', 'SOS_RAISED', 'SOS_ACKNOWLEDGED', 'SOS_CLOSED', 'INCIDENT_REPORTED', 'INCIDENT_STATUS', 'TASK_DONE', 'POSITION_LOST', 'POSITION_BACK', 'PERIMETER_LEFT', 'PERIMETER_BACK', 'ALERT_RAISED', 'ALERT_RESOLVED')),
	CONSTRAINT "logbook_entries_source_known" CHECK ("logbook_entries"."source" in ('AUTO', 'MANUAL'))
);
--> statement-breakpoint
CREATE TABLE "logbook_entry_photos" (
	"entry_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "logbook_entry_photos_entry_id_photo_id_pk" PRIMARY KEY("entry_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploaded_by" uuid,
	"stored_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"client_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_corrects_id_logbook_entries_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."logbook_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entry_photos" ADD CONSTRAINT "logbook_entry_photos_entry_id_logbook_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."logbook_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_entry_photos" ADD CONSTRAINT "logbook_entry_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_entries_client_request_unique" ON "logbook_entries" USING btree ("author_user_id","client_request_id");--> statement-breakpoint
CREATE INDEX "logbook_entries_mission_idx" ON "logbook_entries" USING btree ("mission_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "logbook_entries_occurred_idx" ON "logbook_entries" USING btree ("occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "logbook_entries_corrects_idx" ON "logbook_entries" USING btree ("corrects_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_entry_photos_photo_unique" ON "logbook_entry_photos" USING btree ("photo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_stored_name_unique" ON "photos" USING btree ("stored_name");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_client_request_unique" ON "photos" USING btree ("uploaded_by","client_request_id");--> statement-breakpoint
-- The main courante is a legal log: rows are never changed nor removed, but by the retention purge, which says so
-- in its own transaction (SET LOCAL secops.logbook_purge = 'on') and reaches only entries recorded over a year ago.
CREATE FUNCTION logbook_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('secops.logbook_purge', true) = 'on'
     AND (TG_TABLE_NAME <> 'logbook_entries' OR OLD.recorded_at < now() - interval '1 year') THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'the main courante is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER logbook_entries_append_only BEFORE UPDATE OR DELETE ON logbook_entries
  FOR EACH ROW EXECUTE FUNCTION logbook_append_only();
--> statement-breakpoint
CREATE TRIGGER logbook_entries_no_truncate BEFORE TRUNCATE ON logbook_entries
  FOR EACH STATEMENT EXECUTE FUNCTION logbook_append_only();
--> statement-breakpoint
CREATE TRIGGER logbook_entry_photos_append_only BEFORE UPDATE OR DELETE ON logbook_entry_photos
  FOR EACH ROW EXECUTE FUNCTION logbook_append_only();
--> statement-breakpoint
CREATE TRIGGER logbook_entry_photos_no_truncate BEFORE TRUNCATE ON logbook_entry_photos
  FOR EACH STATEMENT EXECUTE FUNCTION logbook_append_only();
--> statement-breakpoint
-- Every server process hears of each new entry (at commit) and tells its own sockets.
CREATE FUNCTION logbook_entry_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('logbook_entry', NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER logbook_entries_notify AFTER INSERT ON logbook_entries
  FOR EACH ROW EXECUTE FUNCTION logbook_entry_notify();
