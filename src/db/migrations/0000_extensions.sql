-- drizzle-kit writes no CREATE EXTENSION: trigram matching for typo-tolerant search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
