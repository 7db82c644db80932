CREATE TABLE "commission_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"seller_id" text NOT NULL,
	"month" text NOT NULL,
	"seller_gstin" text NOT NULL,
	"operator_gstin" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule" text NOT NULL,
	"weekday" integer DEFAULT 1 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_settings_weekday" CHECK ("settlement_settings"."weekday" between 1 and 7),
	CONSTRAINT "settlement_settings_days" CHECK ("settlement_settings"."days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_number_idx" ON "commission_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_series_idx" ON "commission_invoices" USING btree ("financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_seller_month_idx" ON "commission_invoices" USING btree ("seller_id","month");