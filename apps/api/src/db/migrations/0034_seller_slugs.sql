ALTER TABLE "sellers" ADD COLUMN "slug" text;--> statement-breakpoint
UPDATE "sellers" SET "slug" = btrim(left(regexp_replace(lower("shop_name"), '[^a-z0-9]+', '-', 'g'), 60), '-');--> statement-breakpoint
UPDATE "sellers" SET "slug" = 'seller' WHERE "slug" = '';--> statement-breakpoint
UPDATE "sellers" AS s SET "slug" = s."slug" || '-' || lower(regexp_replace(s."id", '[^a-zA-Z0-9]+', '', 'g')) WHERE EXISTS (SELECT 1 FROM "sellers" AS o WHERE o."slug" = s."slug" AND o."id" < s."id");--> statement-breakpoint
ALTER TABLE "sellers" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_slug_unique" UNIQUE("slug");
