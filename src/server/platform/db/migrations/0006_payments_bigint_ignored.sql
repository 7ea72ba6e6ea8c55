ALTER TABLE "payment_events" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "razorpay_webhooks" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "razorpay_webhooks" ADD COLUMN "ignored_reason" text;