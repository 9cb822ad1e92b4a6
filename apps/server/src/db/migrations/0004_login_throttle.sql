CREATE TABLE "auth_throttle" (
	"scope" text NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_throttle_scope_account_address_pk" PRIMARY KEY("scope","account","address")
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
CREATE INDEX "auth_throttle_last_idx" ON "auth_throttle" USING btree ("last_at");