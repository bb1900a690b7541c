import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GeneratedStatement,
  generateInvoice,
  generateLetter,
  generateScannedStatement,
  generateStatement,
  STATEMENT_LAYOUTS,
} from '../testing/statements.ts';
import { readStatementPdf } from './read-pdf.ts';

// The "done when": every layout, many seeds, every figure exactly as the generator's truth.
const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** What the issue asks every generated statement to carry, so a reading of it tests all of that. */
function expectTheHardParts(statement: GeneratedStatement) {
  const { truth } = statement;
  expect(statement.pages).toBeGreaterThanOrEqual(2);
  expect(truth.nsfCount).toBeGreaterThan(0);
  expect(truth.negativeDays).toBeGreaterThan(0);
  expect(truth.transactions.some((transaction) => transaction.description.includes(' ID:'))).toBe(true);
  const funder = statement.planted.find((debit) => debit.cadence === 'daily');
  const funderDebits = truth.transactions.filter(
    (transaction) =>
      transaction.amountCents === -(funder?.amountCents ?? 0) &&
      transaction.description.startsWith(`${funder?.payee} ID:`),
  );
  expect(funderDebits.length).toBeGreaterThanOrEqual(4);
}

describe.each(STATEMENT_LAYOUTS.map((layout, index) => ({ layout, index })))(
  'a $layout statement',
  ({ layout, index }) => {
    it('reads every figure and every transaction exactly, and reconciles', async () => {
      await fc.assert(
        fc.asyncProperty(seeds, async (seed) => {
          const statement = await generateStatement({ seed, layout });
          expectTheHardParts(statement);
          expect(await readStatementPdf(statement.bytes)).toEqual(statement.truth);
        }),
        { seed: 2700 + index, numRuns: propertyRuns(200) },
      );
    });

    it('with one transaction row left out, is unreconciled, never reconciled', async () => {
      await fc.assert(
        fc.asyncProperty(seeds, async (seed) => {
          const statement = await generateStatement({ seed, layout, missingRow: true });
          const reading = await readStatementPdf(statement.bytes);
          expect(reading.check).toBe('unreconciled');
          expect(reading.checkReason).toEqual(expect.any(String));
        }),
        { seed: 2750 + index, numRuns: propertyRuns(100) },
      );
    });
  },
);

describe('what is not a text statement', () => {
  it('an image-only scan is scanned', async () => {
    const reading = await readStatementPdf(await generateScannedStatement(1));
    expect(reading).toMatchObject({
      check: 'scanned',
      transactions: [],
      openingBalanceCents: null,
      depositsCents: null,
    });
  });

  it('an invoice (a dated table of amounts, no balances) is not a statement', async () => {
    for (const seed of [1, 2, 3]) {
      const reading = await readStatementPdf(await generateInvoice(seed));
      expect(reading).toMatchObject({ check: 'not_a_statement', transactions: [], depositsCents: null });
    }
  });

  it("a bank's letter (a bank, an account, a balance in a sentence) is not a statement", async () => {
    const reading = await readStatementPdf(await generateLetter(1));
    expect(reading).toMatchObject({ check: 'not_a_statement', bankName: null, transactions: [] });
  });

  it('bytes that are not a PDF come back unreconciled with the reason, not thrown', async () => {
    const reading = await readStatementPdf(new TextEncoder().encode('%PDF-1.7\nnot really a pdf'));
    expect(reading.check).toBe('unreconciled');
    expect(reading.checkReason).toMatch(/could not be read/);
  });
});
