ALTER TABLE "home_banners" ADD COLUMN "image_url_hi" text;--> statement-breakpoint
ALTER TABLE "offer_cards" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "offer_cards" ADD COLUMN "body_hi" text;--> statement-breakpoint
ALTER TABLE "offer_cards" ADD COLUMN "image_url_hi" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "banner_url_hi" text;