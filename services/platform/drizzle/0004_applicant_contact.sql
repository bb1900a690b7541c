ALTER TABLE "applications" ADD COLUMN "business_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner1_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner1_mobile_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner2_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owner2_mobile_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("applications"."business_name" || ' ' || "applications"."owner1_first_name" || ' ' || "applications"."owner1_last_name" || ' ' || "applications"."application_id" || ' ' || "applications"."owner1_email" || ' ' || "applications"."owner2_email" || ' ' || "applications"."business_phone" || ' ' || "applications"."owner1_mobile_phone" || ' ' || "applications"."owner2_mobile_phone" || ' ' || regexp_replace("applications"."business_phone" || '/' || "applications"."owner1_mobile_phone" || '/' || "applications"."owner2_mobile_phone", '[^0-9/]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
-- The admin search now reads the stored search_text (src/db/schema.ts says what is in it and why)
-- instead of the expression index of 0001.
DROP INDEX IF EXISTS "applications_search_idx";--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);