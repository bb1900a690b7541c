-- The underwriting workspace (issue 28): the deal's figures as columns (amount requested, industry;
-- the rest of the deal is in details), the decisions' records and the funnel's stage times, the last
-- activity, the keyed hashes that find duplicate applications (docs/decisions/duplicate-applications.md;
-- existing applications get theirs from `npm run db:reencrypt`, which needs the key), and the
-- analytics rollups with the triggers that keep them (docs/decisions/analytics-rollups.md).
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"agent_name" text NOT NULL,
	"agent_email" text NOT NULL,
	"submitted" integer NOT NULL,
	"requested_dollars" bigint NOT NULL,
	"reviewed" integer NOT NULL,
	"reviewed_dollars" bigint NOT NULL,
	"approved" integer NOT NULL,
	"approved_dollars" bigint NOT NULL,
	"funded" integer NOT NULL,
	"funded_dollars" bigint NOT NULL,
	"review_waits" integer[] NOT NULL,
	"approval_waits" integer[] NOT NULL,
	"funding_waits" integer[] NOT NULL,
	"status_counts" integer[] NOT NULL,
	CONSTRAINT "analytics_daily_day_agent_name_agent_email_pk" PRIMARY KEY("day","agent_name","agent_email")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_mix" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_mix_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "application_match_keys" (
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key_id" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "application_match_keys_application_id_hash_pk" PRIMARY KEY("application_id","hash")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "amount_requested" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "review_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "approved_amount" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "funded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "funded_amount" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "funding_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decline_note" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_by" text;--> statement-breakpoint
-- The search covers the industry and the amount requested too: the stored column is made again,
-- and the trigram index of 0004 with it.
ALTER TABLE "applications" drop column "search_text";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("applications"."business_name" || ' ' || "applications"."owner1_first_name" || ' ' || "applications"."owner1_last_name" || ' ' || "applications"."application_id" || ' ' || coalesce("applications"."industry", '') || ' ' || coalesce("applications"."amount_requested"::text, '') || ' ' || "applications"."owner1_email" || ' ' || "applications"."owner2_email" || ' ' || "applications"."business_phone" || ' ' || "applications"."owner1_mobile_phone" || ' ' || "applications"."owner2_mobile_phone" || ' ' || regexp_replace("applications"."business_phone" || '/' || "applications"."owner1_mobile_phone" || '/' || "applications"."owner2_mobile_phone", '[^0-9/]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_search_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "application_match_keys" ADD CONSTRAINT "application_match_keys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_match_keys_hash_idx" ON "application_match_keys" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "applications_amount_requested_idx" ON "applications" USING btree ("amount_requested" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_last_activity_idx" ON "applications" USING btree ("last_activity_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "applications_business_name_idx" ON "applications" USING btree ("business_name","id");--> statement-breakpoint
-- Existing applications: the stage times from the audit trail of their status changes, and where
-- it says nothing, from their status now; amounts of earlier decisions were never recorded.
UPDATE "applications" AS a SET "review_started_at" = moves.first_at FROM (
	SELECT "application_id", min("created_at") AS first_at FROM "audit_log"
	WHERE "action" = 'review_status_change' AND "detail"->>'to' IN ('in_review', 'missing_documents')
	GROUP BY "application_id"
) AS moves WHERE moves."application_id" = a."application_id";--> statement-breakpoint
UPDATE "applications" AS a SET "approved_at" = moves.last_at FROM (
	SELECT "application_id", max("created_at") AS last_at FROM "audit_log"
	WHERE "action" = 'review_status_change' AND "detail"->>'to' = 'approved'
	GROUP BY "application_id"
) AS moves WHERE moves."application_id" = a."application_id" AND a."review_status" IN ('approved', 'funded');--> statement-breakpoint
UPDATE "applications" SET "funded_at" = coalesce("review_status_changed_at", "updated_at") WHERE "review_status" = 'funded';--> statement-breakpoint
UPDATE "applications" SET "approved_at" = coalesce("approved_at", "review_status_changed_at", "created_at") WHERE "review_status" IN ('approved', 'funded');--> statement-breakpoint
UPDATE "applications" SET "review_started_at" = coalesce("review_started_at", "approved_at", "review_status_changed_at", "created_at") WHERE "review_status" IN ('in_review', 'missing_documents', 'approved', 'funded');--> statement-breakpoint
UPDATE "applications" AS a SET "last_activity_at" = greatest(
	a."created_at",
	a."review_status_changed_at",
	(SELECT max(n."created_at") FROM "application_notes" AS n WHERE n."application_id" = a."id"),
	(SELECT max(greatest(r."created_at", r."fulfilled_at")) FROM "document_requests" AS r WHERE r."application_id" = a."id")
);--> statement-breakpoint
-- The bands of the waits between stages, in seconds: 0, 5 and 15 minutes, half an hour, 1, 2, 4, 8
-- and 12 hours, 1, 1.5, 2, 3, 4, 5, 7, 10, 14, 21, 30, 45, 60 and 90 days. The same list is
-- WAIT_BANDS_SECONDS in services/platform/src/analytics-rollup.ts, which reads the medians from them.
CREATE FUNCTION analytics_wait_band(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT greatest(1, width_bucket(seconds, ARRAY[0, 300, 900, 1800, 3600, 7200, 14400, 28800, 43200,
		86400, 129600, 172800, 259200, 345600, 432000, 604800, 864000, 1209600, 1814400, 2592000, 3888000,
		5184000, 7776000]::double precision[]))
$$;--> statement-breakpoint
-- How many of each of 1..size the list holds: the counts of one group of rows.
CREATE FUNCTION analytics_histogram(items integer[], size integer) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
	SELECT array_agg(coalesce(counts.n, 0) ORDER BY i)
	FROM generate_series(1, size) AS i
	LEFT JOIN (SELECT item, count(*)::integer AS n FROM unnest(items) AS item GROUP BY item) AS counts ON counts.item = i
$$;--> statement-breakpoint
-- `sign` at position `item` (none when it is null), zeros elsewhere: one row counted in or out.
CREATE FUNCTION analytics_one_at(item integer, sign integer, size integer) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
	SELECT array_agg(CASE WHEN i = item THEN sign ELSE 0 END ORDER BY i) FROM generate_series(1, size) AS i
$$;--> statement-breakpoint
CREATE FUNCTION analytics_add(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
	SELECT array_agg(a[i] + b[i] ORDER BY i) FROM generate_subscripts(a, 1) AS i
$$;--> statement-breakpoint
-- One application counted into (sign 1) or out of (sign -1) the rollups of its submission day.
CREATE FUNCTION analytics_count(app "applications", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	-- Not named day: inside the INSERT below that name would also be the column's.
	submission_day date := (app."created_at" AT TIME ZONE 'UTC')::date;
	reviewed boolean := app."review_started_at" IS NOT NULL;
	approved boolean := app."approved_at" IS NOT NULL;
	funded boolean := app."funded_at" IS NOT NULL;
BEGIN
	INSERT INTO "analytics_daily" AS d ("day", "agent_name", "agent_email", "submitted", "requested_dollars",
		"reviewed", "reviewed_dollars", "approved", "approved_dollars", "funded", "funded_dollars",
		"review_waits", "approval_waits", "funding_waits", "status_counts")
	VALUES (
		submission_day, coalesce(app."agent_name", ''), coalesce(app."agent_email", ''),
		sign, sign * coalesce(app."amount_requested", 0),
		CASE WHEN reviewed THEN sign ELSE 0 END,
		CASE WHEN reviewed THEN sign * coalesce(app."amount_requested", 0) ELSE 0 END,
		CASE WHEN approved THEN sign ELSE 0 END,
		CASE WHEN approved THEN sign * coalesce(app."approved_amount", 0) ELSE 0 END,
		CASE WHEN funded THEN sign ELSE 0 END,
		CASE WHEN funded THEN sign * coalesce(app."funded_amount", 0) ELSE 0 END,
		analytics_one_at(CASE WHEN reviewed THEN analytics_wait_band(extract(epoch FROM app."review_started_at" - app."created_at")) END, sign, 23),
		analytics_one_at(CASE WHEN approved AND reviewed THEN analytics_wait_band(extract(epoch FROM app."approved_at" - app."review_started_at")) END, sign, 23),
		analytics_one_at(CASE WHEN funded AND approved THEN analytics_wait_band(extract(epoch FROM app."funded_at" - app."approved_at")) END, sign, 23),
		analytics_one_at(array_position(enum_range(NULL::"review_status"), app."review_status"), sign, 7)
	)
	ON CONFLICT ("day", "agent_name", "agent_email") DO UPDATE SET
		"submitted" = d."submitted" + excluded."submitted",
		"requested_dollars" = d."requested_dollars" + excluded."requested_dollars",
		"reviewed" = d."reviewed" + excluded."reviewed",
		"reviewed_dollars" = d."reviewed_dollars" + excluded."reviewed_dollars",
		"approved" = d."approved" + excluded."approved",
		"approved_dollars" = d."approved_dollars" + excluded."approved_dollars",
		"funded" = d."funded" + excluded."funded",
		"funded_dollars" = d."funded_dollars" + excluded."funded_dollars",
		"review_waits" = analytics_add(d."review_waits", excluded."review_waits"),
		"approval_waits" = analytics_add(d."approval_waits", excluded."approval_waits"),
		"funding_waits" = analytics_add(d."funding_waits", excluded."funding_waits"),
		"status_counts" = analytics_add(d."status_counts", excluded."status_counts");
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_count_mix(app "applications", sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "analytics_daily_mix" AS m ("day", "dimension", "value", "count")
	VALUES ((app."created_at" AT TIME ZONE 'UTC')::date, 'entity_type', app."entity_type", sign),
		((app."created_at" AT TIME ZONE 'UTC')::date, 'industry', coalesce(app."industry", ''), sign)
	ON CONFLICT ("day", "dimension", "value") DO UPDATE SET "count" = m."count" + excluded."count";
END $$;--> statement-breakpoint
CREATE FUNCTION analytics_follow_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM analytics_count(OLD, -1); END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM analytics_count(NEW, 1); END IF;
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD."created_at", OLD."entity_type", OLD."industry")
		IS DISTINCT FROM (NEW."created_at", NEW."entity_type", NEW."industry")) THEN
		PERFORM analytics_count_mix(OLD, -1);
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD."created_at", OLD."entity_type", OLD."industry")
		IS DISTINCT FROM (NEW."created_at", NEW."entity_type", NEW."industry")) THEN
		PERFORM analytics_count_mix(NEW, 1);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- The rollups computed from the table in one pass (this migration, and a seeded database): what the
-- triggers below keep up to date row by row. A test holds the two to the same figures.
CREATE FUNCTION analytics_rebuild() RETURNS void LANGUAGE sql AS $$
	DELETE FROM "analytics_daily";
	DELETE FROM "analytics_daily_mix";
	INSERT INTO "analytics_daily" ("day", "agent_name", "agent_email", "submitted", "requested_dollars",
		"reviewed", "reviewed_dollars", "approved", "approved_dollars", "funded", "funded_dollars",
		"review_waits", "approval_waits", "funding_waits", "status_counts")
	SELECT (a."created_at" AT TIME ZONE 'UTC')::date, coalesce(a."agent_name", ''), coalesce(a."agent_email", ''),
		count(*), coalesce(sum(a."amount_requested"), 0),
		count(a."review_started_at"), coalesce(sum(a."amount_requested") FILTER (WHERE a."review_started_at" IS NOT NULL), 0),
		count(a."approved_at"), coalesce(sum(a."approved_amount") FILTER (WHERE a."approved_at" IS NOT NULL), 0),
		count(a."funded_at"), coalesce(sum(a."funded_amount") FILTER (WHERE a."funded_at" IS NOT NULL), 0),
		analytics_histogram(array_agg(analytics_wait_band(extract(epoch FROM a."review_started_at" - a."created_at")))
			FILTER (WHERE a."review_started_at" IS NOT NULL), 23),
		analytics_histogram(array_agg(analytics_wait_band(extract(epoch FROM a."approved_at" - a."review_started_at")))
			FILTER (WHERE a."approved_at" IS NOT NULL AND a."review_started_at" IS NOT NULL), 23),
		analytics_histogram(array_agg(analytics_wait_band(extract(epoch FROM a."funded_at" - a."approved_at")))
			FILTER (WHERE a."funded_at" IS NOT NULL AND a."approved_at" IS NOT NULL), 23),
		analytics_histogram(array_agg(array_position(enum_range(NULL::"review_status"), a."review_status")), 7)
	FROM "applications" AS a
	GROUP BY 1, 2, 3;
	INSERT INTO "analytics_daily_mix" ("day", "dimension", "value", "count")
	SELECT (a."created_at" AT TIME ZONE 'UTC')::date, 'entity_type', a."entity_type", count(*)
	FROM "applications" AS a GROUP BY 1, 3
	UNION ALL
	SELECT (a."created_at" AT TIME ZONE 'UTC')::date, 'industry', coalesce(a."industry", ''), count(*)
	FROM "applications" AS a GROUP BY 1, 3;
$$;--> statement-breakpoint
SELECT analytics_rebuild();--> statement-breakpoint
CREATE TRIGGER "applications_analytics_insert_delete" AFTER INSERT OR DELETE ON "applications"
	FOR EACH ROW EXECUTE FUNCTION analytics_follow_applications();--> statement-breakpoint
-- Only a change of what the rollups count fires it: the pipeline's status updates do not.
CREATE TRIGGER "applications_analytics_update" AFTER UPDATE ON "applications" FOR EACH ROW
	WHEN ((OLD."review_status", OLD."review_started_at", OLD."approved_at", OLD."approved_amount", OLD."funded_at",
		OLD."funded_amount", OLD."amount_requested", OLD."created_at", OLD."agent_name", OLD."agent_email",
		OLD."entity_type", OLD."industry")
	IS DISTINCT FROM (NEW."review_status", NEW."review_started_at", NEW."approved_at", NEW."approved_amount",
		NEW."funded_at", NEW."funded_amount", NEW."amount_requested", NEW."created_at", NEW."agent_name",
		NEW."agent_email", NEW."entity_type", NEW."industry"))
	EXECUTE FUNCTION analytics_follow_applications();
