import { money, StatementPdf } from '../pdf-writer.ts';
import type { PrintedRow } from '../truth.ts';
import { PageFlow, pageFooters } from './flow.ts';
import { closingBalance, type Layout, shortSlashDate, upperMonthDay, withBalances } from './layout.ts';

/** Trailing minus for debits and overdrawn balances, a blank in the sign's place otherwise. */
const trailing = (cents: number) => `${money(cents)}${cents < 0 ? '-' : ' '}`;

const pad = (text: string, width: number) => text.padEnd(width).slice(0, width);
const padLeft = (text: string, width: number) => text.padStart(width);

/**
 * A core-banking printout: Courier lines written whole, columns made of spaces, amounts with a
 * trailing minus, dates as "DEC 15" without a year on a cycle from the 15th to the 14th (so a
 * December statement runs into January), and a summary box with counts.
 */
export const fixedWidthLayout: Layout = async ({ identity, activity, hidden }) => {
  const pdf = await StatementPdf.create();
  const { start, end } = activity.period;
  const size = 7.5;
  const pitch = 9.5;
  const rows = withBalances(activity, hidden);
  const credits = activity.transactions.filter((t) => t.amountCents > 0);
  const debits = activity.transactions.filter((t) => t.amountCents < 0);
  // DATE(8) DESCRIPTION(50) AMOUNT(16) BALANCE(16)
  const line = (date: string, description: string, amount: string, balance: string) =>
    `${pad(date, 8)}${pad(description, 50)}${padLeft(amount, 15)} ${padLeft(balance, 15)}`;

  const head = `ACCOUNT NUMBER   ${identity.accountNumber}     STATEMENT PERIOD ${shortSlashDate(start)} THRU ${shortSlashDate(end)}`;
  const flow = new PageFlow(
    pdf,
    (page, index) => {
      pdf.text(page, identity.bankName, 40, 750, { size: index === 0 ? 11 : 8, font: 'monoBold' });
      pdf.text(page, head, 40, 738, { size, font: 'mono' });
      let y = 712;
      if (index === 0) {
        const holder = identity.holder.map((text) => text.toUpperCase());
        pdf.textLines(page, holder, 40, y, pitch, { size, font: 'mono' });
        y -= 50;
        const box = [
          `${pad('BEGINNING BALANCE', 40)}${padLeft(trailing(activity.openingCents), 18)}`,
          `${pad(`${padLeft(String(credits.length), 5)} DEPOSITS/CREDITS`, 40)}${padLeft(trailing(credits.reduce((s, t) => s + t.amountCents, 0)), 18)}`,
          `${pad(`${padLeft(String(debits.length), 5)} WITHDRAWALS/DEBITS`, 40)}${padLeft(trailing(debits.reduce((s, t) => s + t.amountCents, 0)), 18)}`,
          `${pad('ENDING BALANCE', 40)}${padLeft(trailing(closingBalance(activity)), 18)}`,
        ];
        pdf.textLines(page, box, 40, y, pitch, { size, font: 'mono' });
        y -= box.length * pitch + 20;
      }
      pdf.text(page, line('DATE', 'DESCRIPTION', 'AMOUNT ', 'BALANCE '), 40, y, { size, font: 'monoBold' });
      pdf.text(page, '-'.repeat(104), 40, y - pitch, { size, font: 'mono' });
      return y - 2 * pitch;
    },
    56,
  );

  const printed: PrintedRow[] = [];
  for (const row of rows) {
    const { transaction } = row;
    const { page, y } = flow.take(pitch * transaction.lines.length);
    transaction.lines.forEach((text, at) => {
      const printedLine =
        at === 0
          ? line(
              upperMonthDay(transaction.date),
              text,
              trailing(transaction.amountCents),
              trailing(row.balanceCents),
            )
          : `${pad('', 8)}${text}`;
      pdf.text(page, printedLine, 40, y - at * pitch, { size, font: 'mono' });
    });
    printed.push(row);
  }
  pageFooters(pdf, (page, pages) => `PAGE ${page} OF ${pages}`, 'mono');
  return { bytes: await pdf.save(), printed, pages: pdf.pages.length };
};
