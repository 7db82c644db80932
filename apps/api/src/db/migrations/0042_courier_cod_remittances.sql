CREATE TABLE "courier_cod_remittance_lines" (
	"remittance_id" text NOT NULL,
	"awb" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"shipment_id" text,
	"expected_paise" integer,
	"status" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"accept_note" text,
	CONSTRAINT "courier_cod_remittance_lines_remittance_id_awb_pk" PRIMARY KEY("remittance_id","awb")
);
--> statement-breakpoint
CREATE TABLE "courier_cod_remittances" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"utr" text NOT NULL,
	"remitted_on" text NOT NULL,
	"total_paise" integer NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_cod_remittance_lines" ADD CONSTRAINT "courier_cod_remittance_lines_remittance_id_courier_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."courier_cod_remittances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_cod_remittance_lines" ADD CONSTRAINT "courier_cod_remittance_lines_shipment_id_courier_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."courier_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_cod_remittance_lines_shipment_idx" ON "courier_cod_remittance_lines" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_cod_remittances_ref_key" ON "courier_cod_remittances" USING btree ("provider","reference");