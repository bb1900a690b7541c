import type { PDFPage } from 'pdf-lib';
import { money, StatementPdf } from '../pdf-writer.ts';
import type { PrintedRow } from '../truth.ts';
import { PageFlow, pageFooters } from './flow.ts';
import { closingBalance, dashDate, type Layout, withBalances } from './layout.ts';

/**
 * A savings bank's statement in the debit and credit tradition: Debit and Credit columns, every
 * balance marked CR (in funds) or DR (overdrawn), dates as 10-03-2026 printed once per day, a
 * "BALANCE FORWARD" first row and a "CLOSING BALANCE" last row, no summary.
 */
export const debitCreditLayout: Layout = async ({ identity, activity, hidden }) => {
  const pdf = await StatementPdf.create();
  const { start, end } = activity.period;
  const columns = { date: 40, description: 104, debit: 410, credit: 480, balance: 548, mark: 552 };
  const size = 7.5;
  const pitch = 10;
  const rows = withBalances(activity, hidden);
  const number = identity.accountNumber;
  const formatted = `${number.slice(0, 4)}-${number.slice(4, -4)}-${number.slice(-4)}`;

  const balanceCells = (page: PDFPage, y: number, cents: number) => {
    pdf.text(page, money(cents), columns.balance, y, { size, align: 'right' });
    pdf.text(page, cents < 0 ? 'DR' : 'CR', columns.mark, y, { size });
  };
  const tableHeader = (page: PDFPage, y: number) => {
    pdf.band(page, 36, y - 3, 540, 11);
    pdf.text(page, 'Date', columns.date, y, { size, font: 'bold' });
    pdf.text(page, 'Transaction Description', columns.description, y, { size, font: 'bold' });
    pdf.text(page, 'Debit', columns.debit, y, { size, font: 'bold', align: 'right' });
    pdf.text(page, 'Credit', columns.credit, y, { size, font: 'bold', align: 'right' });
    pdf.text(page, 'Balance', columns.balance, y, { size, font: 'bold', align: 'right' });
    return y - 14;
  };
  const flow = new PageFlow(
    pdf,
    (page, index) => {
      pdf.text(page, identity.bankName, 40, 750, { size: index === 0 ? 13 : 9, font: 'bold' });
      pdf.text(page, `Account No. ${formatted}`, 390, 750, { size: 8 });
      pdf.text(page, `Period Covered: ${dashDate(start)} to ${dashDate(end)}`, 390, 739, { size: 8 });
      if (index > 0) return tableHeader(page, 712);
      pdf.text(page, '200 Main Street, Cedar Falls, IA 50613', 40, 738, { size: 7.5 });
      pdf.textLines(page, identity.holder, 40, 700, 10, { size: 8.5 });
      pdf.text(page, 'BUSINESS CHECKING', 40, 640, { size: 10, font: 'bold' });
      return tableHeader(page, 620);
    },
    56,
  );

  const opening = flow.take(pitch);
  pdf.text(opening.page, dashDate(start), columns.date, opening.y, { size });
  pdf.text(opening.page, 'BALANCE FORWARD', columns.description, opening.y, { size });
  balanceCells(opening.page, opening.y, activity.openingCents);
  const printed: PrintedRow[] = [];
  let lastDate: string | null = null;
  let lastPage: unknown = null;
  for (const row of rows) {
    const { transaction } = row;
    const { page, y } = flow.take(pitch * transaction.lines.length);
    // The date once per day, and again at the top of a page.
    if (transaction.date !== lastDate || page !== lastPage)
      pdf.text(page, dashDate(transaction.date), columns.date, y, { size });
    lastDate = transaction.date;
    lastPage = page;
    pdf.textLines(page, transaction.lines, columns.description, y, pitch, { size });
    const column = transaction.amountCents < 0 ? columns.debit : columns.credit;
    pdf.text(page, money(transaction.amountCents), column, y, { size, align: 'right' });
    balanceCells(page, y, row.balanceCents);
    printed.push(row);
  }
  const closing = flow.take(pitch);
  pdf.text(closing.page, dashDate(end), columns.date, closing.y, { size });
  pdf.text(closing.page, 'CLOSING BALANCE', columns.description, closing.y, { size });
  balanceCells(closing.page, closing.y, closingBalance(activity));
  pageFooters(pdf, (page, pages) => `Page ${page} of ${pages}`);
  return { bytes: await pdf.save(), printed, pages: pdf.pages.length };
};
