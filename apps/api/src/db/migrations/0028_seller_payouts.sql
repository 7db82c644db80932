CREATE TABLE "seller_payout_accounts" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"business_type" text NOT NULL,
	"pan_sealed" text NOT NULL,
	"pan_last" text NOT NULL,
	"bank_account_sealed" text NOT NULL,
	"bank_account_last" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"rejection_reason" text,
	"route_account_id" text,
	"route_stakeholder_id" text,
	"route_product_id" text,
	"settlements_configured" boolean DEFAULT false NOT NULL,
	"link_error" text,
	"link_attempts" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"linked_at" timestamp with time zone,
	CONSTRAINT "seller_payout_accounts_route_account_id_unique" UNIQUE("route_account_id")
);
--> statement-breakpoint
CREATE TABLE "seller_payout_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"key" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"route_reversal_id" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_transfer_reversals_route_reversal_id_unique" UNIQUE("route_reversal_id"),
	CONSTRAINT "seller_transfer_reversals_key" UNIQUE("transfer_id","key"),
	CONSTRAINT "seller_transfer_reversals_amount_positive" CHECK ("seller_transfer_reversals"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "seller_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"payment_id" text,
	"linked_account_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text NOT NULL,
	"on_hold" boolean NOT NULL,
	"hold_until" timestamp with time zone,
	"released_at" timestamp with time zone,
	"route_transfer_id" text,
	"settlement_id" text,
	"settlement_utr" text,
	"reversed_paise" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seller_transfers_route_transfer_id_unique" UNIQUE("route_transfer_id"),
	CONSTRAINT "seller_transfers_order_seller_key" UNIQUE("order_id","seller_id"),
	CONSTRAINT "seller_transfers_amount_positive" CHECK ("seller_transfers"."amount_paise" > 0),
	CONSTRAINT "seller_transfers_reversed_within" CHECK ("seller_transfers"."reversed_paise" >= 0 AND "seller_transfers"."reversed_paise" <= "seller_transfers"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "seller_payout_accounts" ADD CONSTRAINT "seller_payout_accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_transfer_reversals" ADD CONSTRAINT "seller_transfer_reversals_transfer_id_seller_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."seller_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_transfers" ADD CONSTRAINT "seller_transfers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_payout_accounts_status_idx" ON "seller_payout_accounts" USING btree ("status");--> statement-breakpoint
CREATE INDEX "seller_transfers_status_idx" ON "seller_transfers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "seller_transfers_settlement_idx" ON "seller_transfers" USING btree ("settlement_id");