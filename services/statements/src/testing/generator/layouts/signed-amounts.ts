import type { PDFPage } from 'pdf-lib';
import { money, StatementPdf } from '../pdf-writer.ts';
import type { PrintedRow } from '../truth.ts';
import { PageFlow, pageFooters } from './flow.ts';
import { closingBalance, type Layout, namedDate, slashDate, withBalances } from './layout.ts';

const accounting = (cents: number) => (cents < 0 ? `(${money(cents)})` : money(cents));

/**
 * A credit union's statement: one Amount column with debits in parentheses, dates as "Oct 03, 2026",
 * and the balance printed only on the last row of each day (the others leave it blank).
 */
export const signedAmountsLayout: Layout = async ({ identity, activity, hidden }) => {
  const pdf = await StatementPdf.create();
  const { start, end } = activity.period;
  const columns = { date: 44, description: 112, amount: 470, balance: 562 };
  const size = 8;
  const pitch = 11;
  const rows = withBalances(activity, hidden);
  const masked = `****${identity.accountNumber.slice(-4)}`;

  const tableHeader = (page: PDFPage, y: number) => {
    pdf.text(page, 'Posted', columns.date, y, { size, font: 'bold' });
    pdf.text(page, 'Description', columns.description, y, { size, font: 'bold' });
    pdf.text(page, 'Amount', columns.amount, y, { size, font: 'bold', align: 'right' });
    pdf.text(page, 'Balance', columns.balance, y, { size, font: 'bold', align: 'right' });
    pdf.rule(page, 40, 572, y - 4);
    return y - 16;
  };
  const flow = new PageFlow(
    pdf,
    (page, index) => {
      const title = index === 0 ? 15 : 10;
      pdf.text(page, identity.bankName, 44, 746, { size: title, font: 'bold' });
      pdf.text(page, `Account: ${masked}`, 400, 746, { size: 8 });
      pdf.text(page, `Statement Period ${slashDate(start)} to ${slashDate(end)}`, 400, 735, { size: 8 });
      if (index > 0) return tableHeader(page, 705);
      pdf.textLines(page, identity.holder, 44, 700, 10, { size: 8.5 });
      pdf.text(page, 'Previous Balance', 44, 640, { size: 9 });
      pdf.text(page, accounting(activity.openingCents), 240, 640, { size: 9, align: 'right' });
      pdf.text(page, 'New Balance', 44, 628, { size: 9 });
      pdf.text(page, accounting(closingBalance(activity)), 240, 628, { size: 9, align: 'right' });
      pdf.text(page, 'Share Draft Activity', 44, 596, { size: 10, font: 'bold' });
      return tableHeader(page, 580);
    },
    58,
  );

  const printed: PrintedRow[] = [];
  rows.forEach((row, index) => {
    const { transaction } = row;
    const lastOfDay = rows[index + 1]?.transaction.date !== transaction.date;
    const { page, y } = flow.take(pitch * transaction.lines.length);
    pdf.text(page, namedDate(transaction.date), columns.date, y, { size });
    pdf.textLines(page, transaction.lines, columns.description, y, pitch, { size });
    pdf.text(page, accounting(transaction.amountCents), columns.amount, y, { size, align: 'right' });
    if (lastOfDay) pdf.text(page, accounting(row.balanceCents), columns.balance, y, { size, align: 'right' });
    printed.push({ transaction, balanceCents: lastOfDay ? row.balanceCents : null });
  });
  pageFooters(pdf, (page, pages) => `${page} of ${pages}`);
  return { bytes: await pdf.save(), printed, pages: pdf.pages.length };
};
