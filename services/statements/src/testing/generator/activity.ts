import { day, everyDay, isBankDay } from './calendar.ts';
import type { Random } from './random.ts';

/** Where a sectioned statement lists a transaction. */
export type Section = 'deposits' | 'checks' | 'electronic' | 'fees';

export interface PlannedTransaction {
  date: string;
  /** The description as printed, one entry per line. */
  lines: string[];
  amountCents: number;
  section: Section;
  /** A paid check's number (a sectioned statement prints it in a column of its own). */
  checkNumber: string | null;
  /** An NSF, overdraft or returned-item fee. */
  nsfFee: boolean;
}

/** A debit the generator repeats on purpose: what the reader must report as a position. */
export interface PlantedDebit {
  /** The payee's words, all without digits: every other word of the description carries a digit. */
  payee: string;
  amountCents: number;
  cadence: 'daily' | 'weekly' | 'monthly';
}

export interface ActivityPlan {
  period: { start: string; end: string };
  openingCents: number;
  /** A funder's daily debit, every bank day from `from` to the end of the period. */
  funder: PlantedDebit & { from: string };
  /** A weekly debit on this weekday (1 = Monday), moved to the next bank day by a holiday. */
  weekly?: PlantedDebit & { weekday: number };
  /** A monthly debit on this day of the month, moved to the next bank day when it is not one. */
  monthly?: PlantedDebit & { dayOfMonth: number };
}

export interface Activity {
  period: { start: string; end: string };
  openingCents: number;
  /** In posting order: by day, credits first. */
  transactions: PlannedTransaction[];
}

const MERCHANTS = [
  'HOME DEPOT',
  'LOWES',
  'SHELL OIL',
  'STAPLES',
  'AMAZON MKTPL',
  'COSTCO WHSE',
  'TOTAL WINE & MORE',
  'SYSCO FOODS',
  'UPS STORE',
  'OFFICE DEPOT',
];
const CITIES = ['SPRINGFIELD IL', 'DAYTON OH', 'TULSA OK', 'AUSTIN TX', 'FRESNO CA', 'MACON GA'];
const BILLERS = [
  'CITY OF SPRINGFIELD UTILITIES',
  'STATE FARM INSURANCE',
  'VERIZON WIRELESS',
  'COMCAST BUSINESS',
  'INTUIT QUICKBOOKS',
  'ADP PAYROLL FEES',
];
const CUSTOMERS = ['NORTHSIDE HOSPITAL', 'BLUE RIVER SCHOOLS', 'MAPLE PROPERTIES', 'CITY OF DAYTON'];

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => String(random.int(0, 9))).join('');
const between = (random: Random, lowDollars: number, highDollars: number) =>
  random.int(lowDollars * 100, highDollars * 100);

/** The next bank day on or after `date`. */
function bankDayFrom(date: string, last: string): string | null {
  return everyDay(date, last).find(isBankDay) ?? null;
}

/**
 * A month of a small business's account: card settlements and deposits, card purchases, bills,
 * checks, the planted debits, and one stretch below zero (a large payment clears before the
 * deposits that should have covered it) with the overdraft and NSF fees it brings, then the
 * transfer that ends it. Decoys that are not NSF fees: a monthly service fee, a wire fee, an
 * overdraft protection transfer (money in).
 */
export function planActivity(random: Random, plan: ActivityPlan): Activity {
  const { period } = plan;
  const days = everyDay(period.start, period.end);
  const bankDays = days.filter(isBankDay);
  const crunchDay = bankDays[
    random.int(Math.floor(bankDays.length / 3), Math.floor((2 * bankDays.length) / 3))
  ] as string;
  const feeDay = bankDays[bankDays.indexOf(crunchDay) + 1] as string;
  const recoveryDay = bankDays[bankDays.indexOf(crunchDay) + random.int(2, 3)] as string;
  const weeklyDays = new Set<string>();
  if (plan.weekly) {
    for (const date of days) {
      if (day(date).getUTCDay() !== plan.weekly.weekday) continue;
      const paid = bankDayFrom(date, period.end);
      if (paid) weeklyDays.add(paid);
    }
  }
  let monthlyDay: string | null = null;
  if (plan.monthly) {
    const dayOfMonth = String(plan.monthly.dayOfMonth).padStart(2, '0');
    const scheduled = days.find((date) => date.endsWith(`-${dayOfMonth}`));
    monthlyDay = scheduled ? bankDayFrom(scheduled, period.end) : null;
  }
  let checkNumber = random.int(1001, 8800);

  const transactions: PlannedTransaction[] = [];
  let balance = plan.openingCents;
  const add = (
    date: string,
    lines: string[],
    amountCents: number,
    section: Section,
    extra: Partial<PlannedTransaction> = {},
  ) => {
    transactions.push({ date, lines, amountCents, section, checkNumber: null, nsfFee: false, ...extra });
    balance += amountCents;
  };
  const debitLines = (payee: string) => [payee, `ID:${digits(random, 7)} REF#${digits(random, 9)}`];

  for (const date of bankDays) {
    // Credits first, as banks post them.
    if (random.chance(0.75))
      add(
        date,
        [`DEPOSIT MERCHANT SVCS SETTLEMENT`, `MID:${digits(random, 12)}`],
        between(random, 300, 4200),
        'deposits',
      );
    if (random.chance(0.15))
      add(date, [`MOBILE DEPOSIT REF #${digits(random, 10)}`], between(random, 80, 2500), 'deposits');
    if (random.chance(0.1))
      add(
        date,
        [
          `ACH CREDIT ${random.pick(CUSTOMERS)}`,
          `PAYMENT ID:${digits(random, 8)}`,
          `TRN*1*${digits(random, 10)}`,
        ],
        between(random, 500, 6000),
        'deposits',
      );
    if (date === recoveryDay) {
      const label = random.chance(0.5)
        ? `OVERDRAFT PROTECTION TRANSFER FROM SAV ${digits(random, 6)}`
        : `ONLINE TRANSFER FROM SAVINGS ${digits(random, 6)}`;
      add(date, [label], Math.max(0, -balance) + between(random, 500, 3000), 'deposits');
    }

    if (random.chance(0.08)) {
      checkNumber += random.int(1, 3);
      add(date, [`CHECK ${checkNumber}`], -between(random, 100, 2500), 'checks', {
        checkNumber: String(checkNumber),
      });
    }
    for (let purchase = random.int(0, 2); purchase > 0; purchase--)
      add(
        date,
        [
          `POS PURCHASE ${random.pick(MERCHANTS)} #${digits(random, 4)}`,
          `${random.pick(CITIES)} CARD ${digits(random, 4)}`,
        ],
        -between(random, 15, 450),
        'electronic',
      );
    if (random.chance(0.12))
      add(date, debitLines(`ACH DEBIT ${random.pick(BILLERS)}`), -between(random, 50, 900), 'electronic');
    if (date >= plan.funder.from)
      add(date, debitLines(plan.funder.payee), -plan.funder.amountCents, 'electronic');
    if (plan.weekly && weeklyDays.has(date))
      add(date, debitLines(plan.weekly.payee), -plan.weekly.amountCents, 'electronic');
    if (plan.monthly && date === monthlyDay)
      add(date, debitLines(plan.monthly.payee), -plan.monthly.amountCents, 'electronic');
    if (date === crunchDay) {
      const rent = Math.max(0, balance) + between(random, 100, 2500);
      add(date, [`ACH DEBIT IRS USATAXPYMT`, `ID:${digits(random, 10)}`], -rent, 'electronic');
    }
    if (date === feeDay) {
      add(date, [`OVERDRAFT ITEM FEE`, `FOR ITEM #${digits(random, 5)}`], -3500, 'fees', { nsfFee: true });
      if (random.chance(0.6))
        add(date, [`NSF RETURNED ITEM FEE #${digits(random, 4)}`], -3500, 'fees', { nsfFee: true });
      if (random.chance(0.3)) add(date, [`RETURNED ITEM FEE`], -1200, 'fees', { nsfFee: true });
    }
    if (random.chance(0.04)) add(date, [`WIRE TRANSFER FEE`], -2500, 'fees');
  }
  const lastBankDay = bankDays[bankDays.length - 1];
  if (lastBankDay && random.chance(0.7)) add(lastBankDay, ['MONTHLY SERVICE FEE'], -1500, 'fees');

  return { period, openingCents: plan.openingCents, transactions: sortPosting(transactions) };
}

/** By day, credits before debits within a day, otherwise in the order made. */
function sortPosting(transactions: PlannedTransaction[]): PlannedTransaction[] {
  return transactions
    .map((transaction, index) => ({ transaction, index }))
    .sort(
      (a, b) =>
        a.transaction.date.localeCompare(b.transaction.date) ||
        Number(a.transaction.amountCents < 0) - Number(b.transaction.amountCents < 0) ||
        a.index - b.index,
    )
    .map(({ transaction }) => transaction);
}
