ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returned_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "approved_items" jsonb;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");