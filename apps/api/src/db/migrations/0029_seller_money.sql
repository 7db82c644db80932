CREATE TABLE "commission_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text,
	"main_category_id" text,
	"category_id" text,
	"sub_category_id" text,
	"price_from_paise" integer NOT NULL,
	"price_to_paise" integer NOT NULL,
	"percent_basis_points" integer NOT NULL,
	"fixed_fee_paise" integer NOT NULL,
	"effective_from" text NOT NULL,
	"retired_from" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_percent" CHECK ("commission_rules"."percent_basis_points" between 0 and 10000),
	CONSTRAINT "commission_rules_band" CHECK ("commission_rules"."price_from_paise" <= "commission_rules"."price_to_paise"),
	CONSTRAINT "commission_rules_fee" CHECK ("commission_rules"."fixed_fee_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seller_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" text,
	"order_line_id" text,
	"return_id" text,
	"transfer_id" text,
	"gstin" text,
	"tax_month" text,
	"taxable_paise" integer,
	"igst_paise" integer,
	"cgst_paise" integer,
	"sgst_paise" integer,
	"rate_basis_points" integer,
	"fixed_fee_paise" integer,
	"rule_id" text,
	"pan" text,
	"note" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"releasable_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_tax_profiles" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"pan" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger" ADD CONSTRAINT "seller_ledger_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_tax_profiles" ADD CONSTRAINT "seller_tax_profiles_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rules_scope_idx" ON "commission_rules" USING btree ("seller_id","sub_category_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_key_idx" ON "seller_ledger" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "seller_ledger_seller_idx" ON "seller_ledger" USING btree ("seller_id","occurred_at");--> statement-breakpoint
CREATE INDEX "seller_ledger_order_idx" ON "seller_ledger" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE INDEX "seller_ledger_month_idx" ON "seller_ledger" USING btree ("tax_month","gstin");