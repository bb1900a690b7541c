import type { JobPayload } from '@funding/contracts';
import {
  appendProcessingError,
  type Database,
  type FieldCipher,
  findApplicationRow,
  type Logger,
  markPdfDone,
  markStepProcessing,
  pdfObjectKey,
  pipelineStepProcessor,
  type Queues,
  requeueStep,
  type Storage,
  summaryPdfObjectKey,
  writeObjectBytes,
} from '@funding/platform';
import type { Processor } from 'bullmq';
import { type PackageRenderLimits, renderPackage } from './render/render-package.ts';
import { loadRenderRequest } from './render-request.ts';

export interface PdfJobDependencies {
  db: Database;
  storage: Storage;
  queues: Queues;
  cipher: FieldCipher;
  logger: Logger;
  providerName: string;
  renderLimits: PackageRenderLimits;
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
    handle: ({ applicationId, logger }) => generateApplicationPdf(deps, applicationId, logger),
  });
}

async function generateApplicationPdf(deps: PdfJobDependencies, applicationId: string, logger: Logger) {
  const { db, storage, queues } = deps;
  const row = await findApplicationRow(db, applicationId);
  if (!row) {
    // Deleted by an admin after the job was queued: nothing left to do.
    logger.info('application no longer exists; job dropped');
    return;
  }
  if (row.pdfStatus !== 'done') {
    await markStepProcessing(db, 'pdf', applicationId);
    const request = await loadRenderRequest({ ...deps, row });
    const result = await renderPackage(request, deps.renderLimits);
    logger.info(
      { renderMs: result.renderMs, pages: result.pageCount, bytes: result.pdf.byteLength },
      'application PDF rendered',
    );
    const keys = [pdfObjectKey(applicationId), summaryPdfObjectKey(applicationId)];
    await writeObjectBytes(storage, keys[0]!, result.pdf, 'application/pdf');
    await writeObjectBytes(storage, keys[1]!, result.summaryPdf, 'application/pdf');
    for (const document of result.documents) {
      if (!document.error) continue;
      const detail = document.detail ? ` (${document.detail})` : '';
      const text = `pdf: ${document.label} (${document.originalName}) could not be embedded: ${document.error}${detail}`;
      await appendProcessingError(db, applicationId, text, { unique: true });
    }
    const stillThere = await markPdfDone(db, applicationId, {
      key: keys[0]!,
      sizeBytes: result.pdf.byteLength,
    });
    if (!stillThere) {
      // Deleted while rendering: the delete swept storage before these objects existed.
      await storage.removeObjects(keys);
      logger.info('application deleted while rendering; PDF removed');
      return;
    }
  }
  // A failed mail step waits for an admin retry, which resets it and queues mail itself.
  if (row.emailStatus === 'pending' || row.emailStatus === 'processing') {
    await requeueStep(queues, 'mail', applicationId);
  }
}
