CREATE TABLE "shopify_webhooks" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"shopify_order_id" text,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_webhooks_shopify_order_id_unique" UNIQUE("shopify_order_id")
);
--> statement-breakpoint
ALTER TABLE "shopify_webhooks" ADD CONSTRAINT "shopify_webhooks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;