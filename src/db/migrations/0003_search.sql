CREATE TABLE "attribute_definition_translations" (
	"code" text NOT NULL,
	"locale" text NOT NULL,
	"label" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	CONSTRAINT "attribute_definition_translations_code_locale_pk" PRIMARY KEY("code","locale")
);
--> statement-breakpoint
CREATE TABLE "attribute_definitions" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_filterable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_value_translations" (
	"value" text NOT NULL,
	"locale" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "attribute_value_translations_value_locale_pk" PRIMARY KEY("value","locale")
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name_norm" text NOT NULL,
	"brand_terms" text DEFAULT '' NOT NULL,
	"category_terms" text DEFAULT '' NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_product_id_locale_pk" PRIMARY KEY("product_id","locale")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_definition_translations" ADD CONSTRAINT "attribute_definition_translations_code_attribute_definitions_code_fk" FOREIGN KEY ("code") REFERENCES "public"."attribute_definitions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_ar_idx" ON "search_documents" USING gin ("document") WHERE locale = 'ar';--> statement-breakpoint
CREATE INDEX "search_documents_en_idx" ON "search_documents" USING gin ("document") WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_idx" ON "search_documents" USING gin ("name_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);