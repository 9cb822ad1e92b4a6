CREATE TABLE "incident_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "incident_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"incident_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"status" "incident_status",
	"author_user_id" uuid,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_events_kind_known" CHECK ("incident_events"."kind" in ('REPORTED', 'NOTE', 'STATUS', 'ASSIGNED', 'RESOLUTION'))
);
--> statement-breakpoint
CREATE TABLE "incident_photos" (
	"incident_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "incident_photos_incident_id_photo_id_pk" PRIMARY KEY("incident_id","photo_id")
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "accuracy" double precision;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_events" ADD CONSTRAINT "incident_events_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_photos" ADD CONSTRAINT "incident_photos_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_photos" ADD CONSTRAINT "incident_photos_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_events_incident_idx" ON "incident_events" USING btree ("incident_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "incident_photos_photo_unique" ON "incident_photos" USING btree ("photo_id");--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every server process hears of each incident reported or changed (at commit) and tells its own staff sockets.
CREATE FUNCTION incident_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('incident', lower(TG_OP) || ' ' || NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER incidents_notify AFTER INSERT OR UPDATE ON incidents
  FOR EACH ROW EXECUTE FUNCTION incident_notify();
