-- Follow-up without phone calls (issue 29). Document requests: a link per e-mail (upload_link_tokens,
-- the hashes only; the links already sent are carried over), reminders sent once each, cancellation,
-- and requests made at intake for missing bank statements. The history of an application: what each
-- processing step did per attempt, and the audit log read per application, per person and per action.
-- Agents: the flag of an application sent through a deactivated agent's link. Notifications: which
-- e-mail each was (kind; the e-mails already sent were the submission's), and the review status change
-- a decision or agent status e-mail tells (its audit entry), once per change and kind.
-- See docs/decisions/document-request-reminders.md.
CREATE TABLE "document_request_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_request_id" uuid NOT NULL,
	"reminder" text NOT NULL,
	"message_id" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processing_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" uuid NOT NULL,
	"step" text NOT NULL,
	"outcome" text NOT NULL,
	"attempt" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"document_request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_requests" DROP CONSTRAINT "document_requests_tokenHash_unique";--> statement-breakpoint
DROP INDEX "notifications_application_kind_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "agent_link_inactive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "origin" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "cancelled_by_username" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "notifications" SET "kind" = CASE "recipient_kind" WHEN 'applicant' THEN 'confirmation' ELSE 'new_application' END;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "status_change_id" bigint;--> statement-breakpoint
ALTER TABLE "document_request_reminders" ADD CONSTRAINT "document_request_reminders_document_request_id_document_requests_id_fk" FOREIGN KEY ("document_request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_events" ADD CONSTRAINT "processing_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_link_tokens" ADD CONSTRAINT "upload_link_tokens_document_request_id_document_requests_id_fk" FOREIGN KEY ("document_request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_request_reminders_once_idx" ON "document_request_reminders" USING btree ("document_request_id","reminder");--> statement-breakpoint
CREATE INDEX "processing_events_application_idx" ON "processing_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "upload_link_tokens_request_idx" ON "upload_link_tokens" USING btree ("document_request_id");--> statement-breakpoint
CREATE INDEX "audit_log_application_idx" ON "audit_log" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_at_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_application_idx" ON "notifications" USING btree ("application_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_status_change_idx" ON "notifications" USING btree ("status_change_id","kind") WHERE "notifications"."status_change_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_application_kind_idx" ON "notifications" USING btree ("application_id","recipient_kind") WHERE "notifications"."status_change_id" is null;--> statement-breakpoint
CREATE INDEX "audit_log_action_created_at_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "upload_link_tokens" ("token_hash", "document_request_id", "created_at")
  SELECT "token_hash", "id", coalesce("emailed_at", "created_at") FROM "document_requests" WHERE "token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "document_requests" DROP COLUMN "token_hash";