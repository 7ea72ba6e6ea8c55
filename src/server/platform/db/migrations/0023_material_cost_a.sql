ALTER TABLE "variants" ADD COLUMN "material_cost_paise" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "remake_cost_paise" bigint;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "remake_cost_from" text;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_material_cost_nonnegative" CHECK ("variants"."material_cost_paise" >= 0);--> statement-breakpoint
-- Remakes decided before this migration: their cost was typed by the owner, and it is the part of cost_paise that is not the refund.
UPDATE "claims" SET "remake_cost_paise" = "cost_paise" - "refund_paise", "remake_cost_from" = 'owner' WHERE "decision" IN ('remake', 'both');
