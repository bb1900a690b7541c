import type { JobPayload } from '@funding/contracts';
import {
  appendProcessingError,
  type Database,
  errorText,
  type FieldCipher,
  findApplicationRow,
  isLastAttempt,
  type Logger,
  markPdfDone,
  markStepProcessing,
  maskedSummaryPdfObjectKey,
  pdfObjectKey,
  pipelineStepProcessor,
  type Queues,
  requeueStep,
  type Storage,
  summaryPdfObjectKey,
  writeObjectBytes,
} from '@funding/platform';
import type { PdfCheck } from '@funding/platform/pdf-check';
import type { Job, Processor } from 'bullmq';
import { assertPackageInert } from './package-check.ts';
import type { RenderPool } from './render/render-pool.ts';
import type { RenderRequest, RenderResult } from './render/render-types.ts';
import { loadRenderRequest } from './render-request.ts';

export interface PdfJobDependencies {
  db: Database;
  storage: Storage;
  queues: Queues;
  cipher: FieldCipher;
  logger: Logger;
  providerName: string;
  renderer: RenderPool;
  /** Judges the package before it is stored (package-check.ts). */
  packageCheck: PdfCheck;
}

/**
 * The `pdf` step: render the application PDF, store it, mark it done and hand over to `mail`.
 * Safe to run again for the same application (a retry, a job taken over from a killed worker, a
 * sweep): the PDF goes to the same keys, a step already done is not rendered again, and mail is
 * queued by id, so it is queued once.
 */
export function createPdfJobProcessor(deps: PdfJobDependencies): Processor<JobPayload> {
  return pipelineStepProcessor({
    step: 'pdf',
    db: deps.db,
    logger: deps.logger,
    handle: ({ applicationId, job, logger }) => generateApplicationPdf(deps, applicationId, job, logger),
  });
}

/**
 * The package, or on the last attempt, when the documents cannot be rendered within the render's
 * time and memory bounds, the summary alone with each document listed as not embedded: the team
 * gets the application and the reason instead of nothing.
 */
async function renderForJob(
  deps: PdfJobDependencies,
  request: RenderRequest,
  job: Job,
  logger: Logger,
): Promise<RenderResult> {
  try {
    return await deps.renderer.render(request);
  } catch (error) {
    if (!isLastAttempt(job) || request.documents.length === 0) throw error;
    logger.error({ err: error }, 'the package could not be rendered; rendering the summary alone');
    const reason = `the package could not be rendered (${errorText(error)})`;
    return deps.renderer.render({
      ...request,
      documents: request.documents.map((document) => ({
        ...document,
        bytes: new Uint8Array(0),
        unavailable: reason,
      })),
    });
  }
}

/** Renders in one job at most this many times in a row when documents keep arriving meanwhile. */
const MAX_PASSES = 5;

async function generateApplicationPdf(
  deps: PdfJobDependencies,
  applicationId: string,
  job: Job,
  logger: Logger,
  pass = 1,
): Promise<undefined | 'skipped'> {
  const { db, storage, queues } = deps;
  const row = await findApplicationRow(db, applicationId);
  if (!row) {
    // Deleted by an admin, or disposed of, after the job was queued: nothing left to do.
    logger.info('application no longer exists; job dropped');
    return 'skipped';
  }
  const rendering = row.pdfStatus !== 'done';
  if (rendering) {
    await markStepProcessing(db, 'pdf', applicationId);
    const request = await loadRenderRequest({ ...deps, row });
    const result = await renderForJob(deps, request, job, logger);
    logger.info(
      { renderMs: result.renderMs, pages: result.pageCount, bytes: result.pdf.byteLength },
      'application PDF rendered',
    );
    await assertPackageInert(deps.packageCheck, applicationId, result.pdf);
    const keys = [
      pdfObjectKey(applicationId),
      summaryPdfObjectKey(applicationId),
      maskedSummaryPdfObjectKey(applicationId),
    ];
    await writeObjectBytes(storage, keys[0]!, result.pdf, 'application/pdf');
    await writeObjectBytes(storage, keys[1]!, result.summaryPdf, 'application/pdf');
    await writeObjectBytes(storage, keys[2]!, result.maskedSummaryPdf, 'application/pdf');
    for (const document of result.documents) {
      if (!document.error) continue;
      const detail = document.detail ? ` (${document.detail})` : '';
      const text = `pdf: ${document.label} (${document.originalName}) could not be embedded: ${document.error}${detail}`;
      await appendProcessingError(db, applicationId, text, { unique: true });
    }
    const finished = await markPdfDone(db, applicationId, {
      key: keys[0]!,
      sizeBytes: result.pdf.byteLength,
    });
    if (finished === 'gone') {
      // Deleted or disposed of while rendering: storage was swept before these objects existed.
      await storage.removeObjects(keys);
      logger.info('application deleted or disposed of while rendering; PDF removed');
      return 'skipped';
    }
    if (finished === 'again') {
      // Documents arrived through a document request while this render ran: render with them.
      if (pass >= MAX_PASSES) throw new Error('the documents kept changing while the PDF was rendered');
      logger.info('documents changed while rendering; rendering again');
      return generateApplicationPdf(deps, applicationId, job, logger, pass + 1);
    }
  }
  // A failed mail step waits for an admin retry, which resets it and queues mail itself.
  if (row.emailStatus === 'pending' || row.emailStatus === 'processing') {
    await requeueStep(queues, 'mail', applicationId);
  }
  return rendering ? undefined : 'skipped';
}
