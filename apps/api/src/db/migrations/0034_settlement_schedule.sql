CREATE TABLE "settlement_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule" text NOT NULL,
	"weekday" integer DEFAULT 1 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_settings_weekday" CHECK ("settlement_settings"."weekday" between 1 and 7),
	CONSTRAINT "settlement_settings_days" CHECK ("settlement_settings"."days" between 0 and 60)
);
