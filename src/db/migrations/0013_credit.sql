CREATE TABLE "credit_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_before_hold" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"national_id" text,
	"salary" integer,
	"suggested_limit" integer,
	"approved_limit" integer,
	"rejection_reason" text,
	"requested_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"credit_limit" integer NOT NULL,
	"available" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"pin_hash" text,
	"pin_failed_attempts" smallint DEFAULT 0 NOT NULL,
	"pin_locked" boolean DEFAULT false NOT NULL,
	"pin_set_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_cards_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "credit_cards_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "credit_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "credit_documents_storage_name_unique" UNIQUE("storage_name")
);
--> statement-breakpoint
CREATE TABLE "national_id_claims" (
	"national_id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_application_events" ADD CONSTRAINT "credit_application_events_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_documents" ADD CONSTRAINT "credit_documents_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "national_id_claims" ADD CONSTRAINT "national_id_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_application_events_application" ON "credit_application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_one_open" ON "credit_applications" USING btree ("customer_id") WHERE status IN ('draft', 'submitted', 'under_review', 'documents_needed', 'on_hold');--> statement-breakpoint
CREATE INDEX "credit_applications_status" ON "credit_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "credit_documents_application" ON "credit_documents" USING btree ("application_id","kind");