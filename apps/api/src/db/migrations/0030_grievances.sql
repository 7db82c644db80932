CREATE TABLE "grievance_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"grievance_id" text NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"registered_address" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"officer_name" text DEFAULT '' NOT NULL,
	"officer_designation" text DEFAULT '' NOT NULL,
	"officer_email" text DEFAULT '' NOT NULL,
	"officer_phone" text DEFAULT '' NOT NULL,
	"officer_address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket" text NOT NULL,
	"customer_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text,
	"seller_ids" jsonb NOT NULL,
	"text" text NOT NULL,
	"attachment_kind" text,
	"attachment_ref" text,
	"status" text NOT NULL,
	"assigned_to" text,
	"resolution" text,
	"mobile_last4" text NOT NULL,
	"language" text NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"ack_due_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolve_due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "grievances_ticket_unique" UNIQUE("ticket")
);
--> statement-breakpoint
ALTER TABLE "grievance_messages" ADD CONSTRAINT "grievance_messages_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_messages_grievance_idx" ON "grievance_messages" USING btree ("grievance_id","created_at");--> statement-breakpoint
CREATE INDEX "grievances_due_idx" ON "grievances" USING btree ("status","resolve_due_at");--> statement-breakpoint
CREATE INDEX "grievances_customer_idx" ON "grievances" USING btree ("customer_id","filed_at");