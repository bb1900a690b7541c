import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applicationSchema } from '@funding/contracts';
import {
  applicationColumns,
  createLogger,
  maskedSummaryPdfObjectKey,
  pdfObjectKey,
  readObjectBytes,
  summaryPdfObjectKey,
} from '@funding/platform';
import { pdfLimitsFor } from '@funding/platform/pdf-check';
import { corruptPdf, jpeg, png, textPdf } from '@funding/platform/testing/documents';
import { eventually } from '@funding/platform/testing/eventually';
import { SECOND_OWNER, validApplicationInput } from '@funding/platform/testing/fixtures';
import { findActiveContentLeniently } from '@funding/platform/testing/pdf-corpus/lenient-reader';
import { MALICIOUS_PDFS } from '@funding/platform/testing/pdf-corpus/malicious';
import {
  insertTestApplication,
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
  startTestWorker,
  updateTestApplication,
} from '@funding/platform/testing/pipeline';
import { afterAll, describe, expect, it } from 'vitest';
import { createPackageCheck } from './package-check.ts';
import { createPdfJobProcessor } from './pdf-job.ts';
import { createRenderPool } from './render/render-pool.ts';
import { bulkyPdf } from './testing/fixtures.ts';
import { MULTI_SCRIPT_AGENT, MULTI_SCRIPT_FIELDS } from './testing/names.ts';
import { pdfToText } from './testing/poppler.ts';
import { readPdf } from './testing/read-pdf.ts';

const context = pipelineTestContext();
const renderer = createRenderPool({
  threads: 1,
  timeoutMs: 30_000,
  maxMemoryMb: 512,
  recycleAfterRenders: 100,
  onError: () => {},
});
const packageCheck = createPackageCheck(() => {});
afterAll(async () => {
  await renderer.close();
  await packageCheck.close();
  await context.close();
});

const processor = createPdfJobProcessor({
  db: context.db,
  storage: context.storage,
  queues: context.queues,
  cipher: context.cipher,
  logger: createLogger({ name: 'pdf-worker-test', level: 'silent' }),
  providerName: 'Acme Capital',
  renderer,
  packageCheck,
});

describe('pdf job against real Postgres, Redis and S3', () => {
  it('renders the summary and every upload, stores the PDF, marks it done and queues mail', async () => {
    const { applicationId, businessName } = await insertTestApplication(context, {
      agent: { name: 'Sam Agent', email: 'sam@agents.example' },
      documents: [
        {
          slot: 'bankStatement1',
          originalName: 'march.pdf',
          contentType: 'application/pdf',
          bytes: await textPdf(['Uploaded statement page 1', 'Uploaded statement page 2']),
        },
        { slot: 'bankStatement2', originalName: 'photo.png', contentType: 'image/png', bytes: png(400, 300) },
        { slot: 'additionalDoc1', originalName: 'scan.jpg', contentType: 'image/jpeg', bytes: jpeg() },
      ],
    });
    const worker = startTestWorker(context, 'pdf', processor, new Set([applicationId]));
    try {
      await context.queues.pdf.add('pdf', { applicationId }, { jobId: applicationId });
      const row = await eventually('the PDF step to finish', async () => {
        const current = await readApplicationRow(context, applicationId);
        return current.pdfStatus === 'done' && current;
      });

      expect(row.pdfKey).toBe(pdfObjectKey(applicationId));
      expect(row.pdfCompletedAt).toBeInstanceOf(Date);
      expect(row.processingTimeMs).toBeGreaterThanOrEqual(0);
      expect(row.processingErrors).toEqual([]);
      const bytes = await readObjectBytes(context.storage, pdfObjectKey(applicationId));
      expect(row.pdfSizeBytes).toBe(bytes.byteLength);

      const pdf = await readPdf(bytes);
      const summary = await readPdf(
        await readObjectBytes(context.storage, summaryPdfObjectKey(applicationId)),
      );
      expect(pdf.pageCount).toBe(summary.pageCount + 4);
      const summaryText = pdf.pageTexts.slice(0, summary.pageCount).join(' ');
      for (const expected of [
        businessName,
        applicationId,
        'Sam Agent',
        'Maria Lopez',
        '123-45-6789',
        'Acme Capital',
        // The contact fields of the test kit's application.
        'Business Phone',
        '(512) 555-0142',
        'maria.lopez@acme-bakery.test',
        '(512) 555-0187',
      ]) {
        expect(summaryText).toContain(expected);
      }
      // The statements step has not run here: the analysis page says they are still being read.
      const analysisPage = pdf.pageTexts[summary.pageCount - 1]!.replace(/\s+/g, ' ');
      expect(analysisPage).toContain('Bank Statements Analysis');
      expect(analysisPage).toContain('still being read when this package was made');
      const uploaded = summary.pageCount;
      expect(pdf.pageTexts[uploaded]).toContain('Uploaded statement page 1');
      expect(pdf.pageTexts[uploaded + 1]).toContain('Uploaded statement page 2');
      expect(pdf.imagePages).toEqual([uploaded + 2, uploaded + 3]);

      // The deal under its own heading, in dollars and option labels.
      expect(summaryText).toContain('Funding Request');
      expect(summaryText).toContain('$75,000');
      expect(summaryText).toContain('Restaurants and food service');

      // The viewers' copy: the summary as pdftotext reads it, SSN, EIN and date of birth masked.
      const masked = (
        await pdfToText(await readObjectBytes(context.storage, maskedSummaryPdfObjectKey(applicationId)))
      ).join('\n');
      for (const full of ['123-45-6789', '123456789', '12-3456789', '1980-04-12', '04/12/1980'])
        expect(masked).not.toContain(full);
      for (const shown of [businessName, applicationId, '***-**-6789', '**-***6789', '**/**/****', '$75,000'])
        expect(masked).toContain(shown);

      const mailJob = await context.queues.mail.getJob(applicationId);
      expect(mailJob?.data).toEqual({ applicationId });
    } finally {
      await worker.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('lists an unreadable upload as not embeddable, records it, and still produces the PDF', async () => {
    const { applicationId } = await insertTestApplication(context, {
      documents: [
        {
          slot: 'bankStatement1',
          originalName: 'broken.pdf',
          contentType: 'application/pdf',
          bytes: corruptPdf(),
        },
        {
          slot: 'bankStatement2',
          originalName: 'fine.pdf',
          contentType: 'application/pdf',
          bytes: await textPdf(['Readable statement']),
        },
      ],
    });
    const worker = startTestWorker(context, 'pdf', processor, new Set([applicationId]));
    try {
      await context.queues.pdf.add('pdf', { applicationId }, { jobId: applicationId });
      const row = await eventually('the PDF step to finish', async () => {
        const current = await readApplicationRow(context, applicationId);
        return current.pdfStatus === 'done' && current;
      });
      expect(row.processingErrors).toHaveLength(1);
      expect(row.processingErrors[0]).toMatch(
        /^pdf: Bank Statement \(Most Recent Month\) \(broken\.pdf\) could not be embedded: the PDF is damaged/,
      );
      const pdf = await readPdf(await readObjectBytes(context.storage, pdfObjectKey(applicationId)));
      expect(pdf.pageTexts.join(' ')).toContain('Not embeddable: the PDF is damaged or unreadable');
      expect(pdf.pageTexts.at(-1)).toContain('Readable statement');
    } finally {
      await worker.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('on the last attempt, a package past the render bounds becomes the summary with each document listed', async () => {
    // A render thread with a 32 MB heap: the bulky upload cannot be parsed in it.
    const smallRenderer = createRenderPool({
      threads: 1,
      timeoutMs: 30_000,
      maxMemoryMb: 32,
      recycleAfterRenders: 100,
      onError: () => {},
    });
    const bounded = createPdfJobProcessor({
      db: context.db,
      storage: context.storage,
      queues: context.queues,
      cipher: context.cipher,
      logger: createLogger({ name: 'pdf-worker-test', level: 'silent' }),
      providerName: 'Acme Capital',
      renderer: smallRenderer,
      packageCheck,
    });
    const { applicationId } = await insertTestApplication(context, {
      documents: [
        {
          slot: 'bankStatement1',
          originalName: 'bulky.pdf',
          contentType: 'application/pdf',
          bytes: bulkyPdf(2_000_000),
        },
      ],
    });
    const worker = startTestWorker(context, 'pdf', bounded, new Set([applicationId]));
    try {
      await context.queues.pdf.add('pdf', { applicationId }, { jobId: applicationId, attempts: 1 });
      const row = await eventually(
        'the PDF step to finish',
        async () => {
          const current = await readApplicationRow(context, applicationId);
          return current.pdfStatus !== 'pending' && current.pdfStatus !== 'processing' && current;
        },
        // Worst case on two starved cores: the package render and then the summary's both run into
        // the 30 s time limit, each in a fresh low-priority thread.
        150_000,
      );
      expect(row.pdfStatus).toBe('done');
      expect(row.processingErrors).toEqual([
        expect.stringMatching(
          // The memory limit on a quiet machine; on two starved cores the time limit may come first.
          /^pdf: Bank Statement \(Most Recent Month\) \(bulky\.pdf\) could not be embedded: the package could not be rendered \(.*(memory limit|took longer than)/,
        ),
      ]);
      const pdf = await readPdf(await readObjectBytes(context.storage, pdfObjectKey(applicationId)));
      expect(pdf.pageTexts.join(' ')).toContain('Not embeddable: the package could not be rendered');
    } finally {
      await worker.close();
      await smallRenderer.close();
      await removeTestApplication(context, applicationId);
    }
  });

  it('prints names in nine scripts exactly as the applicant typed them, in the PDF and the summary', async () => {
    const names = MULTI_SCRIPT_FIELDS;
    const agentName = MULTI_SCRIPT_AGENT.name;
    // Left-to-right file names: one that mixes directions (an Arabic name and ".pdf") displays in
    // the right order, but no extractor can tell that order back from the glyphs alone.
    const fileNames = ['すずき 3月の明細.pdf', 'Τράπεζα Μάρτιος.png', 'выписка_март.jpg'];
    const { applicationId } = await insertTestApplication(context, {
      agent: MULTI_SCRIPT_AGENT,
      documents: [
        {
          slot: 'bankStatement1',
          originalName: fileNames[0]!,
          contentType: 'application/pdf',
          bytes: await textPdf(['March']),
        },
        {
          slot: 'bankStatement2',
          originalName: fileNames[1]!,
          contentType: 'image/png',
          bytes: png(200, 100),
        },
        { slot: 'additionalDoc1', originalName: fileNames[2]!, contentType: 'image/jpeg', bytes: jpeg() },
      ],
    });
    const application = applicationSchema.parse(validApplicationInput({ ...SECOND_OWNER, ...names }));
    await updateTestApplication(
      context,
      applicationId,
      applicationColumns(application, applicationId, context.cipher),
    );
    const worker = startTestWorker(context, 'pdf', processor, new Set([applicationId]));
    try {
      await context.queues.pdf.add('pdf', { applicationId }, { jobId: applicationId });
      await eventually('the PDF step to finish', async () => {
        const current = await readApplicationRow(context, applicationId);
        return current.pdfStatus === 'done' && current;
      });
      for (const key of [pdfObjectKey(applicationId), summaryPdfObjectKey(applicationId)]) {
        const lines = (await pdfToText(await readObjectBytes(context.storage, key))).join('\n').split('\n');
        // Each value is a line of its own: it comes back whole, character for character.
        for (const name of [...Object.values(names), agentName]) expect(lines, name).toContain(name);
        for (const fileName of fileNames) {
          expect(
            lines.some((line) => line.includes(`${fileName} (`)),
            fileName,
          ).toBe(true);
        }
      }
    } finally {
      await worker.close();
      await removeTestApplication(context, applicationId);
    }
  });

  describe('the package judged as uploads are (issue 25)', () => {
    // pdf-lib, which merges the uploads, reads a file front to back: of two definitions of a page it
    // keeps the last, here a dead one that qpdf never reads, with JavaScript when the page opens.
    const deadPage = MALICIOUS_PDFS.find((file) => file.name.startsWith('a dead second definition'))!.build();
    const withUpload = (bytes: Buffer) =>
      insertTestApplication(context, {
        documents: [
          { slot: 'bankStatement1', originalName: 'march.pdf', contentType: 'application/pdf', bytes },
        ],
      });

    it('fails the step for good when the package holds active content: nothing stored, nothing mailed', async () => {
      // A document stored as it was sent, as before uploads were rewritten.
      const { applicationId } = await withUpload(deadPage);
      const worker = startTestWorker(context, 'pdf', processor, new Set([applicationId]));
      try {
        await context.queues.pdf.add('pdf', { applicationId }, { jobId: applicationId });
        const row = await eventually('the PDF step to fail', async () => {
          const current = await readApplicationRow(context, applicationId);
          return current.pdfStatus === 'failed' && current;
        });
        expect(row.processingErrors).toEqual([
          expect.stringMatching(
            /^pdf failed after 1 attempt: the application PDF holds active content \(JavaScript/,
          ),
        ]);
        expect(row.pdfKey).toBeNull();
        await expect(readObjectBytes(context.storage, pdfObjectKey(applicationId))).rejects.toThrow();
        expect(await context.queues.mail.getJob(applicationId)).toBeUndefined();
      } finally {
        await worker.close();
        await removeTestApplication(context, applicationId);
      }
    });

    it('makes a package with nothing that acts, for qpdf or a front-to-back reader, of the rewritten upload', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'pdf-job-test-'));
      try {
        await writeFile(join(dir, 'sent.pdf'), deadPage);
        const verdict = await packageCheck.normalize(
          join(dir, 'sent.pdf'),
          join(dir, 'kept.pdf'),
          pdfLimitsFor(deadPage.length),
        );
        expect(verdict).toEqual({ kind: 'inert' });
        const { applicationId } = await withUpload(await readFile(join(dir, 'kept.pdf')));
        const worker = startTestWorker(context, 'pdf', processor, new Set([applicationId]));
        try {
          await context.queues.pdf.add('pdf', { applicationId }, { jobId: applicationId });
          await eventually('the PDF step to finish', async () => {
            return (await readApplicationRow(context, applicationId)).pdfStatus === 'done';
          });
          const pdf = await readObjectBytes(context.storage, pdfObjectKey(applicationId));
          expect(await findActiveContentLeniently(pdf)).toBeNull();
          await writeFile(join(dir, 'package.pdf'), pdf);
          expect(await packageCheck.inspect(join(dir, 'package.pdf'), pdfLimitsFor(pdf.length))).toEqual({
            kind: 'inert',
          });
        } finally {
          await worker.close();
          await removeTestApplication(context, applicationId);
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });

  it('drops the job of an application that no longer exists', async () => {
    const { applicationId } = await insertTestApplication(context);
    await removeTestApplication(context, applicationId);
    const worker = startTestWorker(context, 'pdf', processor, new Set([applicationId]));
    try {
      await context.queues.pdf.add('pdf', { applicationId }, { jobId: applicationId });
      const state = await eventually('the job to finish', async () => {
        const job = await context.queues.pdf.getJob(applicationId);
        const current = await job?.getState();
        return (current === 'completed' || current === 'failed') && current;
      });
      expect(state).toBe('completed');
      expect(await context.queues.mail.getJob(applicationId)).toBeUndefined();
    } finally {
      await worker.close();
      await removeTestApplication(context, applicationId);
    }
  });
});
