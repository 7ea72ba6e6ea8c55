CREATE TABLE "preflight_results" (
	"file_key" text PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"machine_kind" text NOT NULL,
	"profile_name" text NOT NULL,
	"ok" boolean NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "preflight_results_checked_at_idx" ON "preflight_results" USING btree ("checked_at");