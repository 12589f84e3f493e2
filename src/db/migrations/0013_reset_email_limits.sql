ALTER TABLE "password_reset_tokens" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_customer_idx" ON "password_reset_tokens" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_ip_idx" ON "password_reset_tokens" USING btree ("ip","created_at");