CREATE TABLE "seller_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" integer,
	"draft_token_hash" text,
	"phone" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"store_name_key" text,
	"decision_reason" text,
	"seller_id" integer,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_applications_reference_unique" UNIQUE("reference"),
	CONSTRAINT "seller_applications_draft_token_hash_unique" UNIQUE("draft_token_hash")
);
--> statement-breakpoint
CREATE TABLE "seller_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_documents_storage_name_unique" UNIQUE("storage_name")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "seller_application_events" ADD CONSTRAINT "seller_application_events_application_id_seller_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."seller_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_applications" ADD CONSTRAINT "seller_applications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_documents" ADD CONSTRAINT "seller_documents_application_id_seller_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."seller_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_application_events_application" ON "seller_application_events" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_applications_one_open_per_customer" ON "seller_applications" USING btree ("customer_id") WHERE status IN ('draft', 'pending', 'info_needed');--> statement-breakpoint
CREATE INDEX "seller_applications_status" ON "seller_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "seller_applications_phone" ON "seller_applications" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_documents_one_per_kind" ON "seller_documents" USING btree ("application_id","kind");