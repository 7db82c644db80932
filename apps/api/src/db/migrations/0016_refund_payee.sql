ALTER TABLE "returns" ADD COLUMN "payee_sealed" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "payee_masked" text;