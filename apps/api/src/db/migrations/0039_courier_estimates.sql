CREATE TABLE "courier_estimates" (
	"provider" text NOT NULL,
	"pickup_pincode" text NOT NULL,
	"delivery_pincode" text NOT NULL,
	"served" boolean,
	"courier_name" text,
	"expected_at" timestamp with time zone,
	"cod" boolean,
	"asked_at" timestamp with time zone,
	"asking_until" timestamp with time zone,
	CONSTRAINT "courier_estimates_provider_pickup_pincode_delivery_pincode_pk" PRIMARY KEY("provider","pickup_pincode","delivery_pincode")
);
