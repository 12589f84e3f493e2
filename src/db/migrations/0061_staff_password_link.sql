-- A staff account can be given a set-password link: an approved seller's portal account gets one (stop 64).
ALTER TABLE "staff" ADD COLUMN "password_link_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "password_link_expires_at" timestamp with time zone;