CREATE TABLE "search_document_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" text NOT NULL,
	"next_product_id" integer,
	CONSTRAINT "search_document_state_one_row" CHECK ("search_document_state"."id" = 1)
);
