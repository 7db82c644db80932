ALTER TABLE "orders" ADD COLUMN "cancel_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_to_origin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_to_origin_at" timestamp with time zone;