import {
  CONTENT_TYPE_OF,
  type DetectedFileType,
  type JobPayload,
  jobPayloadSchema,
  type StatementReading,
  type UploadSlot,
} from '@funding/contracts';
import {
  type Database,
  errorText,
  findApplicationRow,
  isLastAttempt,
  type Logger,
  readObjectBytes,
  recordStatementReadings,
  type Storage,
  type UnreadStatement,
  unreadBankStatements,
} from '@funding/platform';
import { type Processor, UnrecoverableError } from 'bullmq';
import { summarizeStatements } from '../figures/application-figures.ts';
import type { StatementReader } from '../reading/read-pool.ts';
import { unreadStatement } from '../reading/read-statement.ts';

export interface StatementsJobDependencies {
  db: Database;
  storage: Storage;
  logger: Logger;
  reader: StatementReader;
}

const FILE_TYPE_OF_CONTENT_TYPE = new Map(
  Object.entries(CONTENT_TYPE_OF).map(([fileType, contentType]) => [
    contentType,
    fileType as DetectedFileType,
  ]),
);

/**
 * The `statements` step: read every bank statement of the application that has no reading yet,
 * then store the readings with the application's figures. It has no status to fail: a file it
 * cannot fetch after the last attempt is stored as an unverified reading with the reason, so the
 * application never waits on it. Logs carry counts and checks, never what a statement says.
 */
export function createStatementsJobProcessor(deps: StatementsJobDependencies): Processor<JobPayload> {
  return async (job) => {
    const payload = jobPayloadSchema.safeParse(job.data);
    if (!payload.success) {
      deps.logger.error({ jobId: job.id, step: 'statements' }, 'invalid job payload');
      throw new UnrecoverableError('Invalid job payload');
    }
    const { applicationId } = payload.data;
    const logger = deps.logger.child({ jobId: job.id, applicationId, step: 'statements' });
    const row = await findApplicationRow(deps.db, applicationId);
    if (!row) {
      logger.info('application no longer exists; job dropped');
      return;
    }
    const unread = await unreadBankStatements(deps.db, row.id);
    const readings: { documentId: string; reading: StatementReading }[] = [];
    for (const statement of unread) {
      const reading = await readOne(deps, statement, isLastAttempt(job));
      readings.push({ documentId: statement.documentId, reading });
      logger.info({ slot: statement.slot, check: reading.check }, 'statement read');
    }
    await recordStatementReadings(deps.db, row.id, readings, summarizeStatements);
  };
}

async function readOne(
  deps: StatementsJobDependencies,
  statement: UnreadStatement,
  lastAttempt: boolean,
): Promise<StatementReading> {
  const slot = statement.slot as UploadSlot;
  let bytes: Uint8Array;
  try {
    bytes = await readObjectBytes(deps.storage, statement.storageKey);
  } catch (error) {
    // Storage may be back on the next attempt; on the last one the reason is the reading.
    if (!lastAttempt) throw error;
    return {
      slot,
      fileName: statement.originalName,
      ...unreadStatement('unreconciled', `not read: the file could not be fetched (${errorText(error)})`),
    };
  }
  return deps.reader.read({
    slot,
    fileName: statement.originalName,
    fileType: FILE_TYPE_OF_CONTENT_TYPE.get(statement.contentType) ?? 'pdf',
    bytes,
  });
}
