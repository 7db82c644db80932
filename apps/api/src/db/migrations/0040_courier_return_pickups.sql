DROP INDEX "courier_shipments_part_key";--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "return_id" text;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "by_hand_reason" text;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD CONSTRAINT "courier_shipments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_return_key" ON "courier_shipments" USING btree ("return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_part_key" ON "courier_shipments" USING btree ("order_id","seller_id") WHERE "courier_shipments"."return_id" is null;