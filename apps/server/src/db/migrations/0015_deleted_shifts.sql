CREATE TABLE "deleted_shifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shift" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_shifts_deleted_at_idx" ON "deleted_shifts" USING btree ("deleted_at");
