import { dayNumber, isoDay } from '@funding/contracts';
import { readTableHeader } from '../layout/columns.ts';
import type { Line } from '../layout/lines.ts';
import { findDates } from '../text/dates.ts';

export interface StatementDetails {
  bankName: string | null;
  accountLast4: string | null;
  period: { start: string; end: string } | null;
}

// A statement covers a month, give or take: a first or last statement of an account is shorter, a
// quarterly one of a quiet account longer.
const LONGEST_PERIOD_DAYS = 95;

const BANK_WORDS =
  /\b(bank|banking company|credit union|savings|bancorp|bancshares|trust company|federal|national association|n\.a\.)(?=\W|$)/i;
const NOT_A_NAME =
  /\b(statement|account|member|fdic|online|mobile|www|questions?|customer|service|call|visit|housing|lender|page|p\.?o\.? box|routing|address)\b|@|\d/i;
const ACCOUNT_NUMBER =
  /\b(?:account|acct)\.?\s*(?:number|no\.?|num(?:ber)?|#)?\s*(?:ending\s+in|ending)?\s*[:#]?\s*([X*•\d][X*•\d -]{2,30}\d)(?![\d/])/i;

/** The lines above the first table on the first page: where banks print who, which account and when. */
function firstPageHead(pages: readonly Line[][]): Line[] {
  const first = pages[0] ?? [];
  const header = first.findIndex((line) => readTableHeader(line));
  return header === -1 ? first : first.slice(0, header);
}

function readPeriod(lines: readonly Line[]): StatementDetails['period'] {
  for (const line of lines) {
    const dated = findDates(line.text).filter((date) => date.year !== null);
    for (let index = 0; index + 1 < dated.length; index++) {
      const from = dated[index];
      const to = dated[index + 1];
      if (!from || !to || from.year === null || to.year === null) continue;
      const start = isoDay(from.year, from.month, from.day);
      const end = isoDay(to.year, to.month, to.day);
      const days = dayNumber(end) - dayNumber(start);
      if (days >= 1 && days <= LONGEST_PERIOD_DAYS) return { start, end };
    }
  }
  return null;
}

function readBankName(lines: readonly Line[]): string | null {
  const candidates = lines.flatMap((line) =>
    line.cells
      .filter(
        (cell) =>
          BANK_WORDS.test(cell.text) && !NOT_A_NAME.test(cell.text) && cell.text.split(' ').length <= 8,
      )
      .map((cell) => ({ text: cell.text, size: line.size })),
  );
  // The bank's name is its largest text near the top (its logo type); the first of the largest wins.
  const largest = Math.max(...candidates.map((candidate) => candidate.size));
  const name = candidates.find((candidate) => candidate.size === largest)?.text.trim();
  return name ? name.replace(/[\s,;:-]+$/, '') : null;
}

function readAccountLast4(lines: readonly Line[]): string | null {
  for (const line of lines) {
    const number = ACCOUNT_NUMBER.exec(line.text)?.[1];
    const digits = number?.replace(/\D/g, '') ?? '';
    if (digits.length >= 4) return digits.slice(-4);
  }
  return null;
}

/** Who issued the statement, for which account and which days: from the first page's head, else anywhere on it. */
export function readStatementDetails(pages: readonly Line[][]): StatementDetails {
  const head = firstPageHead(pages);
  const firstPage = pages[0] ?? [];
  return {
    bankName: readBankName(head) ?? readBankName(firstPage),
    accountLast4: readAccountLast4(head) ?? readAccountLast4(firstPage),
    period: readPeriod(head) ?? readPeriod(firstPage),
  };
}
