ALTER TABLE "brands" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "main_categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "name_hi" text;