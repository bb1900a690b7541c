import type { StatementReading } from '@funding/contracts';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateApplicationStatements, STATEMENT_LAYOUTS } from '../testing/statements.ts';
import { summarizeStatements } from './application-figures.ts';

const reading = (overrides: Partial<StatementReading>): StatementReading => ({
  slot: 'bankStatement1',
  fileName: 'october.pdf',
  check: 'reconciled',
  checkReason: null,
  bankName: 'Harbor State Bank',
  accountLast4: '4821',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  openingBalanceCents: 100_000,
  closingBalanceCents: 100_000,
  depositsCents: 0,
  depositCount: 0,
  withdrawalsCents: 0,
  withdrawalCount: 0,
  averageDailyBalanceCents: 100_000,
  lowestBalanceCents: 100_000,
  negativeDays: 0,
  nsfCount: 0,
  transactions: [],
  ...overrides,
});

describe('summarizeStatements', () => {
  it('counts the months the statements stand for, and averages deposits over them', () => {
    const october = reading({ depositsCents: 1_000_001 });
    const november = reading({
      slot: 'bankStatement2',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      depositsCents: 2_000_000,
      nsfCount: 2,
      negativeDays: 3,
    });
    const { summary } = summarizeStatements([october, november]);
    expect(summary).toMatchObject({
      months: 2,
      averageMonthlyDepositsCents: 1_500_001,
      nsfCount: 2,
      negativeDays: 3,
    });
  });

  it('counts a statement uploaded twice once', () => {
    const october = reading({ depositsCents: 500_000, nsfCount: 1 });
    const { summary } = summarizeStatements([
      october,
      { ...october, slot: 'bankStatement2', fileName: 'copy.pdf' },
    ]);
    expect(summary).toMatchObject({ months: 1, averageMonthlyDepositsCents: 500_000, nsfCount: 1 });
  });

  it('leaves out every statement that did not reconcile', () => {
    const unverified = reading({
      check: 'unreconciled',
      checkReason: 'does not add up',
      depositsCents: 9_999_999,
    });
    const scanned = reading({ check: 'scanned', depositsCents: null });
    expect(summarizeStatements([unverified, scanned])).toEqual({
      recurringDebits: [],
      summary: {
        months: 0,
        averageMonthlyDepositsCents: null,
        averageDailyBalanceCents: null,
        nsfCount: null,
        negativeDays: null,
      },
    });
  });

  it('averages the daily balance over every day, not over the statements (a 28-day month weighs less)', () => {
    const february = reading({
      periodStart: '2027-02-01',
      periodEnd: '2027-02-28',
      openingBalanceCents: 0,
      closingBalanceCents: 0,
    });
    const march = reading({
      periodStart: '2027-03-01',
      periodEnd: '2027-03-31',
      openingBalanceCents: 3_100,
      closingBalanceCents: 3_100,
    });
    // (28 x 0 + 31 x 3,100) / 59 = 1,628.81...
    expect(summarizeStatements([february, march]).summary.averageDailyBalanceCents).toBe(1_629);
  });

  it("gives an application's positions and summary exactly as the generator planted them, for every layout", async () => {
    const { readStatementPdf } = await import('../reading/read-pdf.ts');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...STATEMENT_LAYOUTS),
        async (seed, layout) => {
          const application = await generateApplicationStatements(seed, layout);
          const readings = await Promise.all(
            application.statements.map(async (statement, index) => ({
              slot: `bankStatement${index + 1}` as StatementReading['slot'],
              fileName: `${index}.pdf`,
              ...(await readStatementPdf(statement.bytes)),
            })),
          );
          expect(summarizeStatements(readings)).toEqual(application.truth);
        },
      ),
      { seed: 2790, numRuns: propertyRuns(50) },
    );
  });
});
