DROP INDEX "search_documents_body_ar_idx";--> statement-breakpoint
DROP INDEX "search_documents_body_en_idx";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "brand_terms";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "category_terms";--> statement-breakpoint
ALTER TABLE "search_documents" DROP COLUMN "body";