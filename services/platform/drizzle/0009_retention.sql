-- Retention: when an application's personal data and files were disposed of (the row stays, with a
-- marker in their place), and the legal hold that exempts it from disposal until lifted. The index
-- holds only what the disposal run may still dispose of. See docs/decisions/retention.md.
ALTER TABLE "applications" ADD COLUMN "disposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "legal_hold_placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "legal_hold_placed_by" text;--> statement-breakpoint
CREATE INDEX "applications_disposable_idx" ON "applications" USING btree ("id") WHERE "applications"."disposed_at" is null and "applications"."legal_hold_placed_at" is null;