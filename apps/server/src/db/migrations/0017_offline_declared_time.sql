ALTER TABLE "checklist_ticks" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checklist_ticks" ADD COLUMN "declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "received_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "client_request_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_request_unique" ON "chat_messages" USING btree ("sender_id","client_request_id");
