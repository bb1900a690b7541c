import {
  formatDollars,
  RECURRING_DEBIT_CADENCE_LABELS,
  type StatementAnalysis,
  type StatementReading,
  UPLOAD_SLOT_LABELS,
} from '@funding/contracts';
import type { SummaryRow, SummarySection } from './render/render-types.ts';

/** More positions than this are rare; past it the page says how many more the portal lists. */
const MAX_POSITIONS = 10;

const money = (cents: number | null) => (cents === null ? 'unknown' : formatDollars(cents));
const count = (value: number | null) => (value === null ? 'unknown' : String(value));

function figures(statement: StatementReading): string {
  const period =
    statement.periodStart && statement.periodEnd
      ? `${statement.periodStart} to ${statement.periodEnd}`
      : 'period unknown';
  const account = [
    statement.bankName,
    statement.accountLast4 ? `account ending ${statement.accountLast4}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return [
    `${period}${account ? ` (${account})` : ''}.`,
    `Opening ${money(statement.openingBalanceCents)}; deposits ${money(statement.depositsCents)} (${count(statement.depositCount)});`,
    `withdrawals ${money(statement.withdrawalsCents)} (${count(statement.withdrawalCount)}); closing ${money(statement.closingBalanceCents)}.`,
    `Average daily balance ${money(statement.averageDailyBalanceCents)}; lowest ${money(statement.lowestBalanceCents)};`,
    `${count(statement.negativeDays)} negative days; ${count(statement.nsfCount)} NSF, overdraft or returned-item fees.`,
  ].join(' ');
}

function statementRow(statement: StatementReading): SummaryRow {
  const label = `${UPLOAD_SLOT_LABELS[statement.slot]}: ${statement.fileName}`;
  if (statement.check === 'reconciled') return { label, value: `Verified. ${figures(statement)}` };
  const reason = statement.checkReason ?? 'it does not add up';
  const read = statement.transactions.length > 0 || statement.openingBalanceCents !== null;
  return {
    label,
    value: `UNVERIFIED: ${reason}.${read ? ` As read, not checked: ${figures(statement)}` : ''}`,
    warning: true,
  };
}

/**
 * The package's analysis page: what the statement reader found, each statement marked verified or
 * UNVERIFIED with the reason, the figures across the verified ones and the positions. Null when the
 * application has no bank statement to read. Rendered with the package, never waited for: while the
 * statements are still being read the page says so (the admin portal shows them when done).
 */
export function statementAnalysisSections(analysis: StatementAnalysis): SummarySection[] | null {
  if (analysis.status === 'done' && analysis.statements.length === 0) return null;
  const { summary } = analysis;
  const pending =
    analysis.status === 'pending'
      ? [
          'Some bank statements were still being read when this package was made: the admin portal shows the full analysis.',
        ]
      : [];
  const positions = analysis.recurringDebits.slice(0, MAX_POSITIONS).map((debit) => ({
    label: debit.description,
    value: `${formatDollars(debit.amountCents)} x ${debit.count}, ${RECURRING_DEBIT_CADENCE_LABELS[debit.cadence].toLowerCase()}`,
  }));
  const more = analysis.recurringDebits.length - positions.length;
  return [
    {
      title: 'Bank Statements Analysis',
      paragraphs: [
        ...pending,
        'Only verified statements (the opening balance and every transaction make the closing balance, and every printed balance and total agrees) count in these figures.',
      ],
      rows: [
        { label: 'Months Covered (verified)', value: String(summary.months) },
        { label: 'Average Monthly Deposits', value: money(summary.averageMonthlyDepositsCents) },
        { label: 'Average Daily Balance', value: money(summary.averageDailyBalanceCents) },
        { label: 'NSF / Overdraft / Returned-Item Fees', value: count(summary.nsfCount) },
        { label: 'Negative Days', value: count(summary.negativeDays) },
      ],
    },
    { title: 'Statements', rows: analysis.statements.map(statementRow) },
    {
      title: 'Positions (recurring debits)',
      rows: positions,
      paragraphs:
        positions.length === 0
          ? ['None in the verified statements.']
          : more > 0
            ? [`And ${more} more, listed in the admin portal.`]
            : [],
    },
  ];
}
