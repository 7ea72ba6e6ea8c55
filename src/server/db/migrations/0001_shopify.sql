ALTER TABLE "products" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_external_id_unique" UNIQUE("external_id");