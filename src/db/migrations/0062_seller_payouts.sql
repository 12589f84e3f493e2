-- A month's payout to a seller, recorded once the transfer is made (stop 64).
CREATE TABLE "seller_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text NOT NULL,
	"iban" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_payouts_amount" CHECK ("seller_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD CONSTRAINT "seller_payouts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_payouts_month" ON "seller_payouts" USING btree ("seller_id","period");