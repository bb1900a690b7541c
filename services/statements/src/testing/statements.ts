/**
 * Synthetic bank statements with their truth, for tests and the bench: five layouts, each a family
 * of real US statements, seeded so a failing seed can be replayed. Each statement is a month of a
 * small business's account with a funder's daily debit, fees, days below zero and multi-line
 * descriptions over several pages; its truth is every figure the reader must produce, computed by
 * the generator from what it put in (generator/truth.ts), never by the reader's code.
 */
import type { RecurringDebit, StatementSummary } from '@funding/contracts';
import type { StatementFigures } from '../reading/read-statement.ts';
import {
  type Activity,
  type PlannedTransaction,
  type PlantedDebit,
  planActivity,
} from './generator/activity.ts';
import { isBankDay, plusDays } from './generator/calendar.ts';
import { debitCreditLayout } from './generator/layouts/debit-credit.ts';
import { fixedWidthLayout } from './generator/layouts/fixed-width.ts';
import type { StatementIdentity } from './generator/layouts/flow.ts';
import type { Layout } from './generator/layouts/layout.ts';
import { ledgerLayout } from './generator/layouts/ledger.ts';
import { sectionedLayout } from './generator/layouts/sectioned.ts';
import { signedAmountsLayout } from './generator/layouts/signed-amounts.ts';
import { writeInvoice, writeLetter, writeScan } from './generator/not-statements.ts';
import { type Random, seededRandom } from './generator/random.ts';
import { statementTruth } from './generator/truth.ts';

const LAYOUTS = {
  /** Separate Withdrawals and Deposits columns, running balance on every row. */
  ledger: {
    write: ledgerLayout,
    banks: ['Harbor State Bank', 'Lakeshore Community Bank', 'Prairie Hills Bank'],
  },
  /** One Amount column, debits in parentheses, the balance on each day's last row. */
  signedAmounts: {
    write: signedAmountsLayout,
    banks: ['Bluewater Federal Credit Union', 'Keystone Teachers Credit Union', 'Red Rock Credit Union'],
  },
  /** Deposits, checks paid, electronic withdrawals and fees, then a daily ending balance table. */
  sectioned: {
    write: sectionedLayout,
    banks: ['Summit National Bank, N.A.', 'Continental Bank, N.A.', 'Pioneer National Bank'],
  },
  /** Debit and Credit columns, balances marked CR and DR. */
  debitCredit: {
    write: debitCreditLayout,
    banks: ['Cedar Valley Savings Bank', 'Granite Savings Bank', 'Heritage Savings and Loan'],
  },
  /** A fixed-width printout: trailing minus, dates without a year, a 15th-to-14th cycle. */
  fixedWidth: {
    write: fixedWidthLayout,
    banks: ['FIRST PRAIRIE BANK & TRUST', 'OZARK MOUNTAIN BANK', 'GULF COAST COMMUNITY BANK'],
  },
} satisfies Record<string, { write: Layout; banks: readonly string[] }>;

export type StatementLayout = keyof typeof LAYOUTS;
export const STATEMENT_LAYOUTS = Object.keys(LAYOUTS) as StatementLayout[];

export interface GeneratedStatement {
  layout: StatementLayout;
  bytes: Uint8Array;
  pages: number;
  /** What the reader must produce for it, exactly. */
  truth: StatementFigures;
  /** The planted recurring debits it carries. */
  planted: PlantedDebit[];
}

const FUNDERS = [
  'ACH DEBIT RAPID CAPITAL FUNDING',
  'ACH DEBIT YELLOWSTONE CAP',
  'ACH DEBIT PEARL CAPITAL BUSINESS',
  'ACH DEBIT LIBERTAS FUNDING',
  'ACH DEBIT FOX BUSINESS FUNDING',
];
const HOLDERS = [
  ['ACME PLUMBING LLC', '1450 W MAIN ST', 'SPRINGFIELD IL 62704'],
  ['RIVERSIDE DINER INC', '22 LAKE AVE', 'DAYTON OH 45402'],
  ['BRIGHT SMILE DENTAL PC', '901 OAK BLVD STE 4', 'TULSA OK 74103'],
  ['NORTHWIND LOGISTICS LLC', '7 INDUSTRIAL PKWY', 'MACON GA 31201'],
];

function periodOf(layout: StatementLayout, month: string): { start: string; end: string } {
  const first = `${month}-01`;
  const nextMonth = plusDays(`${month}-28`, 4).slice(0, 7);
  if (layout === 'fixedWidth') return { start: `${month}-15`, end: `${nextMonth}-14` };
  return { start: first, end: plusDays(`${nextMonth}-01`, -1) };
}

function identityOf(random: Random, layout: StatementLayout): StatementIdentity {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
  return {
    bankName: random.pick(LAYOUTS[layout].banks),
    accountNumber: layout === 'sectioned' ? `000000${digits(9)}` : `${random.int(1, 9)}${digits(9)}`,
    holder: random.pick(HOLDERS),
  };
}

export interface StatementOptions {
  seed: number;
  layout: StatementLayout;
  /** 'YYYY-MM'; by default one from 2025-01 to 2027-12 chosen by the seed. */
  month?: string;
  openingCents?: number;
  funder?: PlantedDebit & { from?: string };
  /** A weekly debit; by default one statement in two has one, null for none. */
  weekly?: (PlantedDebit & { weekday: number }) | null;
  monthly?: PlantedDebit & { dayOfMonth: number };
  identity?: StatementIdentity;
  /** Leave one transaction row out of the printout (every balance and total still counts it). */
  missingRow?: boolean;
}

/** One statement of the layout, seeded, with its truth. */
export async function generateStatement(options: StatementOptions): Promise<GeneratedStatement> {
  const random = seededRandom(options.seed);
  const month = options.month ?? `${random.int(2025, 2027)}-${String(random.int(1, 12)).padStart(2, '0')}`;
  const period = periodOf(options.layout, month);
  const firstBankDays: string[] = [];
  for (let day = period.start; firstBankDays.length < 8; day = plusDays(day, 1))
    if (isBankDay(day)) firstBankDays.push(day);
  const funder = {
    payee: options.funder?.payee ?? random.pick(FUNDERS),
    amountCents: options.funder?.amountCents ?? random.int(149, 995) * 100 + random.pick([0, 0, 50, 99]),
    cadence: 'daily' as const,
    from: options.funder?.from ?? random.pick(firstBankDays),
  };
  const weekly =
    options.weekly === undefined
      ? random.chance(0.5)
        ? {
            payee: 'ACH DEBIT SHOPIFY CAPITAL',
            amountCents: random.int(200, 900) * 100,
            cadence: 'weekly' as const,
            weekday: random.int(1, 5),
          }
        : null
      : options.weekly;
  const activity: Activity = planActivity(random, {
    period,
    openingCents:
      options.openingCents ??
      (random.chance(0.1) ? -random.int(5_000, 80_000) : random.int(100_000, 2_500_000)),
    funder,
    weekly: weekly ?? undefined,
    monthly: options.monthly,
  });
  const identity = options.identity ?? identityOf(random, options.layout);
  const hidden: PlannedTransaction | null = options.missingRow
    ? (activity.transactions[random.int(0, activity.transactions.length - 1)] ?? null)
    : null;
  const { bytes, printed, pages } = await LAYOUTS[options.layout].write({
    random,
    identity,
    activity,
    hidden,
  });
  const planted: PlantedDebit[] = [
    funder,
    ...(weekly ? [weekly] : []),
    ...(options.monthly ? [options.monthly] : []),
  ];
  return {
    layout: options.layout,
    bytes,
    pages,
    truth: statementTruth({
      bankName: identity.bankName,
      accountNumber: identity.accountNumber,
      activity,
      printed,
    }),
    planted,
  };
}

export interface GeneratedApplication {
  statements: GeneratedStatement[];
  /** What summarizeStatements must produce from the statements' readings. */
  truth: { recurringDebits: RecurringDebit[]; summary: StatementSummary };
}

/**
 * Four consecutive monthly statements of one account (one layout, one bank): each month opens
 * with the last one's closing balance, and a funder's daily debit, a monthly loan payment and
 * sometimes a weekly debit run through all four.
 */
export async function generateApplicationStatements(
  seed: number,
  layout: StatementLayout,
): Promise<GeneratedApplication> {
  const random = seededRandom(seed);
  const identity = identityOf(random, layout);
  let month = `${random.int(2025, 2027)}-${String(random.int(1, 12)).padStart(2, '0')}`;
  const funder = {
    payee: random.pick(FUNDERS),
    amountCents: random.int(149, 995) * 100,
    cadence: 'daily' as const,
  };
  const monthly = {
    payee: 'ACH DEBIT SBA EIDL LOAN PMT',
    amountCents: random.int(300, 2500) * 100 + 31,
    cadence: 'monthly' as const,
    dayOfMonth: random.int(3, 10),
  };
  const weekly = random.chance(0.5)
    ? {
        payee: 'ACH DEBIT SHOPIFY CAPITAL',
        amountCents: random.int(200, 900) * 100,
        cadence: 'weekly' as const,
        weekday: random.int(1, 5),
      }
    : null;
  let openingCents = random.int(100_000, 2_500_000);
  const statements: GeneratedStatement[] = [];
  for (let index = 0; index < 4; index++) {
    const statement = await generateStatement({
      seed: random.int(0, 2 ** 31 - 1),
      layout,
      month,
      openingCents,
      identity,
      funder: index === 0 ? funder : { ...funder, from: periodOf(layout, month).start },
      monthly,
      weekly,
    });
    statements.push(statement);
    openingCents = statement.truth.closingBalanceCents as number;
    month = plusDays(`${month}-28`, 4).slice(0, 7);
  }
  return { statements, truth: applicationTruth(statements, [funder, monthly, ...(weekly ? [weekly] : [])]) };
}

function applicationTruth(
  statements: GeneratedStatement[],
  planted: PlantedDebit[],
): GeneratedApplication['truth'] {
  const truths = statements.map((statement) => statement.truth);
  const transactions = truths.flatMap((truth) => truth.transactions);
  const recurringDebits = planted
    .map((debit) => ({
      description: debit.payee,
      amountCents: debit.amountCents,
      count: transactions.filter(
        (transaction) =>
          transaction.amountCents === -debit.amountCents &&
          transaction.description.startsWith(`${debit.payee} ID:`),
      ).length,
      cadence: debit.cadence,
    }))
    .sort(
      (a, b) =>
        ['daily', 'weekly', 'monthly'].indexOf(a.cadence) - ['daily', 'weekly', 'monthly'].indexOf(b.cadence),
    );
  const days = truths.reduce((sum, truth) => sum + dayCount(truth), 0);
  const deposits = truths.reduce((sum, truth) => sum + (truth.depositsCents ?? 0), 0);
  const dailyTotal = truths.reduce((sum, truth) => sum + dailyBalanceTotal(truth), 0);
  return {
    recurringDebits,
    summary: {
      months: statements.length,
      averageMonthlyDepositsCents: Math.round(deposits / statements.length),
      averageDailyBalanceCents: Math.sign(dailyTotal) * Math.round(Math.abs(dailyTotal) / days) || 0,
      nsfCount: truths.reduce((sum, truth) => sum + (truth.nsfCount ?? 0), 0),
      negativeDays: truths.reduce((sum, truth) => sum + (truth.negativeDays ?? 0), 0),
    },
  };
}

const dayCount = (truth: StatementFigures) =>
  (Date.parse(truth.periodEnd as string) - Date.parse(truth.periodStart as string)) / 86_400_000 + 1;

/** The sum of the end-of-day balances of a statement's period. */
function dailyBalanceTotal(truth: StatementFigures): number {
  let total = 0;
  for (let day = truth.periodStart as string; day <= (truth.periodEnd as string); day = plusDays(day, 1))
    total +=
      (truth.openingBalanceCents as number) +
      truth.transactions.filter((t) => t.date <= day).reduce((sum, t) => sum + t.amountCents, 0);
  return total;
}

export const generateScannedStatement = (seed: number) => writeScan(seededRandom(seed));
export const generateInvoice = (seed: number) => writeInvoice(seededRandom(seed));
export const generateLetter = (seed: number) => writeLetter(seededRandom(seed));
