CREATE TABLE "instalment_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer,
	"months" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "instalment_promotions_months" CHECK ("instalment_promotions"."months" in (6, 12, 18, 24, 36)),
	CONSTRAINT "instalment_promotions_rate" CHECK ("instalment_promotions"."rate_bps" between 0 and 10000),
	CONSTRAINT "instalment_promotions_dates" CHECK ("instalment_promotions"."ends_at" > "instalment_promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "seller_instalment_rates" (
	"seller_id" integer NOT NULL,
	"months" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	CONSTRAINT "seller_instalment_rates_seller_id_months_pk" PRIMARY KEY("seller_id","months"),
	CONSTRAINT "seller_instalment_rates_months" CHECK ("seller_instalment_rates"."months" in (6, 12, 18, 24, 36)),
	CONSTRAINT "seller_instalment_rates_rate" CHECK ("seller_instalment_rates"."rate_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "instalment_promotions" ADD CONSTRAINT "instalment_promotions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_instalment_rates" ADD CONSTRAINT "seller_instalment_rates_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instalment_promotions_period" ON "instalment_promotions" USING btree ("ends_at","starts_at");