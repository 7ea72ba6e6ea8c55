CREATE TABLE "delivery_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "making_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needed_by" date;--> statement-breakpoint
CREATE INDEX "orders_needed_by_idx" ON "orders" USING btree ("needed_by");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_making_days_range" CHECK ("products"."making_days" between 0 and 60);--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_packed_weight_positive" CHECK ("variants"."packed_weight_grams" > 0);--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_box_positive" CHECK ("variants"."box_cm" is null or (("variants"."box_cm"->>'length')::numeric > 0 and ("variants"."box_cm"->>'breadth')::numeric > 0 and ("variants"."box_cm"->>'height')::numeric > 0));