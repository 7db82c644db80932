DROP INDEX "products_brand_sub_category_idx";--> statement-breakpoint
DROP INDEX "products_facets_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "packaged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "perishable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "generic_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "generic_name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarant_kind" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarant_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "declarant_address" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consumer_care" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "best_before_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
CREATE INDEX "products_seller_rating_idx" ON "products" USING btree ("seller_id","rating_sum","rating_count") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_origin_idx" ON "products" USING btree ("origin_country","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_origin_price_idx" ON "products" USING btree ("origin_country","sale_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_brand_sub_category_idx" ON "products" USING btree ("brand_id","sub_category_id","origin_country") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("main_category_id","category_id","sub_category_id","brand_id","seller_id","sale_paise","origin_country") WHERE "products"."is_published";