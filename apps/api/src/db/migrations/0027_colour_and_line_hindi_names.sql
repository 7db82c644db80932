ALTER TABLE "product_colors" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "color_name_hi" text;