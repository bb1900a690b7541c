import type { JobPayload } from '@funding/contracts';
import type { Database, Logger, Storage } from '@funding/platform';
import type { Processor } from 'bullmq';
import type { MailWorkerEnv } from './env.ts';
import type { MailTransport } from './transport.ts';

export interface MailJobDependencies {
  db: Database;
  storage: Storage;
  transport: MailTransport;
  env: MailWorkerEnv;
  logger: Logger;
}

// Replaced by the processing pipeline (issue 4).
export function createMailJobProcessor(_deps: MailJobDependencies): Processor<JobPayload> {
  return async () => {
    throw new Error('Mail sending is not implemented yet');
  };
}
