CREATE TABLE "payment_webhooks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"ignored_reason" text,
	CONSTRAINT "payment_webhooks_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
-- Every delivery queued so far came from Razorpay, the only provider there was: kept with its
-- tries, back-off and reason, so a retried delivery is still answered as a duplicate.
INSERT INTO "payment_webhooks" ("provider", "event_id", "event", "payload", "received_at", "processed_at", "attempts", "next_attempt_at", "last_error", "ignored_reason")
SELECT 'razorpay', "event_id", "event", "payload", "received_at", "processed_at", "attempts", "next_attempt_at", "last_error", "ignored_reason" FROM "razorpay_webhooks";--> statement-breakpoint
DROP TABLE "razorpay_webhooks" CASCADE;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text DEFAULT 'pay_on_delivery' NOT NULL;--> statement-breakpoint
-- What each row says today: paid online went through Razorpay (the only online provider there
-- was), 'shopify' orders were paid at Shopify's checkout, the rest are paid on delivery.
UPDATE "orders" SET "payment_provider" = 'razorpay' WHERE "payment_method" IN ('online', 'advance_online');--> statement-breakpoint
UPDATE "orders" SET "payment_provider" = 'shopify' WHERE "payment_method" = 'shopify';
