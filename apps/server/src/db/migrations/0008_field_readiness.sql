CREATE TABLE "gps_device_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_by" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "client_request_id" text;--> statement-breakpoint
ALTER TABLE "gps_latest_positions" ADD COLUMN "battery" double precision;--> statement-breakpoint
ALTER TABLE "gps_positions" ADD COLUMN "battery" double precision;--> statement-breakpoint
ALTER TABLE "gps_device_tokens" ADD CONSTRAINT "gps_device_tokens_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_device_tokens" ADD CONSTRAINT "gps_device_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gps_device_tokens" ADD CONSTRAINT "gps_device_tokens_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gps_device_tokens_hash_unique" ON "gps_device_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "gps_device_tokens_agent_idx" ON "gps_device_tokens" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_unique" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_client_request_unique" ON "incidents" USING btree ("reported_by","client_request_id");--> statement-breakpoint
CREATE TRIGGER audit_gps_device_tokens AFTER INSERT OR UPDATE OR DELETE ON gps_device_tokens
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('gps_device_token', 'id', 'token_hash');
