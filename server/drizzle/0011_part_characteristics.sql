ALTER TABLE "parts" ADD COLUMN "product_external_id" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "characteristic" text;--> statement-breakpoint
CREATE INDEX "parts_product_external_id_idx" ON "parts" USING btree ("product_external_id");