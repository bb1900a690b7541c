import type { PDFPage } from 'pdf-lib';
import type { PlannedTransaction, Section } from '../activity.ts';
import { everyDay } from '../calendar.ts';
import { money, StatementPdf } from '../pdf-writer.ts';
import type { PrintedRow } from '../truth.ts';
import { PageFlow, pageFooters } from './flow.ts';
import { closingBalance, type Layout, longDate, monthDay, sumOf } from './layout.ts';

const SECTIONS: { section: Section; title: string; total: string; summary: string }[] = [
  {
    section: 'deposits',
    title: 'DEPOSITS AND ADDITIONS',
    total: 'Total Deposits and Additions',
    summary: 'Deposits and Additions',
  },
  { section: 'checks', title: 'CHECKS PAID', total: 'Total Checks Paid', summary: 'Checks Paid' },
  {
    section: 'electronic',
    title: 'ELECTRONIC WITHDRAWALS',
    total: 'Total Electronic Withdrawals',
    summary: 'Electronic Withdrawals',
  },
  { section: 'fees', title: 'FEES', total: 'Total Fees', summary: 'Fees' },
];

const signed = (cents: number) => (cents < 0 ? `-${money(cents)}` : money(cents));

/**
 * A large bank's sectioned statement: a checking summary with counts, then deposits, checks paid
 * (number, date paid), electronic withdrawals and fees, each with its header and total, dates
 * without a year, and a daily ending balance table three days to a line. No running balance.
 */
export const sectionedLayout: Layout = async ({ identity, activity, hidden }) => {
  const pdf = await StatementPdf.create();
  const { start, end } = activity.period;
  const size = 8;
  const pitch = 10.5;
  const right = 566;
  let continuing: string | null = null;
  let currentHeader: ((page: PDFPage, y: number) => number) | null = null;

  const flow = new PageFlow(
    pdf,
    (page, index) => {
      pdf.text(page, `${longDate(start)} through ${longDate(end)}`, 380, 750, { size: 8 });
      pdf.text(page, `Account Number: ${identity.accountNumber}`, 380, 739, { size: 8 });
      if (index > 0) {
        pdf.text(page, identity.bankName, 40, 750, { size: 9, font: 'bold' });
        let y = 712;
        if (continuing && currentHeader) {
          pdf.text(page, `${continuing} (continued)`, 40, y, { size: 9, font: 'bold' });
          y = currentHeader(page, y - 14);
        }
        return y;
      }
      pdf.text(page, identity.bankName, 40, 748, { size: 14, font: 'bold' });
      pdf.text(page, 'Customer Service: 1-800-555-0199 | www.summitbank.example', 40, 737, { size: 7 });
      pdf.textLines(page, identity.holder, 40, 700, 10, { size: 8.5 });
      return 650;
    },
    58,
  );

  // The checking summary.
  const summary = flow.take(100);
  pdf.text(summary.page, 'CHECKING SUMMARY', 40, summary.y, { size: 10, font: 'bold' });
  pdf.text(summary.page, 'INSTANCES', 400, summary.y - 14, { size: 7.5, font: 'bold', align: 'right' });
  pdf.text(summary.page, 'AMOUNT', right, summary.y - 14, { size: 7.5, font: 'bold', align: 'right' });
  let y = summary.y - 26;
  const summaryLine = (label: string, count: string, amount: string) => {
    pdf.text(summary.page, label, 40, y, { size: 8.5 });
    if (count) pdf.text(summary.page, count, 400, y, { size: 8.5, align: 'right' });
    pdf.text(summary.page, amount, right, y, { size: 8.5, align: 'right' });
    y -= 11;
  };
  summaryLine('Beginning Balance', '', `$${signed(activity.openingCents)}`);
  const bySection = (section: Section) => activity.transactions.filter((t) => t.section === section);
  for (const { section, summary: label } of SECTIONS) {
    const transactions = bySection(section);
    if (transactions.length === 0) continue;
    summaryLine(label, String(transactions.length), signed(sumOf(transactions)));
  }
  summaryLine('Ending Balance', String(activity.transactions.length), `$${signed(closingBalance(activity))}`);
  flow.y = y - 14;

  const printed: PrintedRow[] = [];
  for (const { section, title, total } of SECTIONS) {
    const all = bySection(section);
    if (all.length === 0) continue;
    const checks = section === 'checks';
    const header = (page: PDFPage, top: number) => {
      if (checks) {
        pdf.text(page, 'CHECK NO.', 40, top, { size: 7.5, font: 'bold' });
        pdf.text(page, 'DESCRIPTION', 110, top, { size: 7.5, font: 'bold' });
        pdf.text(page, 'DATE PAID', 420, top, { size: 7.5, font: 'bold' });
      } else {
        pdf.text(page, 'DATE', 40, top, { size: 7.5, font: 'bold' });
        pdf.text(page, 'DESCRIPTION', 90, top, { size: 7.5, font: 'bold' });
      }
      pdf.text(page, 'AMOUNT', right, top, { size: 7.5, font: 'bold', align: 'right' });
      pdf.rule(page, 36, 576, top - 3);
      return top - 14;
    };
    const top = flow.take(40);
    pdf.text(top.page, title, 40, top.y, { size: 9, font: 'bold' });
    flow.y = header(top.page, top.y - 14);
    continuing = title;
    currentHeader = header;
    for (const transaction of all) {
      if (transaction === hidden) continue;
      const lines = checks ? [''] : transaction.lines;
      const row = flow.take(pitch * lines.length);
      writeRow(pdf, row.page, row.y, transaction, checks, pitch, size, right);
      printed.push({ transaction, balanceCents: null });
    }
    continuing = null;
    const totalLine = flow.take(pitch + 12);
    pdf.text(totalLine.page, total, 40, totalLine.y, { size, font: 'bold' });
    pdf.text(totalLine.page, `$${money(sumOf(all))}`, right, totalLine.y, {
      size,
      font: 'bold',
      align: 'right',
    });
    flow.y -= 6;
  }

  // Daily ending balances: each day with activity, three to a line.
  const withActivity = everyDay(start, end).filter((date) =>
    activity.transactions.some((t) => t.date === date),
  );
  let balance = activity.openingCents;
  const daily = everyDay(start, end).flatMap((date) => {
    balance += sumOf(activity.transactions.filter((t) => t.date === date));
    return withActivity.includes(date) ? [{ date, balance }] : [];
  });
  const dailyHeader = (page: PDFPage, top: number) => {
    for (const x of [40, 220, 400]) {
      pdf.text(page, 'DATE', x, top, { size: 7.5, font: 'bold' });
      pdf.text(page, 'AMOUNT', x + 150, top, { size: 7.5, font: 'bold', align: 'right' });
    }
    return top - 13;
  };
  const dailyTop = flow.take(40);
  pdf.text(dailyTop.page, 'DAILY ENDING BALANCE', 40, dailyTop.y, { size: 9, font: 'bold' });
  flow.y = dailyHeader(dailyTop.page, dailyTop.y - 14);
  continuing = 'DAILY ENDING BALANCE';
  currentHeader = dailyHeader;
  for (let index = 0; index < daily.length; index += 3) {
    const line = flow.take(pitch);
    daily.slice(index, index + 3).forEach((entry, at) => {
      const x = [40, 220, 400][at] as number;
      pdf.text(line.page, monthDay(entry.date), x, line.y, { size });
      pdf.text(line.page, signed(entry.balance), x + 150, line.y, { size, align: 'right' });
    });
  }
  continuing = null;
  pageFooters(pdf, (page, pages) => `Page ${page} of ${pages}`);
  return { bytes: await pdf.save(), printed, pages: pdf.pages.length };
};

function writeRow(
  pdf: StatementPdf,
  page: PDFPage,
  y: number,
  transaction: PlannedTransaction,
  checks: boolean,
  pitch: number,
  size: number,
  right: number,
) {
  if (checks) {
    pdf.text(page, transaction.checkNumber ?? '', 40, y, { size });
    pdf.text(page, monthDay(transaction.date), 420, y, { size });
  } else {
    pdf.text(page, monthDay(transaction.date), 40, y, { size });
    pdf.textLines(page, transaction.lines, 90, y, pitch, { size });
  }
  pdf.text(page, money(transaction.amountCents), right, y, { size, align: 'right' });
}
