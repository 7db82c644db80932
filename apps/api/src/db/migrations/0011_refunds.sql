CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"purpose" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text NOT NULL,
	"provider" text,
	"payment_reference" text,
	"status" text NOT NULL,
	"reference" text,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_purpose_idx" ON "refunds" USING btree ("order_id","purpose");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_reference_idx" ON "refunds" USING btree ("provider","reference");--> statement-breakpoint
-- Refunds owed or paid before this table: what was paid back is kept as recorded by hand; what is
-- still owed waits for the operator (refunded from the Refunds page or recorded), never sent to a
-- gateway on upgrade.
INSERT INTO "refunds" ("id", "order_id", "purpose", "amount_paise", "method", "provider", "payment_reference", "status", "reference", "processed_at", "created_at", "updated_at")
SELECT 'rf_' || "id", "id", 'cancellation', "refunded_paise", 'manual', NULL, "payment_reference", 'processed', "refund_reference", "refunded_at", "updated_at", "updated_at"
FROM "orders" WHERE "refunded_paise" > 0;--> statement-breakpoint
INSERT INTO "refunds" ("id", "order_id", "purpose", "amount_paise", "method", "provider", "payment_reference", "status", "failure", "created_at", "updated_at")
SELECT 'rf_' || "id", "id", 'cancellation', "refund_due_paise", 'gateway', "payment_provider", "payment_reference", 'failed', 'Owed from before refunds went through the gateway: refund it again or record it.', "updated_at", "updated_at"
FROM "orders" WHERE "refund_due_paise" > 0 AND "refunded_paise" = 0;
