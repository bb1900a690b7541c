import { z } from 'zod';
import type { Application, ApplicationInput } from './application.ts';
import { APPLICATION_FIELDS, type ApplicationField } from './application-fields.ts';
import { formText } from './form-fields.ts';
import type { ReviewStatus } from './review.ts';

// Retention and disposal (ours; docs/decisions/retention.md): what disposal keeps of an
// application, the legal hold that exempts one, and the texts and bodies of their admin API.

/** What stands where disposal removed a value: the same everywhere the value was shown. */
export const DISPOSED_MARKER = '[disposed]';

/** A decision the applicant will not come back from by itself: the shorter retention period counts from it. */
export const CLOSED_REVIEW_STATUSES = ['declined', 'withdrawn'] as const satisfies readonly ReviewStatus[];

/**
 * The form's answers that disposal keeps, for analytics: facts about the business and the shape of
 * the application, none of which names or reaches a person. Every other answer (names, SSN, EIN,
 * dates of birth, addresses, contact details, credit scores, signatures) is disposed of, so a field
 * added to the form is disposed of unless it is listed here.
 */
export const KEPT_AFTER_DISPOSAL = [
  'businessState',
  'entityType',
  'timeInBusiness',
  'stateOfOrganization',
  // The deal: what the business asked for and its sector, which the analytics count in dollars.
  'amountRequested',
  'useOfFunds',
  'industry',
  'averageMonthlyRevenue',
  'hasOpenAdvances',
  'openAdvancesCount',
  'owner1OwnershipPercentage',
  'owner2OwnershipPercentage',
  'hasSecondOwner',
  'acceptTerms',
  'signatureDate',
] as const satisfies readonly ApplicationField[];

const KEPT: ReadonlySet<ApplicationField> = new Set(KEPT_AFTER_DISPOSAL);

/** The fields disposal replaces, in the order of the form. */
export const DISPOSED_FIELDS: readonly ApplicationField[] = APPLICATION_FIELDS.filter(
  (field) => !KEPT.has(field),
);

/**
 * The application with every disposed answer replaced: text by the marker (an empty answer stays
 * empty, so nothing seems to have been given that was not), numbers and other values by nothing.
 * Not a valid application any more, which is the point: it is stored and shown, never submitted.
 */
export function disposedApplication(application: Application): Application {
  const disposed: Record<string, unknown> = { ...application };
  for (const field of DISPOSED_FIELDS) {
    const value = disposed[field];
    disposed[field] = typeof value === 'string' ? (value === '' ? '' : DISPOSED_MARKER) : undefined;
  }
  return disposed as Application;
}

/** Shorter values (a state code, an initial) name no one, and replacing them would maul a sentence. */
const SHORTEST_IDENTIFYING_VALUE = 3;

/**
 * The applicant's own values in an application (every disposed answer that is text, of three
 * characters or more): a reason staff write is scrubbed of them before it is stored, so the audit
 * trail never holds what disposal removes.
 */
export function applicantValuesOf(application: Application | ApplicationInput): string[] {
  return DISPOSED_FIELDS.map((field) => (application as Record<string, unknown>)[field]).filter(
    (value): value is string =>
      typeof value === 'string' && value.trim().length >= SHORTEST_IDENTIFYING_VALUE,
  );
}

// ---- Admin API ----

export const RETENTION_REASON_MAX = 500;

export const RETENTION_MESSAGES = {
  reasonRequired: 'Please give a reason',
  reasonTooLong: `A reason can be at most ${RETENTION_REASON_MAX} characters`,
  legalHoldPlaced: 'Legal hold placed: the application is kept until the hold is lifted',
  legalHoldLifted: 'Legal hold lifted',
  alreadyHeld: 'The application is already on legal hold',
  notHeld: 'The application is not on legal hold',
  disposed: 'The personal data and documents of the application have been disposed of',
  alreadyDisposed: 'The personal data of this application has already been disposed of',
  heldNotDisposed: 'The application is on legal hold: lift the hold before disposing of it',
} as const;

const reason = formText({ error: RETENTION_MESSAGES.reasonRequired })
  .trim()
  .min(1, RETENTION_MESSAGES.reasonRequired)
  .max(RETENTION_REASON_MAX, RETENTION_MESSAGES.reasonTooLong);

/** `PUT /api/admin/applications/{applicationId}/legal-hold`: place (`held: true`) or lift a hold. */
export const legalHoldChangeSchema = z.object({
  held: z.boolean({ error: 'Say whether the application is held' }),
  reason,
});
export type LegalHoldChange = z.infer<typeof legalHoldChangeSchema>;

/** `POST /api/admin/applications/{applicationId}/disposal`: dispose of it now (an applicant's deletion request). */
export const disposalRequestSchema = z.object({ reason });
export type DisposalRequest = z.infer<typeof disposalRequestSchema>;

export const legalHoldSchema = z.object({
  reason: z.string(),
  placedAt: z.string(),
  placedBy: z.string().nullable(),
});
export type LegalHold = z.infer<typeof legalHoldSchema>;

/** Where an application stands with retention, as the detail shows it. */
export const retentionStateSchema = z.object({
  /** When its personal data and documents will be disposed of; null while held or once disposed. */
  disposalDueAt: z.string().nullable(),
  disposedAt: z.string().nullable(),
  legalHold: legalHoldSchema.nullable(),
});
export type RetentionState = z.infer<typeof retentionStateSchema>;

/** The answer of a legal hold change or a disposal: the message to show and the state after it. */
export const retentionChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  retention: retentionStateSchema,
});
export type RetentionChangeResponse = z.infer<typeof retentionChangeResponseSchema>;
