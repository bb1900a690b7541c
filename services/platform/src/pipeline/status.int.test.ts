import { afterAll, describe, expect, it } from 'vitest';
import {
  insertTestApplication,
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
  updateTestApplication,
} from '../testing/pipeline.ts';
import { markMailDone, markPdfDone, markStepProcessing } from './status.ts';

const context = pipelineTestContext();
afterAll(() => context.close());

describe('finishing a step', () => {
  it('finishes only from processing: a reset to pending while it ran says "again" and stays pending', async () => {
    const { applicationId } = await insertTestApplication(context, { status: { pdfStatus: 'done' } });
    try {
      await markStepProcessing(context.db, 'mail', applicationId);
      // A document request made while the mail step ran: the BFF sets the step back to pending.
      await updateTestApplication(context, applicationId, { emailStatus: 'pending' });
      expect(await markMailDone(context.db, applicationId)).toBe('again');
      expect((await readApplicationRow(context, applicationId)).emailStatus).toBe('pending');
      await markStepProcessing(context.db, 'mail', applicationId);
      expect(await markMailDone(context.db, applicationId)).toBe('done');
      const done = await readApplicationRow(context, applicationId);
      expect(done.emailStatus).toBe('done');
      const firstTime = done.processingTimeMs;

      // A later run (the package rendered again) keeps the application's first processing time.
      await updateTestApplication(context, applicationId, { pdfStatus: 'processing' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await markPdfDone(context.db, applicationId, { key: 'k', sizeBytes: 1 })).toBe('done');
      expect((await readApplicationRow(context, applicationId)).processingTimeMs).toBe(firstTime);
    } finally {
      await removeTestApplication(context, applicationId);
    }
    expect(await markPdfDone(context.db, applicationId, { key: 'k', sizeBytes: 1 })).toBe('gone');
  });
});
