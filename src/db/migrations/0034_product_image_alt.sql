ALTER TABLE "product_images" ADD COLUMN "alt_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt_en" text DEFAULT '' NOT NULL;