import type { StatementReading, UploadSlot } from '@funding/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, statementReadings, statementSummaries } from '../db/schema.ts';
import { insertTestApplication, pipelineTestContext, removeTestApplication } from '../testing/pipeline.ts';
import { recordStatementReadings, statementAnalysisOf } from './statement-readings.ts';

const context = pipelineTestContext();
const SLOTS: UploadSlot[] = ['bankStatement1', 'bankStatement2', 'bankStatement3', 'bankStatement4'];
let application: { applicationId: string; id: string };
let documentIds: string[];

beforeAll(async () => {
  application = await insertTestApplication(context, {
    documents: SLOTS.map((slot) => ({
      slot,
      originalName: `${slot}.pdf`,
      contentType: 'application/pdf',
      bytes: new Uint8Array([37, 80, 68, 70]),
    })),
  });
  const rows = await context.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.applicationId, application.id));
  documentIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await removeTestApplication(context, application.applicationId);
  await context.close();
});

const readingOf = (slot: UploadSlot): StatementReading => ({
  slot,
  fileName: `${slot}.pdf`,
  check: 'reconciled',
  checkReason: null,
  bankName: 'Test Bank',
  accountLast4: '1234',
  periodStart: null,
  periodEnd: null,
  openingBalanceCents: null,
  closingBalanceCents: null,
  depositsCents: null,
  depositCount: null,
  withdrawalsCents: null,
  withdrawalCount: null,
  averageDailyBalanceCents: null,
  lowestBalanceCents: null,
  negativeDays: null,
  nsfCount: null,
  transactions: [],
});

// Figures that say how many readings they were made from, so a reader can tell whether the figures
// it got belong to the readings it got.
const countingSummary = (readings: StatementReading[]) => ({
  summary: {
    months: readings.length,
    averageMonthlyDepositsCents: null,
    averageDailyBalanceCents: null,
    nsfCount: null,
    negativeDays: null,
  },
  recurringDebits: [],
});

describe("an application's statement analysis", () => {
  it('is read from one snapshot: never the readings of after the step with the figures of before', async () => {
    // The step commits the readings and the figures together, while staff (or the PDF step) read
    // the analysis: every answer must be the state before the commit or after it.
    for (let round = 0; round < 40; round++) {
      await context.db.delete(statementReadings).where(eq(statementReadings.applicationId, application.id));
      await context.db.delete(statementSummaries).where(eq(statementSummaries.applicationId, application.id));
      let committed = false;
      const step = recordStatementReadings(
        context.db,
        application.id,
        SLOTS.map((slot, index) => ({ documentId: documentIds[index]!, reading: readingOf(slot) })),
        countingSummary,
      ).then(() => {
        committed = true;
      });
      while (!committed) {
        const analysis = await statementAnalysisOf(context.db, application.id);
        const state = `${analysis.status} with ${analysis.statements.length} readings and figures of ${analysis.summary.months}`;
        expect([
          'pending with 0 readings and figures of 0',
          'done with 4 readings and figures of 4',
        ]).toContain(state);
      }
      await step;
      const after = await statementAnalysisOf(context.db, application.id);
      expect([after.status, after.statements.length, after.summary.months]).toEqual(['done', 4, 4]);
    }
  });
});
