CREATE TABLE "missed_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"callee_id" uuid NOT NULL,
	"caller_id" uuid,
	"caller_name" text NOT NULL,
	"call_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "missed_calls" ADD CONSTRAINT "missed_calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_calls" ADD CONSTRAINT "missed_calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missed_calls_callee_idx" ON "missed_calls" USING btree ("callee_id","seen_at","created_at");