import { z } from 'zod';
import { isIsoCalendarDate } from './dates.ts';
import { UPLOAD_SLOTS } from './uploads.ts';

// What the statement reader (services/statements) found in an application's bank statements, as
// the admin API answers it. All money is in integer cents; dates are 'YYYY-MM-DD'; a figure that
// cannot be known is null. Only a `reconciled` statement's figures are facts: every other one is
// shown as unverified, with `checkReason`.

export const STATEMENT_CHECKS = ['reconciled', 'unreconciled', 'scanned', 'not_a_statement'] as const;
export type StatementCheck = (typeof STATEMENT_CHECKS)[number];

export const RECURRING_DEBIT_CADENCES = ['daily', 'weekly', 'monthly'] as const;
export type RecurringDebitCadence = (typeof RECURRING_DEBIT_CADENCES)[number];

const isoDate = z.string().refine(isIsoCalendarDate, 'Invalid date');
const cents = z.number().int().safe();
const count = z.number().int().nonnegative();

export const statementTransactionSchema = z.object({
  date: isoDate,
  /** The description as printed, its lines joined by one space. */
  description: z.string(),
  /** Credits positive, debits negative. */
  amountCents: cents,
  /** The running balance printed on the row, null where the statement prints none. */
  balanceCents: cents.nullable(),
});
export type StatementTransaction = z.infer<typeof statementTransactionSchema>;

export const statementReadingSchema = z.object({
  slot: z.enum(UPLOAD_SLOTS),
  fileName: z.string(),
  check: z.enum(STATEMENT_CHECKS),
  /** Why the reading is not `reconciled` (null when it is): the first thing that did not add up. */
  checkReason: z.string().nullable(),
  bankName: z.string().nullable(),
  accountLast4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  openingBalanceCents: cents.nullable(),
  closingBalanceCents: cents.nullable(),
  /** The sum of the credits. */
  depositsCents: cents.nullable(),
  depositCount: count.nullable(),
  /** The sum of the debits as a positive number (opening + deposits - withdrawals = closing). */
  withdrawalsCents: cents.nullable(),
  withdrawalCount: count.nullable(),
  /** The mean of the end-of-day balances of every calendar day of the period, rounded half away from zero. */
  averageDailyBalanceCents: cents.nullable(),
  /** The lowest end-of-day balance of the period. */
  lowestBalanceCents: cents.nullable(),
  /** Days of the period that ended with a balance below zero. */
  negativeDays: count.nullable(),
  /** NSF, overdraft and returned-item fees charged. */
  nsfCount: count.nullable(),
  transactions: z.array(statementTransactionSchema),
});
export type StatementReading = z.infer<typeof statementReadingSchema>;

/** The same payee debited the same amount at least four times at a steady cadence: a position. */
export const recurringDebitSchema = z.object({
  /** The payee as printed, without the reference numbers that change from one debit to the next. */
  description: z.string(),
  /** The amount of each debit, as a positive number. */
  amountCents: cents.positive(),
  count: count,
  cadence: z.enum(RECURRING_DEBIT_CADENCES),
});
export type RecurringDebit = z.infer<typeof recurringDebitSchema>;

/**
 * The application's figures, from its reconciled statements only (a statement counted once even
 * when it was uploaded twice). With none, `months` is 0 and the rest null.
 */
export const statementSummarySchema = z.object({
  /** Statements of distinct periods that reconciled: one per month of activity. */
  months: count,
  averageMonthlyDepositsCents: cents.nullable(),
  /** The mean end-of-day balance over every day of those statements, rounded half away from zero. */
  averageDailyBalanceCents: cents.nullable(),
  nsfCount: count.nullable(),
  negativeDays: count.nullable(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const STATEMENT_ANALYSIS_STATUSES = ['pending', 'done'] as const;

export const statementAnalysisSchema = z.object({
  status: z.enum(STATEMENT_ANALYSIS_STATUSES),
  statements: z.array(statementReadingSchema),
  recurringDebits: z.array(recurringDebitSchema),
  summary: statementSummarySchema,
});
export type StatementAnalysis = z.infer<typeof statementAnalysisSchema>;

/** `GET /api/admin/applications/{applicationId}/statements`. */
export const statementAnalysisResponseSchema = z.object({ data: statementAnalysisSchema });
export type StatementAnalysisResponse = z.infer<typeof statementAnalysisResponseSchema>;

/** How staff see a reading's check: only `reconciled` is a fact. */
export const STATEMENT_CHECK_LABELS: Record<StatementCheck, string> = {
  reconciled: 'Verified',
  unreconciled: 'Unverified',
  scanned: 'Unverified: image only',
  not_a_statement: 'Not a bank statement',
};

export const RECURRING_DEBIT_CADENCE_LABELS: Record<RecurringDebitCadence, string> = {
  daily: 'Daily (business days)',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
