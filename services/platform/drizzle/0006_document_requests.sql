-- Requests for missing documents: the slots asked for and received, the message, the SHA-256 of the
-- upload link's token (never the token), its expiry, and when the e-mails went out.
-- See docs/decisions/document-requests.md.
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"slots" text[] NOT NULL,
	"received_slots" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text NOT NULL,
	"requested_by_id" uuid,
	"requested_by_username" text,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"emailed_at" timestamp with time zone,
	"email_message_id" text,
	"fulfilled_at" timestamp with time zone,
	"staff_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_requests_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_requests_application_idx" ON "document_requests" USING btree ("application_id","created_at" DESC NULLS LAST);
