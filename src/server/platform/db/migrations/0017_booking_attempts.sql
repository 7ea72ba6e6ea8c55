ALTER TABLE "shipments" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "attempt_lease_until" timestamp with time zone;