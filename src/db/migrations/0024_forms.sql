CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_code" text NOT NULL,
	"reference" text NOT NULL,
	"data" jsonb NOT NULL,
	"locale" text NOT NULL,
	"customer_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"code" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_code_forms_code_fk" FOREIGN KEY ("form_code") REFERENCES "public"."forms"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_form_created" ON "form_submissions" USING btree ("form_code","created_at");