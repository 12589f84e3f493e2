ALTER TABLE "products" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approval_note" text;--> statement-breakpoint
CREATE INDEX "products_pending_idx" ON "products" USING btree ("id") WHERE "products"."approval" = 'pending';