ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "products" SET "status" = 'draft' WHERE NOT "is_published";
