CREATE TABLE "courier_accounts" (
	"provider" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_sealed" text NOT NULL,
	"webhook_key_sealed" text NOT NULL,
	"pickup_location" text NOT NULL,
	"pickup_pincode" text NOT NULL,
	"token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_choices" (
	"scope" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_scans" (
	"shipment_id" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"status_code" integer NOT NULL,
	"status_label" text NOT NULL,
	"activity" text NOT NULL,
	"location" text NOT NULL,
	"state" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courier_scans_shipment_id_scanned_at_status_code_activity_pk" PRIMARY KEY("shipment_id","scanned_at","status_code","activity")
);
--> statement-breakpoint
CREATE TABLE "courier_shipments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"provider" text NOT NULL,
	"channel_order_id" text NOT NULL,
	"status" text NOT NULL,
	"held_until" timestamp with time zone,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"awb" text,
	"courier_name" text,
	"label_url" text,
	"pickup_scheduled_at" timestamp with time zone,
	"pickup_token" text,
	"expected_at" timestamp with time zone,
	"tracking_state" text DEFAULT 'booked' NOT NULL,
	"tracking_state_at" timestamp with time zone,
	"last_heard_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_scans" ADD CONSTRAINT "courier_scans_shipment_id_courier_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."courier_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD CONSTRAINT "courier_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD CONSTRAINT "courier_shipments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_part_key" ON "courier_shipments" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_channel_key" ON "courier_shipments" USING btree ("provider","channel_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_shipments_awb_key" ON "courier_shipments" USING btree ("provider","awb");--> statement-breakpoint
CREATE INDEX "courier_shipments_quiet_idx" ON "courier_shipments" USING btree ("last_heard_at") WHERE "courier_shipments"."status" = 'booked';