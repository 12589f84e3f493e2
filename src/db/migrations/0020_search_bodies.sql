CREATE TABLE "search_bodies" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"brand_terms" text DEFAULT '' NOT NULL,
	"category_terms" text DEFAULT '' NOT NULL,
	"body" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "search_bodies_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
ALTER TABLE "search_bodies" ADD CONSTRAINT "search_bodies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_bodies_ar_idx" ON "search_bodies" USING gin ("body") WHERE locale = 'ar';--> statement-breakpoint
CREATE INDEX "search_bodies_en_idx" ON "search_bodies" USING gin ("body") WHERE locale = 'en';