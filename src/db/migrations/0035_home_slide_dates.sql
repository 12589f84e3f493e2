ALTER TABLE "home_slides" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_slides" ADD COLUMN "ends_at" timestamp with time zone;