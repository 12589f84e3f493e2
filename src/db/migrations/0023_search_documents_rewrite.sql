-- Dropping columns (0022) leaves their bytes in every row until the row is rewritten: rewrite the
-- table once, so that its rows are as narrow on disk as the schema says (CLUSTER with a table and
-- an index runs inside the migration's transaction; VACUUM FULL would not).
CLUSTER search_documents USING search_documents_product_id_locale_pk;
