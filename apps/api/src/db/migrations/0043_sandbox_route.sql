CREATE TABLE "sandbox_route_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"email" text NOT NULL,
	"idempotency_key" text,
	"stakeholders" jsonb NOT NULL,
	"products" jsonb NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_route_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"transfer_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"notes" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_route_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"epoch" text NOT NULL,
	CONSTRAINT "sandbox_route_state_one_row" CHECK ("sandbox_route_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_route_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"source" text NOT NULL,
	"recipient" text NOT NULL,
	"amount" bigint NOT NULL,
	"amount_reversed" bigint NOT NULL,
	"status" text NOT NULL,
	"settlement_status" text,
	"on_hold" boolean NOT NULL,
	"on_hold_until" bigint,
	"settlement_id" text,
	"settlement_utr" text,
	"notes" jsonb NOT NULL,
	"error" text,
	"created_at" bigint NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_route_accounts_version_idx" ON "sandbox_route_accounts" USING btree ("version");--> statement-breakpoint
CREATE INDEX "sandbox_route_reversals_version_idx" ON "sandbox_route_reversals" USING btree ("version");--> statement-breakpoint
CREATE INDEX "sandbox_route_reversals_transfer_idx" ON "sandbox_route_reversals" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "sandbox_route_transfers_version_idx" ON "sandbox_route_transfers" USING btree ("version");--> statement-breakpoint
CREATE INDEX "sandbox_route_transfers_recipient_idx" ON "sandbox_route_transfers" USING btree ("recipient");