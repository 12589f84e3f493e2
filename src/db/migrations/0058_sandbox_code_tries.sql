-- The sandbox gateway declines a payment at the third wrong 3-D Secure or wallet code, not the first (docs/decisions.md, stop 52).
CREATE TABLE "sandbox_code_tries" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"wrong" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_code_tries" ADD CONSTRAINT "sandbox_code_tries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;