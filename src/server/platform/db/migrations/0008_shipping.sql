CREATE TABLE "shipment_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"courier_status" text NOT NULL,
	"activity" text NOT NULL,
	"location" text NOT NULL,
	"order_status" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_scans_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"booking" text DEFAULT 'waiting' NOT NULL,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier_name" text,
	"courier_status" text,
	"label_url" text,
	"manifest_url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"ndr_action" text,
	"ndr_action_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipments_awb_unique" UNIQUE("awb")
);
--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "packed_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "box_cm" jsonb;--> statement-breakpoint
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_scans_shipment_idx" ON "shipment_scans" USING btree ("shipment_id","scanned_at");--> statement-breakpoint
CREATE INDEX "shipments_retry_idx" ON "shipments" USING btree ("booking","next_attempt_at");