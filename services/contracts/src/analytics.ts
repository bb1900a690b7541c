import { z } from 'zod';
import { isIsoCalendarDate, isTimeZone } from './dates.ts';
import { formText } from './form-fields.ts';
import { REVIEW_STATUSES } from './review.ts';

// The analytics tab (docs/product.md#the-admin-portal): the applications submitted in a date range
// and how far they got, with one definition of each stage that every table on the screen uses.

export const FUNNEL_STAGES = ['submitted', 'in_review', 'approved', 'funded'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  funded: 'Funded',
};

/** Shown on the screen beside the figures: what each stage counts. */
export const FUNNEL_STAGE_DEFINITIONS: Record<FunnelStage, string> = {
  submitted: 'Every application submitted in the date range.',
  in_review:
    'Of those, the ones staff have moved to In review or Missing documents at least once. An application declined or withdrawn straight from New never reaches this stage.',
  approved:
    'Of those, the ones approved and not reopened since: an approval later funded or withdrawn still counts, one moved back to In review does not.',
  funded: 'Of those, the ones funded. Funded is final.',
};

/** Which amount each stage adds up. */
export const FUNNEL_STAGE_DOLLARS: Record<FunnelStage, 'requested' | 'approved' | 'funded'> = {
  submitted: 'requested',
  in_review: 'requested',
  approved: 'approved',
  funded: 'funded',
};

export const FUNNEL_TIME_DEFINITIONS: Record<Exclude<FunnelStage, 'submitted'>, string> = {
  in_review: 'from submission to the first move to In review or Missing documents',
  approved: 'from that first move to the approval',
  funded: 'from the approval to recording the funding',
};

/** The widest range the date inputs offer; the figures themselves have no limit. */
export const ANALYTICS_EARLIEST_DATE = '2000-01-01';
export const ANALYTICS_DEFAULT_DAYS = 30;

const isoDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => isIsoCalendarDate(value) && value >= ANALYTICS_EARLIEST_DATE, message);

function isoDaysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in `timeZone` (an IANA name). */
function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The answer to a time zone that the browser or the database does not know. */
export const UNKNOWN_TIME_ZONE = 'Unknown time zone';

/**
 * `GET /api/admin/analytics?from=2026-11-01&to=2026-11-30&timeZone=America/New_York`: the
 * applications submitted on these days (both included) as the calendar reads in `timeZone` (the
 * browser's; UTC by default). Without them, the last 30 days up to today there.
 */
export const analyticsQuerySchema = z
  .object({
    from: z.preprocess(blankAsUndefined, isoDate('From must be a date such as 2026-11-01').optional()),
    to: z.preprocess(blankAsUndefined, isoDate('To must be a date such as 2026-11-30').optional()),
    timeZone: z.preprocess(
      blankAsUndefined,
      formText().max(64).refine(isTimeZone, UNKNOWN_TIME_ZONE).default('UTC'),
    ),
  })
  .transform(({ from, to, timeZone }) => {
    const end = to ?? todayIn(timeZone);
    return { from: from ?? isoDaysBefore(end, ANALYTICS_DEFAULT_DAYS - 1), to: end, timeZone };
  })
  .refine((range) => range.from <= range.to, { message: 'From must not be after To', path: ['from'] });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

const count = z.number().int().nonnegative();

export const stageFigureSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  applications: count,
  /** Whole dollars: requested, approved or funded (FUNNEL_STAGE_DOLLARS). */
  dollars: count,
  /**
   * The median time from the stage before, in seconds (null for Submitted and when none reached it).
   * The lower of the two middle times when their number is even. Read from counts of these times in
   * bands (docs/decisions/analytics-rollups.md), not from every application: within 15 minutes of
   * the exact median below an hour, within half of it from an hour to 90 days; past 90 days it
   * reads as 90 days.
   */
  medianSecondsFromPrevious: z.number().nonnegative().nullable(),
});
export type StageFigure = z.infer<typeof stageFigureSchema>;

export const analyticsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  /** Every application ever submitted (not only the range's). */
  totalApplications: count,
  activeAgents: count,
  totalAgents: count,
  /** The four stages in order. */
  funnel: z.array(stageFigureSchema),
  /** The same per agent as attributed at submission (`agentName` null: applied directly), busiest first. */
  agents: z.array(
    z.object({
      agentName: z.string().nullable(),
      agentEmail: z.string().nullable(),
      funnel: z.array(stageFigureSchema),
    }),
  ),
  /** Where the range's applications are now: every review status, in workflow order. */
  reviewStatuses: z.array(z.object({ reviewStatus: z.enum(REVIEW_STATUSES), count })),
  entityTypes: z.array(z.object({ entityType: z.string(), count })),
  industries: z.array(z.object({ industry: z.string(), count })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
