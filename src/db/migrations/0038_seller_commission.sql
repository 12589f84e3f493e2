CREATE TABLE "seller_commission_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_bps" integer NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	CONSTRAINT "seller_commission_rates_rate" CHECK ("seller_commission_rates"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
CREATE INDEX "seller_commission_rates_from_idx" ON "seller_commission_rates" USING btree ("effective_from");