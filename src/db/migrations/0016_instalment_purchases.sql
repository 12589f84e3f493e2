CREATE TABLE "card_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "card_instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" integer NOT NULL,
	"principal" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "card_instalments_amounts" CHECK ("card_instalments"."amount" >= "card_instalments"."principal" + "card_instalments"."fee" and "card_instalments"."principal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"months" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"promotion_id" integer,
	"financed" integer NOT NULL,
	"interest" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "card_purchases_months" CHECK ("card_purchases"."months" in (6, 12, 18, 24, 36)),
	CONSTRAINT "card_purchases_amounts" CHECK ("card_purchases"."financed" >= 0 and "card_purchases"."interest" >= 0 and "card_purchases"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instalment_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"instalment_ids" integer[] NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_access_tokens" ADD CONSTRAINT "card_access_tokens_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_instalments" ADD CONSTRAINT "card_instalments_purchase_id_card_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."card_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_instalments" ADD CONSTRAINT "card_instalments_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_purchases" ADD CONSTRAINT "card_purchases_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_purchases" ADD CONSTRAINT "card_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_purchases" ADD CONSTRAINT "card_purchases_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_payments" ADD CONSTRAINT "instalment_payments_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_payments" ADD CONSTRAINT "instalment_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_access_tokens_card" ON "card_access_tokens" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_instalments_purchase_seq" ON "card_instalments" USING btree ("purchase_id","seq");--> statement-breakpoint
CREATE INDEX "card_instalments_card_due" ON "card_instalments" USING btree ("card_id","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "card_purchases_order_seller" ON "card_purchases" USING btree ("order_id","seller_id");--> statement-breakpoint
CREATE INDEX "card_purchases_card" ON "card_purchases" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "instalment_payments_card" ON "instalment_payments" USING btree ("card_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "instalment_plan";--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_available" CHECK ("credit_cards"."available" between 0 and "credit_cards"."credit_limit");