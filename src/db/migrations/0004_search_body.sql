ALTER TABLE "search_documents" ADD COLUMN "body" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_body_ar_idx" ON "search_documents" USING gin ("body") WHERE locale = 'ar';--> statement-breakpoint
CREATE INDEX "search_documents_body_en_idx" ON "search_documents" USING gin ("body") WHERE locale = 'en';