-- Every uploaded PDF is stored as qpdf rewrote it; what the applicant sent is kept as evidence: its
-- SHA-256 and size. See docs/decisions/pdf-active-content.md.
ALTER TABLE "documents" ADD COLUMN "original_sha256" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "original_size_bytes" integer;
