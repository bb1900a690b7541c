import { z } from 'zod';
import { type AdminRole, ROLE_LABELS } from './admin.ts';
import { UNKNOWN_TIME_ZONE } from './analytics.ts';
import { applicationRecordSchema } from './api.ts';
import { isIsoCalendarDate, isTimeZone } from './dates.ts';
import { formText } from './form-fields.ts';
import { uuidSchema } from './ids.ts';
import { US_STATE_CODES } from './options.ts';
import { retentionStateSchema } from './retention.ts';
import { applicationNoteSchema, assigneeFilterSchema, REVIEW_STATUSES } from './review.ts';
import { UPLOAD_SLOTS } from './uploads.ts';

// Request and response bodies of the admin API (`/api/auth`, `/api/admin`) that admin.ts, agent.ts
// and api.ts do not already define, and the texts it answers with. The spec is silent on all of
// these ("ours"): the spec's own messages stay in messages.ts.

export const ADMIN_API_MESSAGES = {
  loginSucceeded: 'Login successful',
  invalidCredentials: 'Invalid username or password',
  tooManyLoginAttempts: (retryAfterSeconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterSeconds)}.`,
  // The account, not the caller, is slowed down: it says so, and that a device it was used from works.
  accountSignInsSlowed: (retryAfterSeconds: number) =>
    `Too many failed sign-in attempts for this account. Please try again in ${describeWait(retryAfterSeconds)}, ` +
    'or sign in from a device you have signed in from before.',
  loggedOut: 'You have been signed out',
  notSignedIn: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: (role: AdminRole) => `Your role (${ROLE_LABELS[role]}) does not allow this action`,
  bodyNotJson: 'The request body must be JSON',

  applicationNotFound: 'Application not found',
  documentNotFound: 'Document not found',
  documentRequestNotFound: 'Document request not found',
  pdfNotReady: 'The PDF is still being generated. Please try again in a moment.',
  pdfFailed: 'The PDF could not be generated. Retry processing to generate it again.',
  downloadLinkInvalid: 'This download link is invalid, expired or already used. Please request a new one.',
  downloadLinkNeedsGet: 'Open the download link in the browser',
  sessionTokenInUrl: 'Sign-in tokens are not accepted in links. Please request a download link.',
  viewerDownloadsOff: 'Viewers cannot download files: this deployment does not allow it',
  nothingToRetry: 'There is no failed step to retry',
  retryStarted: 'Processing restarted',

  agentNotFound: 'Agent not found',

  adminUserNotFound: 'Admin user not found',
  usernameTaken: 'That username is already taken',
  cannotChangeOwnRoleOrStatus: 'You cannot change your own role or active status',
  currentPasswordIncorrect: 'Current password is incorrect',
  /** `feedback` is the strength estimator's advice, one or two sentences ending with a period. */
  weakPassword: (feedback: string) => `Choose a stronger password: ${feedback}`,
  weakPasswordAdvice: 'add more words or characters that are hard to guess.',
  passwordChanged: 'Password changed successfully',
  adminUserCreated: 'Admin user created successfully',
  adminUserUpdated: 'Admin user updated successfully',
  adminUserDeleted: 'Admin user deleted successfully',
} as const;

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** `{ success: true, message }`: the answer of deletes, logout and other calls without a resource. */
export const actionResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type ActionResult = z.infer<typeof actionResultSchema>;

// ---- Applications ----

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX = 100;

/**
 * `status` filters by the two processing indicators together: `failed` when either step failed,
 * `complete` when both are done, `processing` otherwise.
 */
export const APPLICATION_STATUS_FILTERS = ['processing', 'complete', 'failed'] as const;
export type ApplicationStatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number];
/**
 * The list's orders (its sortable columns, each both ways): submitted (newest first is the default;
 * oldest first is the most waiting), amount requested, last activity and business name.
 */
export const APPLICATION_SORTS = [
  'newest',
  'oldest',
  'amount-high',
  'amount-low',
  'activity-recent',
  'activity-oldest',
  'business-az',
  'business-za',
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/**
 * Saved views of the list (ours): named filters a desk works from, kept in the address like the
 * other filters. "My queue" is the signed-in admin's open work (New, In review, Missing documents
 * and Approved not yet funded).
 */
export const SAVED_VIEWS = ['my-queue', 'new-unassigned', 'missing-documents-stale'] as const;
export type SavedView = (typeof SAVED_VIEWS)[number];
export const SAVED_VIEW_LABELS: Record<SavedView, string> = {
  'my-queue': 'My queue',
  'new-unassigned': 'New and unassigned',
  'missing-documents-stale': 'Missing documents for more than 3 days',
};
/** How long an application waits in Missing documents before the stale view lists it. */
export const STALE_MISSING_DOCUMENTS_DAYS = 3;

/**
 * The list's filter on the average monthly deposits of the verified statements: at least this many
 * dollars (the filter's choices; the API takes any whole number of dollars).
 */
export const MIN_MONTHLY_DEPOSITS_CHOICES = [10_000, 25_000, 50_000, 100_000] as const;

// A select's '' means "any".
const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A number written in a query string; blank is no value. Declared as the integer it must be. */
const queryNumber = (value: unknown) =>
  value === '' ? undefined : typeof value === 'string' ? Number(value) : value;

const pageParams = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** Query of `GET /api/admin/applications` (unknown keys such as the spec's `_t` are ignored). */
export const applicationListQuerySchema = z.object({
  ...pageParams,
  search: z.preprocess(blankAsUndefined, formText().trim().max(SEARCH_MAX).optional()),
  state: z.preprocess(blankAsUndefined, z.enum(US_STATE_CODES).optional()),
  status: z.preprocess(blankAsUndefined, z.enum(APPLICATION_STATUS_FILTERS).optional()),
  sort: z.preprocess(blankAsUndefined, z.enum(APPLICATION_SORTS).default('newest')),
  reviewStatus: z.preprocess(blankAsUndefined, z.enum(REVIEW_STATUSES).optional()),
  assignee: z.preprocess(blankAsUndefined, assigneeFilterSchema.optional()),
  view: z.preprocess(blankAsUndefined, z.enum(SAVED_VIEWS).optional()),
  /** Whole dollars: only applications whose verified statements average at least this much a month. */
  minMonthlyDeposits: z.preprocess(queryNumber, z.number().int().min(0).max(1_000_000_000).optional()),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** `GET /api/admin/applications/export`: the list's filters, every matching row (no page). */
export const applicationExportQuerySchema = applicationListQuerySchema.omit({ page: true, pageSize: true });
export type ApplicationExportQuery = z.infer<typeof applicationExportQuerySchema>;

export const documentInfoSchema = z.object({
  slot: z.enum(UPLOAD_SLOTS),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
});
export type DocumentInfo = z.infer<typeof documentInfoSchema>;

/**
 * `GET /api/admin/applications/{applicationId}`: the list record (SSN, EIN and dates of birth masked
 * as in the list, for every role: admins reveal them with a reason, `revealResponseSchema`), plus
 * the stored documents and notes (the view is audited).
 */
export const applicationDetailSchema = applicationRecordSchema.extend({
  agentId: uuidSchema.nullable(),
  pdfSizeBytes: z.number().int().nullable(),
  documents: z.array(documentInfoSchema),
  /** Ours: staff's internal notes, newest first. */
  notes: z.array(applicationNoteSchema),
  /** Ours: when the personal data will be disposed of, or was, and any legal hold (retention.ts). */
  retention: retentionStateSchema,
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** `POST /api/admin/applications/{applicationId}/retry`: the failed steps queued again. */
export const applicationRetryResponseSchema = actionResultSchema.extend({
  retried: z.array(z.enum(['pdf', 'mail'])),
});
export type ApplicationRetryResponse = z.infer<typeof applicationRetryResponseSchema>;

// ---- Personal data ----

export const REVEAL_REASON_MIN = 5;
export const REVEAL_REASON_MAX = 300;

export const REVEAL_MESSAGES = {
  reasonRequired: `Please write why you need to see them (at least ${REVEAL_REASON_MIN} characters)`,
  reasonTooLong: `A reason can be at most ${REVEAL_REASON_MAX} characters`,
} as const;

/**
 * `POST /api/admin/applications/{applicationId}/reveal` (admins and super admins): the reason is
 * recorded in the audit entry of the reveal.
 */
export const revealRequestSchema = z.object({
  reason: formText({ error: REVEAL_MESSAGES.reasonRequired })
    .trim()
    .min(REVEAL_REASON_MIN, REVEAL_MESSAGES.reasonRequired)
    .max(REVEAL_REASON_MAX, REVEAL_MESSAGES.reasonTooLong),
});
export type RevealRequest = z.infer<typeof revealRequestSchema>;

/** SSN, EIN and dates of birth in full; owner 2's are '' without a second owner. */
export const revealResponseSchema = z.object({
  ein: z.string(),
  owner1Ssn: z.string(),
  owner1DateOfBirth: z.string(),
  owner2Ssn: z.string(),
  owner2DateOfBirth: z.string(),
});
export type RevealedPersonalData = z.infer<typeof revealResponseSchema>;

// ---- Downloads ----

export const DOWNLOADABLE_FILES = ['pdf', ...UPLOAD_SLOTS] as const;
export type DownloadableFile = (typeof DOWNLOADABLE_FILES)[number];

/** `POST /api/admin/applications/{applicationId}/download-link` */
export const downloadLinkRequestSchema = z.object({
  file: z.enum(DOWNLOADABLE_FILES).default('pdf'),
  download: z.boolean().default(false),
});
export type DownloadLinkRequest = z.input<typeof downloadLinkRequestSchema>;

/**
 * `GET .../download-pdf` and `GET .../documents/{slot}`: `token` is a download link's, for a tab
 * that cannot send the Authorization header; `download=true` asks for an attachment instead of a
 * view in the tab (any other value views).
 */
export const downloadQuerySchema = z.object({
  token: z.string().optional().meta({ description: 'The single-use token of a download link' }),
  download: z
    .string()
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: '`true`: save as a file instead of showing it in the tab' }),
});

/** `url` is a same-origin path to open in a new tab; it works once, until `expiresAt`. */
export const downloadLinkResponseSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLinkResponse = z.infer<typeof downloadLinkResponseSchema>;

// ---- Admin users ----

/** `POST /api/admin/users/me/password`: the old sessions end; `token` is the caller's new one. */
export const passwordChangeResponseSchema = actionResultSchema.extend({ token: z.string() });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

// ---- Audit log ----

export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'password_change',
  'application_view',
  'application_delete',
  'application_retry',
  'pdf_download',
  'document_download',
  'agent_create',
  'agent_update',
  'agent_delete',
  'admin_user_create',
  'admin_user_update',
  'admin_user_delete',
  'second_factor_enrol',
  'second_factor_disable',
  'second_factor_reset',
  'second_factor_failed',
  'recovery_codes_regenerate',
  'review_status_change',
  'assignee_change',
  'note_add',
  'applications_export',
  'document_request_create',
  'document_request_cancel',
  'document_request_upload',
  'personal_data_reveal',
  'application_dispose',
  'legal_hold_place',
  'legal_hold_lift',
  'audit_log_export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each audited action in words, as the audit log screen and its CSV name it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  login: 'Signed in',
  login_failed: 'Sign-in failed',
  logout: 'Signed out',
  password_change: 'Changed own password',
  application_view: 'Viewed an application',
  application_delete: 'Deleted an application',
  application_retry: 'Retried processing',
  pdf_download: 'Downloaded the PDF',
  document_download: 'Downloaded a document',
  agent_create: 'Added an agent',
  agent_update: 'Changed an agent',
  agent_delete: 'Deleted an agent',
  admin_user_create: 'Added a staff member',
  admin_user_update: 'Changed a staff member',
  admin_user_delete: 'Deleted a staff member',
  second_factor_enrol: 'Turned on two-step verification',
  second_factor_disable: 'Turned off two-step verification',
  second_factor_reset: "Reset a staff member's two-step verification",
  second_factor_failed: 'Two-step code refused',
  recovery_codes_regenerate: 'Made new recovery codes',
  review_status_change: 'Changed the review status',
  assignee_change: 'Changed the assignee',
  note_add: 'Added a note',
  applications_export: 'Exported applications',
  document_request_create: 'Requested documents',
  document_request_cancel: 'Cancelled a document request',
  document_request_upload: 'Uploaded requested documents',
  personal_data_reveal: 'Revealed personal data',
  application_dispose: 'Disposed of an application',
  legal_hold_place: 'Placed a legal hold',
  legal_hold_lift: 'Lifted a legal hold',
  audit_log_export: 'Exported the audit log',
};

const auditDay = (message: string) => z.string().trim().refine(isIsoCalendarDate, message);

/**
 * The audit log's filters: who (`actorId`), what (`action`), which application, and the calendar
 * days `from` to `to` (both included) as they read in `timeZone` (the browser's; without it, the
 * staff zone the server is configured with).
 */
const auditLogFilters = z.object({
  action: z.preprocess(blankAsUndefined, z.enum(AUDIT_ACTIONS).optional()),
  applicationId: z.preprocess(blankAsUndefined, formText().trim().max(50).optional()),
  actorId: z.preprocess(blankAsUndefined, uuidSchema.optional()),
  from: z.preprocess(blankAsUndefined, auditDay('From must be a date such as 2026-11-01').optional()),
  to: z.preprocess(blankAsUndefined, auditDay('To must be a date such as 2026-11-30').optional()),
  timeZone: z.preprocess(
    blankAsUndefined,
    formText().max(64).refine(isTimeZone, UNKNOWN_TIME_ZONE).optional(),
  ),
});
const fromNotAfterTo = (range: { from?: string | undefined; to?: string | undefined }) =>
  range.from === undefined || range.to === undefined || range.from <= range.to;
const FROM_AFTER_TO = { message: 'From must not be after To', path: ['from'] };

/** Query of `GET /api/admin/audit-log`: the filters and the page, newest first. */
export const auditLogQuerySchema = auditLogFilters.extend(pageParams).refine(fromNotAfterTo, FROM_AFTER_TO);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** Query of `GET /api/admin/audit-log/export`: the same filters, every page. */
export const auditLogExportQuerySchema = auditLogFilters.refine(fromNotAfterTo, FROM_AFTER_TO);
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuerySchema>;

/** The most entries one audit log export holds; a wider trail is exported in narrower date ranges. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

/** `GET /api/admin/audit-log/people`: everyone the trail names, for the person filter. */
export const auditLogPeopleResponseSchema = z.object({
  people: z.array(z.object({ actorId: z.string(), username: z.string() })),
});
export type AuditLogPeopleResponse = z.infer<typeof auditLogPeopleResponseSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  applicationId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
