ALTER TABLE "courier_cod_remittance_lines" ADD COLUMN "accepted_by" text;--> statement-breakpoint
ALTER TABLE "courier_cod_remittance_lines" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courier_cod_remittance_lines" ADD COLUMN "accept_note" text;