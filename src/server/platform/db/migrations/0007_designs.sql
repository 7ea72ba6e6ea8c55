CREATE TABLE "designs" (
	"token" text PRIMARY KEY NOT NULL,
	"product_handle" text NOT NULL,
	"variant_id" text NOT NULL,
	"personalisation" jsonb NOT NULL,
	"preview_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "designs_created_idx" ON "designs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "designs_preview_idx" ON "designs" USING btree ("preview_key");