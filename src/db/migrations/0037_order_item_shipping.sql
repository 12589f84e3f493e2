ALTER TABLE "order_items" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tracking_number" text;--> statement-breakpoint
CREATE INDEX "order_items_seller_idx" ON "order_items" USING btree ("seller_id");