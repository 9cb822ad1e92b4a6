-- A native tracker's last heartbeat (a request without coordinates) and the battery it told: shown on the live map.
ALTER TABLE "gps_device_tokens" ADD COLUMN "last_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gps_device_tokens" ADD COLUMN "last_battery" double precision;
