import {
  type DailyBalance,
  endOfDayBalances,
  formatDollars,
  type StatementReading,
} from '@funding/contracts';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { left: 8, right: 8, top: 10, bottom: 10 };

/** The end-of-day balances of every day the statements cover, oldest first; statements that cannot give them are left out. */
export function dailyBalancesOf(statements: readonly StatementReading[]): DailyBalance[] {
  const series = statements.flatMap((statement) => {
    if (!statement.periodStart || !statement.periodEnd || statement.openingBalanceCents === null) return [];
    return (
      endOfDayBalances(
        { start: statement.periodStart, end: statement.periodEnd },
        statement.openingBalanceCents,
        statement.transactions,
      ) ?? []
    );
  });
  return series.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The daily balance across the months as a plain SVG line, with the zero line drawn when the
 * balance goes below it. The figures themselves are in the table; the chart shows the shape.
 */
export function DailyBalanceChart({ statements }: { statements: readonly StatementReading[] }) {
  const days = dailyBalancesOf(statements);
  if (days.length < 2) return null;
  const values = days.map((day) => day.balanceCents);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const x = (index: number) => PAD.left + (index / (days.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (cents: number) => PAD.top + ((high - cents) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const points = days
    .map((day, index) => `${x(index).toFixed(1)},${y(day.balanceCents).toFixed(1)}`)
    .join(' ');
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const lowest = Math.min(...values);
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-44 w-full rounded-md bg-slate-50 ring-1 ring-slate-200"
        role="img"
        aria-label={`Daily balance from ${first.date} to ${last.date}: lowest ${formatDollars(lowest)}, last ${formatDollars(last.balanceCents)}`}
      >
        {low < 0 && (
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(0)}
            y2={y(0)}
            className="stroke-red-700"
            strokeDasharray="4 3"
          />
        )}
        <polyline points={points} fill="none" className="stroke-blue-700" strokeWidth={1.5} />
      </svg>
      <figcaption className="flex justify-between text-xs text-slate-700">
        <span>{first.date}</span>
        <span>Daily balance{low < 0 ? ' (dashed: zero)' : ''}</span>
        <span>{last.date}</span>
      </figcaption>
    </figure>
  );
}
