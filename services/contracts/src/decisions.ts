import { z } from 'zod';
import { isIsoCalendarDate, latestTodayIsoDate } from './dates.ts';
import { dollarsInput, formText } from './form-fields.ts';

// What a decision records besides the word (ours; docs/product.md#the-admin-portal): Approved the
// approved amount, Funded the funded amount and the funding date, Declined a reason from a short
// list and an optional note, Withdrawn who withdrew. They are columns of the application, written
// with the status in one audited change (services/bff/src/applications/review-status.ts).

export const DECLINE_REASONS = [
  'revenue',
  'credit',
  'stacking',
  'time-in-business',
  'industry',
  'documents',
  'duplicate',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  revenue: 'Revenue too low for the amount',
  credit: 'Credit history',
  stacking: 'Too many open advances or loans',
  'time-in-business': 'Too little time in business',
  industry: 'Industry we do not fund',
  documents: 'Documents missing or not verifiable',
  duplicate: 'Duplicate application',
  other: 'Other',
};

export const WITHDRAWN_BY = ['applicant', 'agent', 'provider'] as const;
export type WithdrawnBy = (typeof WITHDRAWN_BY)[number];

export const WITHDRAWN_BY_LABELS: Record<WithdrawnBy, string> = {
  applicant: 'The applicant',
  agent: 'The agent',
  provider: 'Our team',
};

export const DECISION_AMOUNT_MIN = 1_000;
export const DECISION_AMOUNT_MAX = 5_000_000;
export const DECLINE_NOTE_MAX = 500;
// No funding is recorded before the product existed; an earlier year is a typo in the year.
const EARLIEST_FUNDING_DATE = '2000-01-01';

export const DECISION_MESSAGES = {
  approvedAmountRequired: 'Approved amount is required',
  fundedAmountRequired: 'Funded amount is required',
  amountRange: 'The amount must be between $1,000 and $5,000,000',
  fundingDateRequired: 'Funding date is required',
  fundingDateInvalid: 'Funding date must be a valid date, today or earlier',
  declineReasonRequired: 'Choose why the application is declined',
  declineNoteTooLong: `A note can be at most ${DECLINE_NOTE_MAX} characters`,
  withdrawnByRequired: 'Choose who withdrew the application',
} as const;

const isDecisionAmount = (value: number) => value >= DECISION_AMOUNT_MIN && value <= DECISION_AMOUNT_MAX;
const isFundingDate = (value: string) =>
  isIsoCalendarDate(value) && value >= EARLIEST_FUNDING_DATE && value <= latestTodayIsoDate();

const decisionAmount = () =>
  dollarsInput(DECISION_MESSAGES.amountRange).pipe(
    z
      .number({ error: DECISION_MESSAGES.amountRange })
      .refine(isDecisionAmount, DECISION_MESSAGES.amountRange)
      .optional(),
  );

/**
 * The fields a status change may carry; which of them a move needs is `decisionIssues`. A field
 * that does not belong to the target status is ignored (see `decisionFor`).
 */
export const decisionFieldsShape = {
  approvedAmount: decisionAmount(),
  fundedAmount: decisionAmount(),
  fundingDate: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().refine(isFundingDate, DECISION_MESSAGES.fundingDateInvalid).optional(),
  ),
  declineReason: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(DECLINE_REASONS, { error: DECISION_MESSAGES.declineReasonRequired }).optional(),
  ),
  declineNote: formText().trim().max(DECLINE_NOTE_MAX, DECISION_MESSAGES.declineNoteTooLong).optional(),
  withdrawnBy: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(WITHDRAWN_BY, { error: DECISION_MESSAGES.withdrawnByRequired }).optional(),
  ),
};
type DecisionFields = z.output<z.ZodObject<typeof decisionFieldsShape>>;

/** What moving to `status` records; the statuses that record nothing are absent. */
export type Decision =
  | { status: 'approved'; approvedAmount: number }
  | { status: 'funded'; fundedAmount: number; fundingDate: string }
  | { status: 'declined'; declineReason: DeclineReason; declineNote: string | null }
  | { status: 'withdrawn'; withdrawnBy: WithdrawnBy };

/** The fields a move to `status` lacks, with their messages. */
export function decisionIssues(status: string, fields: DecisionFields): [keyof DecisionFields, string][] {
  const missing: [keyof DecisionFields, string | false][] = [
    ['approvedAmount', status === 'approved' && DECISION_MESSAGES.approvedAmountRequired],
    ['fundedAmount', status === 'funded' && DECISION_MESSAGES.fundedAmountRequired],
    ['fundingDate', status === 'funded' && DECISION_MESSAGES.fundingDateRequired],
    ['declineReason', status === 'declined' && DECISION_MESSAGES.declineReasonRequired],
    ['withdrawnBy', status === 'withdrawn' && DECISION_MESSAGES.withdrawnByRequired],
  ];
  return missing.flatMap(([field, message]) =>
    message !== false && fields[field] === undefined
      ? [[field, message] as [keyof DecisionFields, string]]
      : [],
  );
}

/** The decision a checked move to `status` records, or null for a status that records none. */
export function decisionFor(status: string, fields: DecisionFields): Decision | null {
  switch (status) {
    case 'approved':
      return { status, approvedAmount: fields.approvedAmount! };
    case 'funded':
      return { status, fundedAmount: fields.fundedAmount!, fundingDate: fields.fundingDate! };
    case 'declined':
      return { status, declineReason: fields.declineReason!, declineNote: fields.declineNote || null };
    case 'withdrawn':
      return { status, withdrawnBy: fields.withdrawnBy! };
    default:
      return null;
  }
}

/**
 * An application's decision record as the list and the detail carry it: what the last decision of
 * each kind recorded. Going back to In review undoes a decision, so these clear then.
 */
export const decisionRecordSchema = z.object({
  approvedAmount: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
  fundedAmount: z.number().int().nullable(),
  fundingDate: z.string().nullable(),
  declineReason: z.enum(DECLINE_REASONS).nullable(),
  declineNote: z.string().nullable(),
  withdrawnBy: z.enum(WITHDRAWN_BY).nullable(),
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;
