CREATE TABLE "courier_message_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"events" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
