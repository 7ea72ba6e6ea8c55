CREATE TABLE "product_designs" (
	"product_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_designs_product_id_version_pk" PRIMARY KEY("product_id","version"),
	CONSTRAINT "product_designs_version_positive" CHECK ("product_designs"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "design_version" integer;--> statement-breakpoint
ALTER TABLE "product_designs" ADD CONSTRAINT "product_designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;