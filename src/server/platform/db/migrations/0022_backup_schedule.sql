CREATE TABLE "backup_schedule" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"keep" integer DEFAULT 7 NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_ok" boolean,
	"last_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
