import type { StatementAnalysis, StatementReading } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { renderApplicationPdf } from './render/render-application-pdf.ts';
import { statementAnalysisSections } from './statement-analysis-content.ts';
import { readPdf } from './testing/read-pdf.ts';

const verified: StatementReading = {
  slot: 'bankStatement1',
  fileName: 'march.pdf',
  check: 'reconciled',
  checkReason: null,
  bankName: 'First Harbor Bank',
  accountLast4: '4821',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  openingBalanceCents: 1_000_000,
  closingBalanceCents: 1_250_050,
  depositsCents: 4_000_050,
  depositCount: 12,
  withdrawalsCents: 3_750_000,
  withdrawalCount: 40,
  averageDailyBalanceCents: 980_012,
  lowestBalanceCents: -12_345,
  negativeDays: 2,
  nsfCount: 3,
  transactions: [],
};

const analysis: StatementAnalysis = {
  status: 'done',
  statements: [
    verified,
    {
      ...verified,
      slot: 'bankStatement2',
      fileName: 'february.pdf',
      check: 'unreconciled',
      checkReason: 'the printed balance on 2026-02-14 is $812.00, the rows make $798.00',
    },
    {
      ...verified,
      slot: 'bankStatement3',
      fileName: 'photo.jpg',
      check: 'scanned',
      checkReason: 'an image, not a PDF with text: a photo or a scan',
      openingBalanceCents: null,
    },
  ],
  recurringDebits: [
    { description: 'ACH DEBIT RAPID FUNDERS', amountCents: 49_500, count: 19, cadence: 'daily' },
  ],
  summary: {
    months: 1,
    averageMonthlyDepositsCents: 4_000_050,
    averageDailyBalanceCents: 980_012,
    nsfCount: 3,
    negativeDays: 2,
  },
};

describe('the package page of the bank statements analysis', () => {
  it('marks every statement that is not verified, with the reason, and gives the figures across the verified ones', () => {
    const sections = statementAnalysisSections(analysis)!;
    const rows = sections.find((section) => section.title === 'Statements')!.rows!;
    expect(rows.map((row) => [row.label, row.warning ?? false])).toEqual([
      ['Bank Statement (Most Recent Month): march.pdf', false],
      ['Bank Statement (2nd Most Recent Month): february.pdf', true],
      ['Bank Statement (3rd Most Recent Month): photo.jpg', true],
    ]);
    expect(rows[0]!.value).toMatch(
      /^Verified\. 2026-03-01 to 2026-03-31 \(First Harbor Bank, account ending 4821\)/,
    );
    expect(rows[0]!.value).toContain('deposits $40,000.50 (12)');
    expect(rows[1]!.value).toMatch(
      /^UNVERIFIED: the printed balance on 2026-02-14 is \$812\.00, the rows make \$798\.00\. As read, not checked:/,
    );
    expect(rows[2]!.value).toBe('UNVERIFIED: an image, not a PDF with text: a photo or a scan.');
    const overall = sections[0]!.rows!;
    expect(overall).toContainEqual({ label: 'Average Monthly Deposits', value: '$40,000.50' });
    expect(sections[2]!.rows).toEqual([
      { label: 'ACH DEBIT RAPID FUNDERS', value: '$495.00 x 19, daily (business days)' },
    ]);
  });

  it('says the statements are still being read, and is left out when there is no statement', () => {
    const pending = statementAnalysisSections({
      ...analysis,
      status: 'pending',
      statements: [],
      recurringDebits: [],
    })!;
    expect(pending[0]!.paragraphs![0]).toContain('still being read when this package was made');
    expect(statementAnalysisSections({ ...analysis, statements: [], recurringDebits: [] })).toBeNull();
  });

  it('is the page after the summary in the package and in the summary alone', async () => {
    const content = {
      title: 'Funding Application',
      providerName: 'Acme Capital',
      applicationId: 'FA-7K3QD-9XW2M',
      submittedAt: '2026-11-20 14:03 UTC',
      sections: [
        { title: 'Business Information', rows: [{ label: 'Business Name', value: 'Harbor Bakery' }] },
      ],
      analysis: statementAnalysisSections(analysis)!,
    };
    const result = await renderApplicationPdf({ content, maskedContent: content, documents: [] });
    expect(result.summaryPageCount).toBe(2);
    for (const bytes of [result.pdf, result.summaryPdf, result.maskedSummaryPdf]) {
      const pdf = await readPdf(bytes);
      expect(pdf.pageTexts[0]).toContain('Harbor Bakery');
      expect(pdf.pageTexts[0]).not.toContain('Bank Statements Analysis');
      const page = pdf.pageTexts[1]!.replace(/\s+/g, ' ');
      expect(page).toContain('Bank Statements Analysis');
      expect(page).toContain('UNVERIFIED: the printed balance on 2026-02-14');
      expect(page).toContain('ACH DEBIT RAPID FUNDERS');
      // Its bookmark opens it.
      expect(pdf.bookmarks).toEqual([
        { title: 'Summary', pageIndex: 0 },
        { title: 'Bank statements analysis', pageIndex: 1 },
      ]);
    }
  });
});
