ALTER TABLE "applications" ADD COLUMN "business_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner1_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner1_mobile_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner2_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner2_mobile_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The admin search covers the contact fields too. The expression must stay identical to
-- `applicationSearchText` in src/db/schema.ts or the planner will not use the index; phone numbers
-- are in it as stored and as digits alone.
DROP INDEX IF EXISTS "applications_search_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applications_search_idx" ON "applications" USING gin ((lower("business_name" || ' ' || "owner1_first_name" || ' ' || "owner1_last_name" || ' ' || "application_id" || ' ' || "owner1_email" || ' ' || "owner2_email" || ' ' || "business_phone" || ' ' || "owner1_mobile_phone" || ' ' || "owner2_mobile_phone" || ' ' || regexp_replace("business_phone" || '/' || "owner1_mobile_phone" || '/' || "owner2_mobile_phone", '[^0-9/]', '', 'g'))) gin_trgm_ops);
