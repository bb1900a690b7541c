import type { JobPayload } from '@funding/contracts';
import type { Database, FieldCipher, Logger, Queues, Storage } from '@funding/platform';
import type { Processor } from 'bullmq';

export interface PdfJobDependencies {
  db: Database;
  storage: Storage;
  queues: Queues;
  cipher: FieldCipher;
  logger: Logger;
}

// Replaced by the processing pipeline (issue 4).
export function createPdfJobProcessor(_deps: PdfJobDependencies): Processor<JobPayload> {
  return async () => {
    throw new Error('PDF rendering is not implemented yet');
  };
}
