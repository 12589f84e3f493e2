-- The descriptions and the brand and category terms move from search_documents to search_bodies
-- (0020), so that the rows every search reads and ranks are narrow; 0022 drops them there.
INSERT INTO search_bodies (product_id, locale, brand_terms, category_terms, body)
SELECT product_id, locale, brand_terms, category_terms, body FROM search_documents;
