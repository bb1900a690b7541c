import {
  type ApplicationDetail,
  formatDollars,
  RECURRING_DEBIT_CADENCE_LABELS,
  STATEMENT_CHECK_LABELS,
  type StatementAnalysis,
  type StatementReading,
  UPLOAD_SLOT_LABELS,
} from '@funding/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../api/api-client';
import { rowButton } from '../../ui/buttons';
import { EmptyState, ErrorState, LoadingState } from '../../ui/QueryStates';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { NOT_GIVEN } from '../format';
import { DailyBalanceChart } from './DailyBalanceChart';
import { statementsOptions } from './statement-queries';

const money = (cents: number | null) => (cents === null ? NOT_GIVEN : formatDollars(cents));
const number = (value: number | null) => (value === null ? NOT_GIVEN : String(value));

function CheckBadge({ statement }: { statement: StatementReading }) {
  const verified = statement.check === 'reconciled';
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${verified ? 'bg-green-100 text-green-900 ring-green-700' : 'bg-amber-100 text-amber-900 ring-amber-700'}`}
    >
      {STATEMENT_CHECK_LABELS[statement.check]}
    </span>
  );
}

function Transactions({ statement }: { statement: StatementReading }) {
  return (
    <table className="w-full text-xs">
      <caption className="sr-only">Transactions of {UPLOAD_SLOT_LABELS[statement.slot]}</caption>
      <thead>
        <tr className="text-left text-slate-700">
          <th className="py-1 pr-2">Date</th>
          <th className="py-1 pr-2">Description</th>
          <th className="py-1 pr-2 text-right">Amount</th>
          <th className="py-1 text-right">Balance</th>
        </tr>
      </thead>
      <tbody>
        {statement.transactions.map((transaction, index) => (
          // Two identical rows on one day are two transactions: the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
          <tr key={index} className="border-t border-slate-100">
            <td className="py-1 pr-2 whitespace-nowrap">{transaction.date}</td>
            <td className="py-1 pr-2 break-words">{transaction.description}</td>
            <td
              className={`py-1 pr-2 text-right whitespace-nowrap ${transaction.amountCents < 0 ? 'text-red-800' : ''}`}
            >
              {formatDollars(transaction.amountCents)}
            </td>
            <td className="py-1 text-right whitespace-nowrap">{money(transaction.balanceCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StatementRows({ statement }: { statement: StatementReading }) {
  const [open, setOpen] = useState(false);
  const verified = statement.check === 'reconciled';
  const period =
    statement.periodStart && statement.periodEnd
      ? `${statement.periodStart} to ${statement.periodEnd}`
      : NOT_GIVEN;
  return (
    <>
      <tr
        className={`border-t border-slate-200 align-top ${verified ? '' : 'bg-amber-50'}`}
        data-testid="statement-row"
      >
        <th scope="row" className="py-2 pr-2 text-left font-normal">
          <span className="block font-semibold">{UPLOAD_SLOT_LABELS[statement.slot]}</span>
          <span className="block text-xs text-slate-700 break-all">{statement.fileName}</span>
          {statement.bankName && (
            <span className="block text-xs text-slate-700">
              {statement.bankName}
              {statement.accountLast4 ? ` ····${statement.accountLast4}` : ''}
            </span>
          )}
        </th>
        <td className="py-2 pr-2 text-xs">{period}</td>
        <td className="py-2 pr-2">
          <CheckBadge statement={statement} />
          {!verified && statement.checkReason && (
            <span className="mt-1 block text-xs text-amber-900">{statement.checkReason}</span>
          )}
        </td>
        <td className="py-2 pr-2 text-right">{money(statement.openingBalanceCents)}</td>
        <td className="py-2 pr-2 text-right">
          {money(statement.depositsCents)}
          <span className="block text-xs text-slate-700">{number(statement.depositCount)} credits</span>
        </td>
        <td className="py-2 pr-2 text-right">
          {money(statement.withdrawalsCents)}
          <span className="block text-xs text-slate-700">{number(statement.withdrawalCount)} debits</span>
        </td>
        <td className="py-2 pr-2 text-right">{money(statement.closingBalanceCents)}</td>
        <td className="py-2 pr-2 text-right">{money(statement.averageDailyBalanceCents)}</td>
        <td className="py-2 pr-2 text-right">{money(statement.lowestBalanceCents)}</td>
        <td className="py-2 pr-2 text-right">{number(statement.negativeDays)}</td>
        <td className="py-2 pr-2 text-right">{number(statement.nsfCount)}</td>
        <td className="py-2 text-right">
          {statement.transactions.length > 0 && (
            <button type="button" className={rowButton} aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Hide' : 'Show'} {statement.transactions.length} transactions
            </button>
          )}
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={12} className="bg-slate-50 p-2">
            <Transactions statement={statement} />
          </td>
        </tr>
      )}
    </>
  );
}

function Summary({ analysis }: { analysis: StatementAnalysis }) {
  const { summary } = analysis;
  const rows = [
    { label: 'Months Covered (verified)', value: String(summary.months) },
    { label: 'Average Monthly Deposits', value: money(summary.averageMonthlyDepositsCents) },
    { label: 'Average Daily Balance', value: money(summary.averageDailyBalanceCents) },
    { label: 'NSF / Overdraft / Returned-Item Fees', value: number(summary.nsfCount) },
    { label: 'Negative Days', value: number(summary.negativeDays) },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3" aria-label="Figures across the statements">
      {rows.map((row) => (
        <div key={row.label} className="border-b border-slate-100 pb-1">
          <dt className="text-xs font-semibold text-slate-700">{row.label}</dt>
          <dd className="text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Positions({ analysis }: { analysis: StatementAnalysis }) {
  if (analysis.recurringDebits.length === 0)
    return <p className="text-sm text-slate-700">No recurring debits in the verified statements.</p>;
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left text-xs font-semibold text-slate-700">
        Positions (the same payee and amount at least four times)
      </caption>
      <thead>
        <tr className="text-left text-xs text-slate-700">
          <th className="py-1 pr-2">Payee</th>
          <th className="py-1 pr-2 text-right">Amount</th>
          <th className="py-1 pr-2 text-right">Times</th>
          <th className="py-1">Cadence</th>
        </tr>
      </thead>
      <tbody>
        {analysis.recurringDebits.map((debit) => (
          <tr key={`${debit.description}-${debit.amountCents}`} className="border-t border-slate-100">
            <td className="py-1 pr-2">{debit.description}</td>
            <td className="py-1 pr-2 text-right">{formatDollars(debit.amountCents)}</td>
            <td className="py-1 pr-2 text-right">{debit.count}</td>
            <td className="py-1">{RECURRING_DEBIT_CADENCE_LABELS[debit.cadence]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const HEADINGS = [
  'Statement',
  'Period',
  'Check',
  'Opening',
  'Deposits',
  'Withdrawals',
  'Closing',
  'Avg Daily Balance',
  'Lowest',
  'Negative Days',
  'Fees (NSF etc.)',
  // The column of the transactions' buttons: named for screen readers, blank on screen.
  { hidden: 'Transactions' },
] as const;

function Analysis({ analysis }: { analysis: StatementAnalysis }) {
  const verified = analysis.statements.filter((statement) => statement.check === 'reconciled');
  return (
    <div className="space-y-4">
      {analysis.status === 'pending' && (
        <p role="status" className="text-sm text-slate-700">
          Reading the latest statements; the figures update when they are done.
        </p>
      )}
      <Summary analysis={analysis} />
      {/* Beside an open document the table is narrower than its columns: it scrolls, by keyboard too. */}
      <ScrollRegion label="Statements table" className="overflow-x-auto px-3 py-2">
        <table className="w-full text-sm" aria-label="Statements by month">
          <thead>
            <tr className="text-left text-xs text-slate-700">
              {HEADINGS.map((heading) =>
                typeof heading === 'string' ? (
                  <th key={heading} scope="col" className="py-1 pr-2">
                    {heading}
                  </th>
                ) : (
                  <th key={heading.hidden} scope="col" className="py-1 pr-2">
                    <span className="sr-only">{heading.hidden}</span>
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {analysis.statements.map((statement) => (
              <StatementRows key={statement.slot} statement={statement} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-xs text-slate-700">
        Only verified statements (opening balance plus every transaction makes the closing balance, and every
        printed balance and total agrees) count in the figures above and the chart; unverified ones say why.
      </p>
      <DailyBalanceChart statements={verified} />
      <Positions analysis={analysis} />
    </div>
  );
}

/** The detail view's analysis of the bank statements (the pipeline's `statements` step). */
export function StatementsSection({ application }: { application: ApplicationDetail }) {
  const statements = useQuery(statementsOptions(application.applicationId));
  const analysis = statements.data;
  return (
    <section aria-labelledby="detail-statements" className="space-y-3">
      <h3 id="detail-statements" className="font-semibold text-slate-900">
        Bank Statements Analysis
      </h3>
      {statements.isPending ? (
        <LoadingState text="Loading the statements analysis..." />
      ) : statements.isError ? (
        <ErrorState
          title="The statements analysis could not be loaded"
          detail={errorMessageOf(statements.error, '')}
          onRetry={() => void statements.refetch()}
        />
      ) : analysis && analysis.statements.length > 0 ? (
        <Analysis analysis={analysis} />
      ) : analysis?.status === 'pending' ? (
        <LoadingState text="Reading the bank statements..." />
      ) : (
        <EmptyState text="No bank statements to read." />
      )}
    </section>
  );
}
