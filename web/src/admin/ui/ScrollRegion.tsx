import type { ReactNode } from 'react';

/**
 * Wide tables scroll sideways on a tablet instead of squeezing; the region is focusable so a
 * keyboard user can scroll it too.
 */
export function ScrollRegion({
  label,
  children,
  className = 'overflow-x-auto',
}: {
  label: string;
  children: ReactNode;
  /** How it scrolls: sideways by default; a table with a sticky header also scrolls down inside. */
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      // relative: the visually hidden (absolutely positioned) labels inside must scroll with the table,
      // not widen the page.
      className={`relative rounded-lg border border-slate-300 bg-white ${className}`}
    >
      {children}
    </section>
  );
}

const tableClasses = 'min-w-full divide-y divide-slate-200 text-left text-sm';
const headerCellClasses = 'px-3 py-2.5 font-semibold whitespace-nowrap text-slate-800 bg-slate-100';

/** The admin tables' one shape: a scrolling region, a header row of column names, then the rows. */
export function DataTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <table className={tableClasses}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headerCellClasses}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

export const cellClasses = 'px-3 py-2.5 align-top text-slate-800';
