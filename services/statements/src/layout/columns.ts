import { parseAmount } from '../text/amounts.ts';
import { findDates } from '../text/dates.ts';
import type { Cell, Line } from './lines.ts';

export type ColumnRole = 'date' | 'description' | 'checkNumber' | 'debit' | 'credit' | 'amount' | 'balance';
export type MoneyRole = 'debit' | 'credit' | 'amount' | 'balance';

export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
}

/** A table's header line: the columns of a transaction table, or of a daily balance table (date, balance, date, balance...). */
export interface TableHeader {
  kind: 'transactions' | 'dailyBalances';
  columns: Column[];
}

const MONEY_ROLES: ReadonlySet<ColumnRole> = new Set(['debit', 'credit', 'amount', 'balance']);
export const isMoneyRole = (role: ColumnRole): role is MoneyRole => MONEY_ROLES.has(role);

// The words of column headings, from the specific to the general: "Ending daily balance" is a
// balance, "Transaction date" a date, "Withdrawals/Debits" a debit, "Transaction amount" an amount.
const ROLES: readonly [RegExp, ColumnRole][] = [
  [/balance/, 'balance'],
  [/description|details|payee|memo|particulars|narrative/, 'description'],
  [/\bdate\b|^posted$|^post$|^day$/, 'date'],
  [/check\s*(no|num|number|#)|^check$|^number$|^no$/, 'checkNumber'],
  [/withdrawal|debit|subtraction|paid out|money out|charges|payments/, 'debit'],
  [/deposit|credit|addition|paid in|money in/, 'credit'],
  [/amount/, 'amount'],
  [/transaction|activity/, 'description'],
];

export function roleOf(heading: string): ColumnRole | null {
  const words = heading
    .toLowerCase()
    .replace(/[^a-z#/ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return ROLES.find(([pattern]) => pattern.test(words))?.[1] ?? null;
}

/**
 * The header of a table, when `line` is one: headings only (no amount, no date), a date column and a
 * money column at least, and nothing else that is not a heading (one stray word is allowed: "Ref").
 */
export function readTableHeader(line: Line): TableHeader | null {
  if (line.cells.some((cell) => parseAmount(cell.text) || findDates(cell.text).length > 0)) return null;
  const columns: Column[] = [];
  let unknown = 0;
  for (const cell of line.cells) {
    const role = roleOf(cell.text);
    if (role) columns.push({ role, x0: cell.x0, x1: cell.x1 });
    else unknown++;
  }
  const dates = columns.filter((column) => column.role === 'date').length;
  const money = columns.filter((column) => isMoneyRole(column.role));
  if (dates === 0 || money.length === 0 || unknown > 1) return null;
  const onlyBalances = money.every((column) => column.role === 'balance' || column.role === 'amount');
  const dailyBalances = dates >= 2 || money.every((column) => column.role === 'balance');
  return { kind: dailyBalances && onlyBalances ? 'dailyBalances' : 'transactions', columns };
}

/** How far apart a cell and a column are: negative is overlap (the more, the closer), positive a gap. */
function distance(cell: Cell, column: Column): number {
  const overlap = Math.min(cell.x1, column.x1) - Math.max(cell.x0, column.x0);
  return -overlap;
}

/** The column a cell sits in: the one it overlaps most, or the nearest. */
export function nearestColumn(cell: Cell, columns: readonly Column[]): Column | null {
  let best: Column | null = null;
  for (const column of columns) if (!best || distance(cell, column) < distance(cell, best)) best = column;
  return best;
}

// Amounts a generator right-aligns share their right edge to a fraction of a point.
const ALIGNMENT_TOLERANCE = 1.5;

/**
 * The money column of every amount printed in a table's lines. Each amount is first placed under
 * the heading it overlaps most; then amounts that share a right edge (a right-aligned column) go
 * together to the column most of them were placed in, so one long amount that reaches under the
 * neighbouring heading stays in its own column.
 */
export function placeAmounts(lines: readonly Line[], columns: readonly Column[]): Map<Cell, Column> {
  const money = columns.filter((column) => isMoneyRole(column.role));
  const placed = new Map<Cell, Column>();
  if (money.length === 0) return placed;
  const cells = lines.flatMap((line) => line.cells.filter((cell) => parseAmount(cell.text)));
  for (const cell of cells) {
    const column = nearestColumn(cell, money);
    if (column) placed.set(cell, column);
  }
  const byEdge = [...cells].sort((a, b) => a.x1 - b.x1);
  let start = 0;
  while (start < byEdge.length) {
    let end = start + 1;
    while (
      end < byEdge.length &&
      (byEdge[end] as Cell).x1 - (byEdge[end - 1] as Cell).x1 <= ALIGNMENT_TOLERANCE
    )
      end++;
    const group = byEdge.slice(start, end);
    const votes = new Map<Column, number>();
    for (const cell of group) {
      const column = placed.get(cell);
      if (column) votes.set(column, (votes.get(column) ?? 0) + 1);
    }
    const winner = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (winner) for (const cell of group) placed.set(cell, winner);
    start = end;
  }
  return placed;
}
