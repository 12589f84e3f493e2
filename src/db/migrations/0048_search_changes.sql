CREATE TABLE "search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_xid_idx" ON "search_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "search_changes_at_idx" ON "search_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "product_categories_product_idx" ON "product_categories" USING btree ("product_id");