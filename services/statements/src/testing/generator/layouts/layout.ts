import type { Activity, PlannedTransaction } from '../activity.ts';
import type { Random } from '../random.ts';
import type { PrintedRow } from '../truth.ts';
import type { StatementIdentity } from './flow.ts';

export interface LayoutInput {
  random: Random;
  identity: StatementIdentity;
  activity: Activity;
  /** A row left out of the printout, its amount still in every balance and total printed. */
  hidden: PlannedTransaction | null;
}

export interface LayoutOutput {
  bytes: Uint8Array;
  /** The transaction rows as printed, in order. */
  printed: PrintedRow[];
  pages: number;
}

export type Layout = (input: LayoutInput) => Promise<LayoutOutput>;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const parts = (iso: string) => ({ year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10) });

/** 10/03/2026 */
export const slashDate = (iso: string) => `${parts(iso).month}/${parts(iso).day}/${parts(iso).year}`;
/** 10/03/26 */
export const shortSlashDate = (iso: string) =>
  `${parts(iso).month}/${parts(iso).day}/${parts(iso).year.slice(2)}`;
/** 10/03 */
export const monthDay = (iso: string) => `${parts(iso).month}/${parts(iso).day}`;
/** 10-03-2026 */
export const dashDate = (iso: string) => `${parts(iso).month}-${parts(iso).day}-${parts(iso).year}`;
/** Oct 03, 2026 */
export const namedDate = (iso: string) =>
  `${MONTH_NAMES[Number(parts(iso).month) - 1]} ${parts(iso).day}, ${parts(iso).year}`;
/** OCT 03 */
export const upperMonthDay = (iso: string) =>
  `${(MONTH_NAMES[Number(parts(iso).month) - 1] as string).toUpperCase()} ${parts(iso).day}`;
/** October 1, 2026 */
export const longDate = (iso: string) =>
  `${LONG_MONTH_NAMES[Number(parts(iso).month) - 1]} ${Number(parts(iso).day)}, ${parts(iso).year}`;

/** The rows to print with the running balance after each (the hidden row still moves the balance). */
export function withBalances(activity: Activity, hidden: PlannedTransaction | null) {
  let balance = activity.openingCents;
  return activity.transactions.flatMap((transaction) => {
    balance += transaction.amountCents;
    return transaction === hidden ? [] : [{ transaction, balanceCents: balance }];
  });
}

export const closingBalance = (activity: Activity) =>
  activity.openingCents +
  activity.transactions.reduce((sum, transaction) => sum + transaction.amountCents, 0);
export const sumOf = (transactions: readonly PlannedTransaction[]) =>
  transactions.reduce((sum, transaction) => sum + transaction.amountCents, 0);
