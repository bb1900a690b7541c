CREATE TABLE "statement_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"check" text NOT NULL,
	"reading" jsonb NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_readings_documentId_unique" UNIQUE("document_id")
);
--> statement-breakpoint
CREATE TABLE "statement_summaries" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"average_monthly_deposits_cents" bigint,
	"summary" jsonb NOT NULL,
	"recurring_debits" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_readings" ADD CONSTRAINT "statement_readings_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_readings" ADD CONSTRAINT "statement_readings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_summaries" ADD CONSTRAINT "statement_summaries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_readings_application_idx" ON "statement_readings" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "statement_summaries_deposits_idx" ON "statement_summaries" USING btree ("average_monthly_deposits_cents");