DROP INDEX "products_main_category_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
DROP INDEX "products_seller_idx";--> statement-breakpoint
CREATE INDEX "products_main_price_idx" ON "products" USING btree ("main_category_id","sale_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","sale_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_sub_category_price_idx" ON "products" USING btree ("sub_category_id","sale_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand_id","sale_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_seller_price_idx" ON "products" USING btree ("seller_id","sale_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("sale_paise","id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_brand_sub_category_idx" ON "products" USING btree ("brand_id","sub_category_id") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_main_category_idx" ON "products" USING btree ("main_category_id","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_sub_category_idx" ON "products" USING btree ("sub_category_id","id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","id");--> statement-breakpoint
-- A sub-category names its category and main category: without telling the planner, it multiplies
-- the three filters' selectivities and expects a few hundred products where there are thirty
-- thousand, and sorts them all instead of reading the first page off an index.
CREATE STATISTICS IF NOT EXISTS "products_tree_stats" (dependencies) ON "main_category_id", "category_id", "sub_category_id" FROM "products";--> statement-breakpoint
ANALYZE "products";
