CREATE TABLE "demo_rows" (
	"table_name" text NOT NULL,
	"row_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_rows_table_name_row_id_pk" PRIMARY KEY("table_name","row_id")
);
--> statement-breakpoint
-- A database seeded before demo_rows existed holds the demo operator the seed writes: mark it a
-- demo, whole (docs/decisions/going-live.md). A real shop never has that account.
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'admins', "id" FROM "admins" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'customers', "id" FROM "customers" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'sellers', "id" FROM "sellers" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'main_categories', "id" FROM "main_categories" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'categories', "id" FROM "categories" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'sub_categories', "id" FROM "sub_categories" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'brands', "id" FROM "brands" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'products', "id" FROM "products" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'home_banners', "id" FROM "home_banners" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'offers', "id" FROM "offers" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'offer_cards', "id" FROM "offer_cards" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'coupons', "id" FROM "coupons" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
--> statement-breakpoint
INSERT INTO "demo_rows" ("table_name", "row_id") SELECT 'orders', "id" FROM "orders" WHERE EXISTS (SELECT 1 FROM "admins" WHERE "id" = 'adm_000001' AND "email" = 'admin@haat.in');
