CREATE TABLE "courier_ndr_actions" (
	"shipment_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"deferred_date" text,
	"phone" text,
	"address1" text,
	"address2" text,
	"comments" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courier_ndr_actions_shipment_id_attempt_pk" PRIMARY KEY("shipment_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "ndr_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "ndr_reason" text;--> statement-breakpoint
ALTER TABLE "courier_shipments" ADD COLUMN "ndr_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_ndr_actions" ADD CONSTRAINT "courier_ndr_actions_shipment_id_courier_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."courier_shipments"("id") ON DELETE no action ON UPDATE no action;