CREATE TABLE "shopify_templates" (
	"product_external_id" text NOT NULL,
	"image_key" text NOT NULL,
	"template" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_templates_product_external_id_image_key_pk" PRIMARY KEY("product_external_id","image_key")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size_mm" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "print_area" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "size_mm" jsonb;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "stock" integer;