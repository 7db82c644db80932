DROP INDEX "courier_shipments_part_key";--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "pickup_day" text;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "manifested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "cod_paise" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_attempt_key" ON "courier_shipments" USING btree ("order_id","seller_id","attempt") WHERE "courier_shipments"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_part_key" ON "courier_shipments" USING btree ("order_id","seller_id") WHERE "courier_shipments"."return_id" is null and "courier_shipments"."status" <> 'cancelled';