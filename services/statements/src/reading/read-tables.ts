import {
  type Column,
  isMoneyRole,
  nearestColumn,
  placeAmounts,
  readTableHeader,
  type TableHeader,
} from '../layout/columns.ts';
import type { Cell, Line } from '../layout/lines.ts';
import { looksLikeMoney, parseAmount } from '../text/amounts.ts';
import { type PrintedDate, parseDate } from '../text/dates.ts';
import {
  CLOSING_BALANCE,
  CONTINUED,
  labelKind,
  OPENING_BALANCE,
  PAGE_TOTAL,
  type SectionKind,
  TOTAL,
  YEAR_TO_DATE,
} from './labels.ts';

/** One transaction as printed: its date still without a year where the statement leaves it out. */
export interface ReadRow {
  date: PrintedDate;
  description: string;
  amountCents: number;
  balanceCents: number | null;
  page: number;
}

/** A total the statement prints, beside what the rows it covers add up to. */
export interface PrintedTotal {
  label: string;
  printedCents: number;
  readCents: number;
}

/** A figure of the account summary printed before the transactions ("Deposits and Additions 12 $3,456.78"). */
export interface SummaryFigure {
  kind: 'credits' | 'debits';
  /** Always positive: summaries print debits with and without a minus. */
  cents: number;
  count: number | null;
}

export interface TableReading {
  rows: ReadRow[];
  openingBalances: number[];
  closingBalances: number[];
  totals: PrintedTotal[];
  summary: SummaryFigure[];
  dailyBalances: { date: PrintedDate; cents: number }[];
  /** Lines that look like part of the account's activity but could not be read as any of it. */
  anomalies: string[];
  sawTransactionTable: boolean;
  sawBalanceColumn: boolean;
}

interface Section {
  kind: SectionKind;
  title: string;
  firstRow: number;
}

interface TableState {
  header: TableHeader;
  placed: Map<Cell, Column>;
  /** Right edges of the amount columns, for totals (which must line up with them). */
  edges: number[];
}

/** A dated row whose amount is printed on a later line of the same transaction. */
interface PendingRow {
  date: PrintedDate;
  description: string[];
  line: Line;
}

const rowLabel = (line: Line) => `page ${line.page + 1}: "${line.text.slice(0, 80)}"`;

function lastAmount(line: Line) {
  for (let index = line.cells.length - 1; index >= 0; index--) {
    const amount = parseAmount((line.cells[index] as Cell).text);
    if (amount) return amount;
  }
  return null;
}

/** A leading date in a cell that also holds the description ("10/03 ACH DEPOSIT"), split off. */
function leadingDate(text: string): { date: PrintedDate; rest: string } | null {
  const words = text.split(' ');
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const date = parseDate(words.slice(0, count).join(' '));
    if (date) return { date, rest: words.slice(count).join(' ') };
  }
  return null;
}

/**
 * Reads the tables of a statement, line by line through every page: transaction tables (a header,
 * then rows whose cells sit under its columns), sections that say whether their amounts are credits
 * or debits, daily balance tables, totals, the opening and closing balances and the account summary.
 * Anything in a table that looks like money and fits none of these is an anomaly: the check then
 * refuses to vouch for the reading.
 */
export function readTables(pages: readonly Line[][]): TableReading {
  const reading: TableReading = {
    rows: [],
    openingBalances: [],
    closingBalances: [],
    totals: [],
    summary: [],
    dailyBalances: [],
    anomalies: [],
    sawTransactionTable: false,
    sawBalanceColumn: false,
  };
  // Changed by the helpers below too: declared wide so the loop does not narrow them to null.
  let section = null as Section | null;
  let table = null as TableState | null;
  let beforeFirstTable = true;
  let lastRow: { line: Line } | null = null;
  let pending: PendingRow | null = null;
  const rowRoles: (('debit' | 'credit' | 'amount') | null)[] = [];

  const anomaly = (message: string) => {
    if (reading.anomalies.length < 20) reading.anomalies.push(message);
  };
  const dropPending = () => {
    if (pending) anomaly(`a dated row without an amount, ${rowLabel(pending.line)}`);
    pending = null;
  };
  const sectionSum = (from: number) =>
    reading.rows.slice(from).reduce((sum, row) => sum + row.amountCents, 0);

  for (const lines of pages) {
    table = null;
    lastRow = null;
    dropPending();
    // Each line's header reading, once: a table's body runs to the next header on the page.
    const headers = lines.map(readTableHeader);
    for (const [index, line] of lines.entries()) {
      const header = headers[index];
      if (header) {
        dropPending();
        const next = headers.findIndex((other, at) => at > index && other !== null);
        const body = lines.slice(index + 1, next === -1 ? lines.length : next);
        const placed = placeAmounts(body, header.columns);
        const kind = section?.kind === 'dailyBalances' ? 'dailyBalances' : header.kind;
        table = {
          header: { ...header, kind },
          placed,
          edges: [...new Set([...placed.keys()].map((cell) => Math.round(cell.x1)))],
        };
        beforeFirstTable = false;
        if (kind === 'transactions') reading.sawTransactionTable = true;
        if (header.columns.some((column) => column.role === 'balance') && kind === 'transactions')
          reading.sawBalanceColumn = true;
        lastRow = null;
        continue;
      }

      // Regulation DD's fee box ("Total for this period", "Total year-to-date") ends the account's
      // activity: its totals are fees over other spans, not rows of this statement.
      if (YEAR_TO_DATE.test(line.text)) {
        dropPending();
        section = null;
        table = null;
        lastRow = null;
        continue;
      }

      const hasAmount = line.cells.some((cell) => parseAmount(cell.text));

      // Opening and closing balances, wherever they are printed (summary box, first or last row).
      if (hasAmount && (OPENING_BALANCE.test(line.text) || CLOSING_BALANCE.test(line.text))) {
        dropPending();
        const value = lastAmount(line);
        if (value)
          (OPENING_BALANCE.test(line.text) ? reading.openingBalances : reading.closingBalances).push(
            value.cents,
          );
        lastRow = null;
        continue;
      }

      if (hasAmount && TOTAL.test(line.text)) {
        dropPending();
        lastRow = null;
        readTotal(line);
        continue;
      }

      if (!hasAmount && isSectionTitle(line)) {
        dropPending();
        const kind = labelKind(line.text);
        const title = line.text.replace(CONTINUED, '').trim();
        // "Electronic Withdrawals (continued)" on the next page goes on with the same section.
        if (kind && section?.title !== title) section = { kind, title, firstRow: reading.rows.length };
        lastRow = null;
        continue;
      }

      if (beforeFirstTable) {
        if (hasAmount) readSummaryLine(line);
        continue;
      }
      // Lines of a new page before its table's header: the page's own header, nothing to read.
      if (!table) continue;

      if (table.header.kind === 'dailyBalances') readDailyBalances(line);
      else readRow(line);
    }
  }
  dropPending();
  return reading;

  function isSectionTitle(line: Line): boolean {
    if (line.cells.some((cell) => parseDate(cell.text) || leadingDate(cell.text))) return false;
    if (line.text.split(' ').length > 7 || !labelKind(line.text)) return false;
    // A title starts at the margin; a description's second line starts under the description.
    const description = table?.header.columns.find((column) => column.role === 'description');
    const first = line.cells[0] as Cell;
    return !description || first.x0 < description.x0 - 2;
  }

  function readTotal(line: Line) {
    const label = line.cells
      .filter((cell) => !parseAmount(cell.text))
      .map((cell) => cell.text)
      .join(' ');
    // A ledger's totals line: one total under each amount column, lined up with the amounts above.
    const columnTotals = table
      ? line.cells.flatMap((cell) => {
          const amount = parseAmount(cell.text);
          const column = amount && table ? nearestColumn(cell, table.header.columns) : null;
          const aligned = table?.edges.some((edge) => Math.abs(edge - cell.x1) <= 2);
          return amount && column && aligned && (column.role === 'debit' || column.role === 'credit')
            ? [{ role: column.role, cents: Math.abs(amount.cents) }]
            : [];
        })
      : [];
    if (columnTotals.length > 0) {
      const scope = PAGE_TOTAL.test(label) ? (row: ReadRow) => row.page === line.page : () => true;
      for (const { role, cents } of columnTotals) {
        const readCents = reading.rows.reduce(
          (sum, row, index) =>
            rowRoles[index] === role && scope(row) ? sum + Math.abs(row.amountCents) : sum,
          0,
        );
        reading.totals.push({ label: `${label} (${role}s)`, printedCents: cents, readCents });
      }
      return;
    }
    const value = lastAmount(line);
    if (!value) return;
    if (section && section.kind !== 'dailyBalances') {
      reading.totals.push({
        label,
        printedCents: Math.abs(value.cents),
        readCents: Math.abs(sectionSum(section.firstRow)),
      });
      // The section ends with its total: what follows is another section or the statement's notes.
      section = null;
      table = null;
      return;
    }
    if (beforeFirstTable) readSummaryLine(line);
  }

  function readSummaryLine(line: Line) {
    const label = line.cells
      .filter((cell) => !parseAmount(cell.text) && !/^\(?\d{1,5}\)?$/.test(cell.text))
      .map((cell) => cell.text)
      .join(' ');
    const kind = labelKind(label);
    const value = lastAmount(line);
    if (!value || !kind || kind === 'dailyBalances') return;
    const countCell = line.cells.find((cell) => /^\(?\d{1,5}\)?$/.test(cell.text));
    const inLabel = /(?:^|\s)\(?(\d{1,5})\)?(?:\s|$)/.exec(label);
    const count = countCell
      ? Number(countCell.text.replace(/[()]/g, ''))
      : inLabel
        ? Number(inLabel[1])
        : null;
    reading.summary.push({ kind, cents: Math.abs(value.cents), count });
  }

  function readDailyBalances(line: Line) {
    let date: PrintedDate | null = null;
    for (const cell of line.cells) {
      const asDate = parseDate(cell.text);
      const amount = parseAmount(cell.text);
      if (asDate) date = asDate;
      else if (amount && date) {
        reading.dailyBalances.push({ date, cents: amount.cents });
        date = null;
      } else if (amount || looksLikeMoney(cell.text))
        anomaly(`a daily balance without its date, ${rowLabel(line)}`);
    }
  }

  function readRow(line: Line) {
    if (!table) return;
    const columns = table.header.columns;
    let date: PrintedDate | null = null;
    const description: string[] = [];
    let checkNumber: string | null = null;
    let moved: { role: 'debit' | 'credit' | 'amount'; cents: number; marked: boolean } | null = null;
    let balance: number | null = null;
    let strays = 0;
    for (const cell of line.cells) {
      const amount = parseAmount(cell.text);
      const column = amount ? table.placed.get(cell) : nearestColumn(cell, columns);
      if (amount && column && isMoneyRole(column.role)) {
        if (column.role === 'balance') {
          if (balance !== null) strays++;
          balance = amount.cents;
        } else {
          if (moved) strays++;
          moved = { role: column.role, cents: amount.cents, marked: amount.signMarked };
        }
        continue;
      }
      if (column?.role === 'date' && date === null) {
        const whole = parseDate(cell.text);
        const leading = whole ? null : leadingDate(cell.text);
        if (whole) {
          date = whole;
          continue;
        }
        if (leading) {
          date = leading.date;
          description.push(leading.rest);
          continue;
        }
      }
      if (column?.role === 'checkNumber' && /^\d{1,10}$/.test(cell.text)) {
        checkNumber = cell.text;
        continue;
      }
      if (looksLikeMoney(cell.text) && column && isMoneyRole(column.role)) strays++;
      description.push(cell.text);
    }
    if (strays > 0) {
      anomaly(`a row with more amounts than columns, ${rowLabel(line)}`);
      lastRow = null;
      return;
    }
    const text = [checkNumber ? `CHECK ${checkNumber}` : null, ...description].filter(Boolean).join(' ');

    if (!moved) {
      if (date) {
        dropPending();
        pending = { date, description: text ? [text] : [], line };
        lastRow = null;
        return;
      }
      if (balance !== null) {
        anomaly(`a balance without an amount, ${rowLabel(line)}`);
        lastRow = null;
        return;
      }
      continueDescription(line, text);
      return;
    }

    const rowDate = date ?? pending?.date ?? reading.rows[reading.rows.length - 1]?.date ?? null;
    if (!rowDate) {
      anomaly(`an amount without a date, ${rowLabel(line)}`);
      return;
    }
    const descriptionParts = date === null && pending ? [...pending.description, text] : [text];
    if (date !== null) dropPending();
    pending = null;
    const sign = moved.role === 'debit' ? -1 : moved.role === 'credit' ? 1 : 0;
    const sectionSign = section?.kind === 'debits' ? -1 : section?.kind === 'credits' ? 1 : 1;
    const amountCents =
      sign !== 0
        ? sign * Math.abs(moved.cents)
        : moved.marked
          ? moved.cents
          : sectionSign * Math.abs(moved.cents);
    reading.rows.push({
      date: rowDate,
      description: descriptionParts.filter(Boolean).join(' '),
      amountCents: amountCents === 0 ? 0 : amountCents,
      balanceCents: balance,
      page: line.page,
    });
    rowRoles.push(moved.role);
    lastRow = { line };
  }

  /** A line of words under the description column just below a row: the rest of its description. */
  function continueDescription(line: Line, text: string) {
    const target = pending ? pending.line : lastRow?.line;
    const columns = table?.header.columns ?? [];
    const description = columns.find((column) => column.role === 'description');
    const firstMoney = Math.min(
      ...columns.filter((column) => isMoneyRole(column.role)).map((column) => column.x0),
    );
    const first = line.cells[0] as Cell;
    const last = line.cells[line.cells.length - 1] as Cell;
    const below =
      target && target.page === line.page && target.y - line.y > 0 && target.y - line.y <= 2.2 * line.size;
    const underDescription = (!description || first.x0 >= description.x0 - 2) && last.x1 <= firstMoney + 2;
    if (!target || !below || !underDescription || !text) {
      lastRow = null;
      return;
    }
    if (pending) {
      pending.description.push(text);
      pending.line = line;
      return;
    }
    const row = reading.rows[reading.rows.length - 1];
    if (row) row.description = `${row.description} ${text}`.trim();
    lastRow = { line };
  }
}
