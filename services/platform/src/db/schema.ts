import {
  type DeclineReason,
  type DuplicateKey,
  REVIEW_STATUSES,
  type RecurringDebit,
  type StatementCheck,
  type StatementReading,
  type StatementSummary,
  type WithdrawnBy,
} from '@funding/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Column names are derived in snake_case (see `casing` in client.ts and drizzle.config.ts).

export const processingStatus = pgEnum('processing_status', ['pending', 'processing', 'done', 'failed']);
export const adminRole = pgEnum('admin_role', ['super_admin', 'admin', 'viewer']);
export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const agents = pgTable('agents', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  phone: text(),
  slug: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});

export const applications = pgTable(
  'applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The id people read and say on the phone (FA-XXXXX-XXXXX); also the BullMQ job id. */
    applicationId: text().notNull().unique(),
    /** Client-chosen key that turns a double submit into one application. */
    idempotencyKey: text().unique(),
    /**
     * HMAC of the submission the key came with (its data field and agent id): a repeat with the
     * same key answers the stored application only when it is the same submission.
     */
    idempotencyFingerprint: text(),
    agentId: uuid().references(() => agents.id, { onDelete: 'set null' }),
    // Attribution as it was at submission time, kept when the agent is edited or deleted.
    agentName: text(),
    agentEmail: text(),
    // The fields that lists sort, search and filter on are columns; the rest of the form is in
    // `details`, and SSN, EIN and DOB only in `sensitive` (AES-256-GCM, see field-cipher.ts).
    businessName: text().notNull(),
    owner1FirstName: text().notNull(),
    owner1LastName: text().notNull(),
    businessState: text().notNull(),
    entityType: text().notNull(),
    // How to reach the applicant: columns, because the list search covers them and the mail
    // worker reads owner 1's address; '' on applications from before the form asked for them.
    businessPhone: text().notNull().default(''),
    owner1Email: text().notNull().default(''),
    owner1MobilePhone: text().notNull().default(''),
    owner2Email: text().notNull().default(''),
    owner2MobilePhone: text().notNull().default(''),
    // The deal's figures lists sort and filter on (ours); null on applications from before the form
    // asked. Whole dollars. The rest of the deal is in `details`.
    amountRequested: integer(),
    industry: text(),
    /**
     * What the admin list search matches (ILIKE '%term%' through a trigram index): business and
     * owner names, the application id, the industry and the amount requested, the e-mail addresses
     * and the phone numbers, these both as
     * stored ("(212) 555-0123") and as digits alone ("2125550123", numbers kept apart by '/'), so
     * staff find a caller however they type the number. Stored, not an index expression: the index
     * only narrows the rows down and each is checked again against this text, which recomputing
     * (lower, regexp_replace) made about twice as slow as reading it.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${applications.businessName} || ' ' || ${applications.owner1FirstName} || ' ' || ${applications.owner1LastName} || ' ' || ${applications.applicationId} || ' ' || coalesce(${applications.industry}, '') || ' ' || coalesce(${applications.amountRequested}::text, '') || ' ' || ${applications.owner1Email} || ' ' || ${applications.owner2Email} || ' ' || ${applications.businessPhone} || ' ' || ${applications.owner1MobilePhone} || ' ' || ${applications.owner2MobilePhone} || ' ' || regexp_replace(${applications.businessPhone} || '/' || ${applications.owner1MobilePhone} || '/' || ${applications.owner2MobilePhone}, '[^0-9/]', '', 'g'))`,
      ),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    sensitive: text().notNull(),
    einLast4: text().notNull(),
    owner1SsnLast4: text().notNull(),
    owner2SsnLast4: text(),
    pdfStatus: processingStatus().notNull().default('pending'),
    emailStatus: processingStatus().notNull().default('pending'),
    pdfKey: text(),
    pdfSizeBytes: integer(),
    pdfCompletedAt: timestamp({ withTimezone: true }),
    emailCompletedAt: timestamp({ withTimezone: true }),
    processingTimeMs: integer(),
    processingErrors: text().array().notNull().default(sql`'{}'::text[]`),
    // How staff work the application (contracts' review.ts), kept apart from the processing status.
    reviewStatus: reviewStatus().notNull().default('new'),
    reviewStatusChangedAt: timestamp({ withTimezone: true }),
    /**
     * Submitted through the link of an agent who had been deactivated: the agent is credited all the
     * same, and staff see the flag ("agent link inactive").
     */
    agentLinkInactive: boolean().notNull().default(false),
    assigneeId: uuid().references((): AnyPgColumn => adminUsers.id, { onDelete: 'set null' }),
    /** The last time staff did something with it (a status, an assignment, a note, a document request or its files). */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // When it reached each stage of the analytics funnel (contracts' analytics.ts), and what the
    // decisions recorded (contracts' decisions.ts). Only changeReviewStatus writes them.
    /** The first move to In review or Missing documents. */
    reviewStartedAt: timestamp({ withTimezone: true }),
    /** Approved and not reopened since (a move back to In review clears it). */
    approvedAt: timestamp({ withTimezone: true }),
    approvedAmount: integer(),
    fundedAt: timestamp({ withTimezone: true }),
    fundedAmount: integer(),
    fundingDate: date({ mode: 'string' }),
    declineReason: text().$type<DeclineReason>(),
    declineNote: text(),
    withdrawnBy: text().$type<WithdrawnBy>(),
    // Retention (docs/decisions/retention.md). Disposal replaces the personal data with a marker and
    // removes the files, keeping the row for analytics and the audit trail; a legal hold exempts the
    // application from disposal until it is lifted. The reason is stored scrubbed of the applicant's values.
    disposedAt: timestamp({ withTimezone: true }),
    legalHoldReason: text(),
    legalHoldPlacedAt: timestamp({ withTimezone: true }),
    legalHoldPlacedBy: text(),
    ...timestamps,
  },
  (t) => [
    index('applications_created_at_idx').on(t.createdAt.desc(), t.id),
    index('applications_state_created_at_idx').on(t.businessState, t.createdAt.desc()),
    index('applications_agent_id_idx').on(t.agentId),
    // The list filtered by review status or by assignee, newest first, reads these in order.
    index('applications_review_status_created_at_idx').on(t.reviewStatus, t.createdAt.desc(), t.id),
    // The total of "Missing documents for more than 3 days" counted from this index alone (7 s at
    // 1,000,000 applications on a loaded machine without it, 0.13 s with it).
    index('applications_review_status_changed_at_idx').on(t.reviewStatus, t.reviewStatusChangedAt),
    index('applications_assignee_created_at_idx').on(t.assigneeId, t.createdAt.desc(), t.id),
    // The saved views' totals, "My queue" (an assignee's open statuses) and "New and unassigned",
    // counted from this index alone: without it each count read the rows (10 s and 4.7 s at
    // 1,000,000 applications; bench/results/latest.md).
    index('applications_assignee_review_status_idx').on(t.assigneeId, t.reviewStatus),
    // The list's other orders (contracts' APPLICATION_SORTS), read in order either way.
    index('applications_amount_requested_idx').on(t.amountRequested.desc(), t.id),
    index('applications_last_activity_idx').on(t.lastActivityAt.desc(), t.id),
    index('applications_business_name_idx').on(t.businessName, t.id),
    // The admin search (ILIKE '%term%' on search_text); pg_trgm comes from migration 0001.
    index('applications_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The sweeper reads only unfinished work; a partial index keeps that read small forever.
    index('applications_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.pdfStatus} <> 'done' or ${t.emailStatus} <> 'done'`),
    // The disposal run walks the applications it may dispose of by id; disposed and held ones,
    // which pile up over the years, are not in this index.
    index('applications_disposable_idx')
      .on(t.id)
      .where(sql`${t.disposedAt} is null and ${t.legalHoldPlacedAt} is null`),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    slot: text().notNull(),
    /** Generated object key; the client's file name is never part of it. */
    storageKey: text().notNull().unique(),
    /** The client's file name, sanitised, for display and Content-Disposition only. */
    originalName: text().notNull(),
    contentType: text().notNull(),
    /** The stored file's size: for a PDF, the file as qpdf rewrote it (docs/decisions/pdf-active-content.md). */
    sizeBytes: integer().notNull(),
    /** What the applicant sent, as evidence: its SHA-256 (hex) and size. Unknown for earlier uploads. */
    originalSha256: text(),
    originalSizeBytes: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('documents_application_slot_idx').on(t.applicationId, t.slot)],
);

/**
 * Which e-mail a notification was: the new application's (to the team and the agent), owner 1's
 * confirmation, owner 1's decision e-mails, and the agent's status e-mail. A document request's
 * e-mails are recorded with the request (`document_requests.emailed_at`, `staff_notified_at`) and
 * its reminders in `document_request_reminders`.
 */
export const NOTIFICATION_KINDS = [
  'new_application',
  'confirmation',
  'decision_approved',
  'decision_declined',
  'decision_funded',
  'agent_status',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One row per notification sent, so a retried mail job never sends the same one twice. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** `applicant`: owner 1 (its address is read from the application row). */
    recipientKind: text().$type<'team' | 'agent' | 'applicant'>().notNull(),
    kind: text().$type<NotificationKind>().notNull(),
    /**
     * The review status change a decision or agent status e-mail tells: the id of its
     * `review_status_change` audit entry (no foreign key: the trail is disposed of on its own
     * schedule). Null for the e-mails of the submission.
     */
    statusChangeId: bigint({ mode: 'number' }),
    recipient: text().notNull(),
    messageId: text(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An application's e-mails in the order sent (its history), and the delete that cascades to them.
    index('notifications_application_idx').on(t.applicationId, t.sentAt),
    // The submission's e-mails: once per application and recipient.
    uniqueIndex('notifications_application_kind_idx')
      .on(t.applicationId, t.recipientKind)
      .where(sql`${t.statusChangeId} is null`),
    // A status change's e-mails: once per change and kind, however often the change's job runs.
    uniqueIndex('notifications_status_change_idx')
      .on(t.statusChangeId, t.kind)
      .where(sql`${t.statusChangeId} is not null`),
  ],
);

export const adminUsers = pgTable('admin_users', {
  id: uuid().primaryKey().defaultRandom(),
  username: text().notNull().unique(),
  email: text().notNull(),
  passwordHash: text().notNull(),
  role: adminRole().notNull().default('admin'),
  isActive: boolean().notNull().default(true),
  lastLogin: timestamp({ withTimezone: true }),
  /** Bumped on logout, password change and deactivation; tokens carry it and die with it. */
  sessionVersion: integer().notNull().default(0),
  // The second factor (TOTP, RFC 6238). Both keys are encrypted like SSNs (field-cipher.ts, bound to
  // the user's id), never stored plain. The pending key waits for its first code; a confirmed key
  // sets totpEnabledAt.
  totpSecret: text(),
  totpPendingSecret: text(),
  totpEnabledAt: timestamp({ withTimezone: true }),
  /** The 30-second time step of the last code accepted: a code of that step or before is refused. */
  totpLastUsedStep: bigint({ mode: 'number' }),
  ...timestamps,
});

/** One-time codes for signing in without the authenticator app; only their SHA-256 is kept. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminUserId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull().unique(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_admin_user_idx').on(t.adminUserId)],
);

/** Staff's internal notes on an application; the author's name is kept when the user is deleted. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    authorUsername: text(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_notes_application_created_at_idx').on(t.applicationId, t.createdAt.desc())],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key: the trail outlives the admin user it names.
    actorId: uuid(),
    actorUsername: text(),
    action: text().notNull(),
    applicationId: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc()),
    // An application's history (its timeline) and the log screen filtered by person or action read
    // these; a date range alone reads audit_log_created_at_idx.
    index('audit_log_application_idx').on(t.applicationId, t.createdAt),
    index('audit_log_actor_created_at_idx').on(t.actorId, t.createdAt.desc()),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt.desc()),
  ],
);

/**
 * The searched text of an application: the stored column `search_text`, which the trigram index
 * `applications_search_idx` covers (migration 0004_applicant_contact).
 */
export const applicationSearchText = applications.searchText;

/**
 * Staff asking owner 1 for missing documents (docs/decisions/document-requests.md). The link's token
 * is made by the mail step when it sends the e-mail and only its SHA-256 is kept here, so neither
 * the database nor the job payload ever holds a usable link.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Upload slots the link accepts, in the order of the form. */
    slots: text().array().notNull(),
    /** Slots already received through the link; the request is fulfilled when it holds every slot. */
    receivedSlots: text().array().notNull().default(sql`'{}'::text[]`),
    message: text().notNull(),
    /**
     * `intake`: made at submission for the bank statements the applicant did not send; its link goes
     * out in owner 1's confirmation. `staff`: made from the detail; its link has an e-mail of its own.
     */
    origin: text().$type<'intake' | 'staff'>().notNull().default('staff'),
    // No foreign key: the request outlives the admin user who made it, as the audit log does.
    requestedById: uuid(),
    requestedByUsername: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the e-mail with the link was accepted by the mail server (sent once). */
    emailedAt: timestamp({ withTimezone: true }),
    emailMessageId: text(),
    fulfilledAt: timestamp({ withTimezone: true }),
    /** When the processing team was told the documents are in (sent once, with the new PDF). */
    staffNotifiedAt: timestamp({ withTimezone: true }),
    /** Staff withdrew the request: its links stop working and no reminder goes out. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledByUsername: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_requests_application_idx').on(t.applicationId, t.createdAt.desc())],
);

/**
 * Keyed hashes of the values that identify an applicant (EIN, owners' SSNs, business phone, owners'
 * e-mails), normalised, so an application that shares one with another is found by equality without
 * decrypting anything (docs/decisions/duplicate-applications.md). `hash` is HMAC-SHA-256 under the
 * key `keyId` of DUPLICATE_HASH_KEYS, over the kind and the value.
 */
export const applicationMatchKeys = pgTable(
  'application_match_keys',
  {
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text().$type<DuplicateKey>().notNull(),
    keyId: text().notNull(),
    hash: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.hash] }),
    index('application_match_keys_hash_idx').on(t.hash),
  ],
);

/**
 * The analytics funnel kept up to date per submission day (UTC) and agent, by triggers on
 * `applications` (migration 0010_underwriting): a change and its counts commit together, and the
 * analytics read a few rows per day instead of the table (docs/decisions/analytics-rollups.md). The
 * `*Waits` arrays count the times between stages in the bands of analytics-rollup.ts;
 * `statusCounts` counts where the day's applications are now, in REVIEW_STATUSES order.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    // As attributed at submission ('' for a direct application), like agent_name on the row.
    agentName: text().notNull(),
    agentEmail: text().notNull(),
    submitted: integer().notNull(),
    requestedDollars: bigint({ mode: 'number' }).notNull(),
    reviewed: integer().notNull(),
    reviewedDollars: bigint({ mode: 'number' }).notNull(),
    approved: integer().notNull(),
    approvedDollars: bigint({ mode: 'number' }).notNull(),
    funded: integer().notNull(),
    fundedDollars: bigint({ mode: 'number' }).notNull(),
    reviewWaits: integer().array().notNull(),
    approvalWaits: integer().array().notNull(),
    fundingWaits: integer().array().notNull(),
    statusCounts: integer().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.agentName, t.agentEmail] })],
);

/** How the day's applications divide by entity type and by industry, kept like analytics_daily. */
export const analyticsDailyMix = pgTable(
  'analytics_daily_mix',
  {
    day: date({ mode: 'string' }).notNull(),
    dimension: text().$type<'entity_type' | 'industry'>().notNull(),
    value: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/**
 * What the `statements` step read in one uploaded bank statement (services/statements): one row per
 * document, so a file replaced through a document request (a new document row) is read again and the
 * old reading goes with the old row. The reading holds transaction descriptions, which may name
 * people: it is read by the admin API and the PDF package only, never logged.
 */
export const statementReadings = pgTable(
  'statement_readings',
  {
    id: uuid().primaryKey().defaultRandom(),
    documentId: uuid()
      .notNull()
      .unique()
      .references(() => documents.id, { onDelete: 'cascade' }),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    check: text().$type<StatementCheck>().notNull(),
    /** The whole reading as the admin API answers it (contracts' statementReadingSchema). */
    reading: jsonb().$type<StatementReading>().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('statement_readings_application_idx').on(t.applicationId)],
);

/**
 * An application's figures across its readings, written with them by the `statements` step. The
 * average monthly deposits are a column because the admin list sorts and filters on them.
 */
export const statementSummaries = pgTable(
  'statement_summaries',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    averageMonthlyDepositsCents: bigint({ mode: 'number' }),
    summary: jsonb().$type<StatementSummary>().notNull(),
    recurringDebits: jsonb().$type<RecurringDebit[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('statement_summaries_deposits_idx').on(t.averageMonthlyDepositsCents)],
);

/**
 * The links of a document request: one per e-mail that carries one (the request's own or owner 1's
 * confirmation, then each reminder), each a token of its own of which only the SHA-256 is kept.
 * Every link of a request works until the request is fulfilled, cancelled or expired.
 */
export const uploadLinkTokens = pgTable(
  'upload_link_tokens',
  {
    tokenHash: text().primaryKey(),
    documentRequestId: uuid()
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_link_tokens_request_idx').on(t.documentRequestId)],
);

/** Reminders of an open document request to owner 1, each sent once (docs/decisions/document-request-reminders.md). */
export const documentRequestReminders = pgTable(
  'document_request_reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    documentRequestId: uuid()
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    /** Which of the request's reminders: `day-2`, `day-5`, `before-expiry` (contracts' jobs.ts). */
    reminder: text().notNull(),
    messageId: text(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_request_reminders_once_idx').on(t.documentRequestId, t.reminder)],
);

/**
 * What each processing step did, attempt by attempt: the application's history shows its steps and
 * retries from here. The status columns of `applications` stay the truth of where a step stands.
 */
export const processingEvents = pgTable(
  'processing_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    step: text().$type<'pdf' | 'mail'>().notNull(),
    /** `done`; `retrying` (an attempt failed, BullMQ tries again); `failed` (no attempt left). */
    outcome: text().$type<'done' | 'retrying' | 'failed'>().notNull(),
    attempt: integer().notNull(),
    /** The error of a failed attempt, scrubbed of personal data like processingErrors. */
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('processing_events_application_idx').on(t.applicationId, t.createdAt)],
);
