import { Writable } from 'node:stream';
import { createLogger, statementAnalysisOf } from '@funding/platform';
import { png } from '@funding/platform/testing/documents';
import {
  insertTestApplication,
  pipelineTestContext,
  removeTestApplication,
} from '@funding/platform/testing/pipeline';
import type { Job } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createStatementReader } from '../reading/read-pool.ts';
import { generateStatement } from '../testing/statements.ts';
import { createStatementsJobProcessor } from './statements-job.ts';

const context = pipelineTestContext();
const reader = createStatementReader({ threads: 1, timeoutMs: 30_000, maxMemoryMb: 256, onError: () => {} });
afterAll(async () => {
  await reader.close();
  await context.close();
});

const logLines: string[] = [];
const processor = createStatementsJobProcessor({
  db: context.db,
  storage: context.storage,
  reader,
  logger: createLogger({
    name: 'statements-test',
    level: 'debug',
    destination: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  }),
});

/** The job as BullMQ hands it over: attempt `attempt` of `attempts`. */
const jobFor = (applicationId: string, attempt: number, attempts = 3) =>
  ({
    id: applicationId,
    data: { applicationId },
    attemptsMade: attempt - 1,
    opts: { attempts },
  }) as unknown as Job;

describe('the statements step against real Postgres and S3', () => {
  it('reads each bank statement once, stores an unreadable one unverified on the last attempt, and logs no transaction', async () => {
    const statement = await generateStatement({ seed: 11, layout: 'signedAmounts' });
    const { applicationId, id } = await insertTestApplication(context, {
      documents: [
        {
          slot: 'bankStatement1',
          originalName: 'april.pdf',
          contentType: 'application/pdf',
          bytes: statement.bytes,
        },
        { slot: 'bankStatement2', originalName: 'photo.png', contentType: 'image/png', bytes: png(40, 30) },
        {
          slot: 'bankStatement3',
          originalName: 'gone.pdf',
          contentType: 'application/pdf',
          bytes: statement.bytes,
        },
        {
          slot: 'additionalDoc1',
          originalName: 'lease.pdf',
          contentType: 'application/pdf',
          bytes: statement.bytes,
        },
      ],
    });
    try {
      // The third statement's file is gone from storage: an attempt with attempts left fails and retries.
      const [gone] = await context.db.query.documents.findMany({
        where: (documents, { and, eq }) =>
          and(eq(documents.applicationId, id), eq(documents.slot, 'bankStatement3')),
      });
      await context.storage.removeObjects([gone!.storageKey]);
      await expect(processor(jobFor(applicationId, 1), undefined)).rejects.toThrow();
      expect((await statementAnalysisOf(context.db, id)).status).toBe('pending');

      await processor(jobFor(applicationId, 3), undefined);
      const analysis = await statementAnalysisOf(context.db, id);
      expect(analysis.status).toBe('done');
      expect(analysis.statements.map((reading) => [reading.slot, reading.check])).toEqual([
        ['bankStatement1', 'reconciled'],
        ['bankStatement2', 'scanned'],
        ['bankStatement3', 'unreconciled'],
      ]);
      expect(analysis.statements[0]).toEqual({
        slot: 'bankStatement1',
        fileName: 'april.pdf',
        ...statement.truth,
      });
      expect(analysis.statements[2]!.checkReason).toMatch(/^not read: the file could not be fetched/);
      expect(analysis.summary.months).toBe(1);
      expect(analysis.summary.averageMonthlyDepositsCents).toBe(statement.truth.depositsCents);

      // Run again (a retry, a sweep): nothing is read twice, the figures stay.
      await processor(jobFor(applicationId, 1), undefined);
      expect(await statementAnalysisOf(context.db, id)).toEqual(analysis);

      const logged = logLines.join('');
      expect(logged).toContain('statement read');
      for (const transaction of statement.truth.transactions)
        expect(logged).not.toContain(transaction.description);
    } finally {
      await removeTestApplication(context, applicationId);
    }
  });

  it('drops the job of an application deleted meanwhile', async () => {
    await expect(processor(jobFor('FA-AAAAA-AAAAA', 1), undefined)).resolves.toBeUndefined();
  });
});
