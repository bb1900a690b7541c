import type { PDFPage } from 'pdf-lib';
import { money, StatementPdf } from '../pdf-writer.ts';
import type { PrintedRow } from '../truth.ts';
import { PageFlow, pageFooters } from './flow.ts';
import { closingBalance, type Layout, shortSlashDate, slashDate, withBalances } from './layout.ts';

const signed = (cents: number) => (cents < 0 ? `-${money(cents)}` : money(cents));
const dollars = (cents: number) => (cents < 0 ? `-$${money(cents)}` : `$${money(cents)}`);

/**
 * A community bank's ledger: separate Withdrawals and Deposits columns and a running balance on
 * every row, a "Beginning Balance" first row, an account summary with counts, totals under the
 * table, and the overdraft fee box that Regulation DD asks for.
 */
export const ledgerLayout: Layout = async ({ identity, activity, hidden }) => {
  const pdf = await StatementPdf.create();
  const { start, end } = activity.period;
  const masked = `XXXXXX${identity.accountNumber.slice(-4)}`;
  const columns = { date: 40, description: 92, withdrawals: 420, deposits: 492, balance: 566 };
  const size = 8;
  const pitch = 10.5;
  const rows = withBalances(activity, hidden);
  const all = activity.transactions;
  const credits = all.filter((t) => t.amountCents > 0);
  const debits = all.filter((t) => t.amountCents < 0);

  const tableHeader = (page: PDFPage, y: number) => {
    pdf.band(page, 36, y - 3, 540, 12);
    pdf.text(page, 'Date', columns.date, y, { size, font: 'bold' });
    pdf.text(page, 'Description', columns.description, y, { size, font: 'bold' });
    pdf.text(page, 'Withdrawals', columns.withdrawals, y, { size, font: 'bold', align: 'right' });
    pdf.text(page, 'Deposits', columns.deposits, y, { size, font: 'bold', align: 'right' });
    pdf.text(page, 'Balance', columns.balance, y, { size, font: 'bold', align: 'right' });
    return y - 15;
  };
  const flow = new PageFlow(
    pdf,
    (page, index) => {
      if (index > 0) {
        pdf.text(page, identity.bankName, 40, 750, { size: 10, font: 'bold' });
        pdf.text(page, `Account Number: ${masked}`, 360, 750, { size: 8 });
        pdf.text(page, `Statement Period: ${slashDate(start)} - ${slashDate(end)}`, 360, 739, { size: 8 });
        return tableHeader(page, 712);
      }
      pdf.text(page, identity.bankName, 40, 748, { size: 16, font: 'bold' });
      pdf.text(page, 'P.O. Box 4410, Springfield, IL 62701 | Member FDIC', 40, 736, { size: 7 });
      pdf.textLines(page, identity.holder, 40, 700, 10, { size: 8.5 });
      pdf.text(page, `Account Number: ${masked}`, 360, 700, { size: 8.5 });
      pdf.text(page, `Statement Period: ${slashDate(start)} - ${slashDate(end)}`, 360, 689, { size: 8.5 });
      pdf.text(page, 'Account Summary', 40, 640, { size: 10, font: 'bold' });
      const summary: [string, string][] = [
        [`Beginning Balance on ${slashDate(start)}`, dollars(activity.openingCents)],
        [`Deposits and Credits (${credits.length})`, dollars(credits.reduce((s, t) => s + t.amountCents, 0))],
        [
          `Withdrawals and Debits (${debits.length})`,
          dollars(-debits.reduce((s, t) => s + t.amountCents, 0)),
        ],
        [`Ending Balance on ${slashDate(end)}`, dollars(closingBalance(activity))],
      ];
      summary.forEach(([label, value], index) => {
        pdf.text(page, label, 40, 626 - index * 11, { size: 8.5 });
        pdf.text(page, value, 300, 626 - index * 11, { size: 8.5, align: 'right' });
      });
      pdf.text(page, 'Transaction Detail', 40, 560, { size: 10, font: 'bold' });
      return tableHeader(page, 545);
    },
    60,
  );

  const first = flow.take(pitch);
  pdf.text(first.page, 'Beginning Balance', columns.description, first.y, { size });
  pdf.text(first.page, signed(activity.openingCents), columns.balance, first.y, { size, align: 'right' });
  const printed: PrintedRow[] = [];
  for (const row of rows) {
    const { transaction } = row;
    const { page, y } = flow.take(pitch * transaction.lines.length);
    pdf.text(page, shortSlashDate(transaction.date), columns.date, y, { size });
    pdf.textLines(page, transaction.lines, columns.description, y, pitch, { size });
    const column = transaction.amountCents < 0 ? columns.withdrawals : columns.deposits;
    pdf.text(page, money(transaction.amountCents), column, y, { size, align: 'right' });
    pdf.text(page, signed(row.balanceCents), columns.balance, y, { size, align: 'right' });
    printed.push(row);
  }
  const last = flow.take(pitch * 3);
  pdf.text(last.page, 'Ending Balance', columns.description, last.y, { size });
  pdf.text(last.page, signed(closingBalance(activity)), columns.balance, last.y, { size, align: 'right' });
  pdf.rule(last.page, 36, 576, last.y - 4);
  pdf.text(last.page, 'Totals', columns.description, last.y - pitch - 4, { size, font: 'bold' });
  const withdrawn = -debits.reduce((s, t) => s + t.amountCents, 0);
  const deposited = credits.reduce((s, t) => s + t.amountCents, 0);
  pdf.text(last.page, money(withdrawn), columns.withdrawals, last.y - pitch - 4, {
    size,
    font: 'bold',
    align: 'right',
  });
  pdf.text(last.page, money(deposited), columns.deposits, last.y - pitch - 4, {
    size,
    font: 'bold',
    align: 'right',
  });

  // Regulation DD's fee box: totals for the period and the year, not transactions.
  const fees = all.filter((t) => t.nsfFee);
  const box = flow.take(60);
  pdf.text(box.page, 'Overdraft and Returned Item Fees', 40, box.y - 10, { size: 9, font: 'bold' });
  pdf.text(box.page, 'Total for this period', 420, box.y - 22, { size: 8, align: 'right' });
  pdf.text(box.page, 'Total year-to-date', 540, box.y - 22, { size: 8, align: 'right' });
  pdf.text(box.page, 'Total Overdraft Fees', 40, box.y - 33, { size: 8 });
  pdf.text(box.page, `$${money(-fees.reduce((s, t) => s + t.amountCents, 0))}`, 420, box.y - 33, {
    size: 8,
    align: 'right',
  });
  pdf.text(box.page, `$${money(-fees.reduce((s, t) => s + t.amountCents, 0) * 3)}`, 540, box.y - 33, {
    size: 8,
    align: 'right',
  });
  pageFooters(pdf, (page, pages) => `Page ${page} of ${pages}`);
  return { bytes: await pdf.save(), printed, pages: pdf.pages.length };
};
