ALTER TABLE "proof_tokens" ADD COLUMN "link_seed" text;--> statement-breakpoint
ALTER TABLE "proof_tokens" ADD COLUMN "first_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proof_tokens" ADD COLUMN "last_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proof_tokens" ADD COLUMN "opens" integer DEFAULT 0 NOT NULL;