-- Admin search matches business and owner names and the application id anywhere in the text
-- (ILIKE '%term%'); a trigram index keeps that fast at 100,000+ rows. The expression must stay
-- identical to `applicationSearchText` in src/db/schema.ts or the planner will not use the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_search_idx" ON "applications" USING gin ((lower("business_name" || ' ' || "owner1_first_name" || ' ' || "owner1_last_name" || ' ' || "application_id")) gin_trgm_ops);
