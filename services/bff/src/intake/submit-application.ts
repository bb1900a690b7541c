import { randomBytes } from 'node:crypto';
import {
  type Application,
  formatApplicationId,
  isUuid,
  MESSAGES,
  MIN_APPLICATION_ID_RANDOM_BYTES,
  MISSING_STATEMENTS_MESSAGE,
  missingBankStatements,
  validateApplication,
} from '@funding/contracts';
import {
  applicantEmailOf,
  applicationColumns,
  type Database,
  type DbTransaction,
  type DuplicateHasher,
  enqueue,
  type FieldCipher,
  insertMatchKeys,
  isConnectionLost,
  isUniqueViolation,
  type Logger,
  type Queues,
  recordAudit,
  SYSTEM_ACTOR,
  schema,
} from '@funding/platform';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { replayedApplication } from './idempotency.ts';
import type { StoredDocument } from './store-documents.ts';

/** Tries of one statement or transaction whose connection was lost (a restart ends every pooled session). */
const TRIES_AFTER_A_LOST_CONNECTION = 3;
const DATABASE_DOWN =
  'We could not save your application right now. Nothing was saved; please try again in a few minutes.';

export function parseApplicationData(data: string | undefined): Application {
  let input: unknown;
  try {
    input = JSON.parse(data ?? '');
  } catch {
    throw new AppError(
      'validation_failed',
      `${MESSAGES.applicationValidationFailed}: the data field is not valid JSON`,
    );
  }
  const result = validateApplication(input);
  if (!result.success)
    throw new AppError('validation_failed', MESSAGES.applicationValidationFailed, result.fields);
  return result.data;
}

/** What committing a submission takes. */
export interface SubmissionStore {
  db: Database;
  cipher: FieldCipher;
  duplicateHasher: DuplicateHasher;
  queues: Queues;
  logger: Logger;
  /** How long the link of the request made for missing bank statements stays open. */
  env: { DOCUMENT_REQUEST_TTL_SECONDS: number };
}

/**
 * The agent an id names, active or not: a deactivated agent's link still credits the agent, and
 * the application is flagged for staff (agentLinkInactive). A malformed id names nobody.
 */
async function findAgent(deps: SubmissionStore, agentId: string | undefined) {
  if (!isUuid(agentId)) return null;
  const [agent] = await deps.db
    .select({
      id: schema.agents.id,
      name: schema.agents.name,
      email: schema.agents.email,
      isActive: schema.agents.isActive,
    })
    .from(schema.agents)
    .where(eq(schema.agents.id, agentId));
  return agent ?? null;
}

/**
 * An application that came without all four bank statements is asked for them at once: a document
 * request made by the system, whose link goes out in owner 1's confirmation (the mail step), and
 * the review status Missing documents from the start. Without a usable owner 1 address no link can
 * be sent, so the desk asks by other means and the application stays New.
 */
async function askForMissingStatements(
  tx: DbTransaction,
  deps: SubmissionStore,
  application: { rowId: string; applicationId: string; owner1Email: string },
  documents: StoredDocument[],
): Promise<void> {
  const slots = missingBankStatements(documents.map((document) => document.slot));
  if (slots.length === 0 || !applicantEmailOf(application)) return;
  const [request] = await tx
    .insert(schema.documentRequests)
    .values({
      applicationId: application.rowId,
      slots,
      message: MISSING_STATEMENTS_MESSAGE,
      origin: 'intake',
      expiresAt: new Date(Date.now() + deps.env.DOCUMENT_REQUEST_TTL_SECONDS * 1000),
    })
    .returning({ id: schema.documentRequests.id });
  await tx
    .update(schema.applications)
    .set({ reviewStatus: 'missing_documents', reviewStatusChangedAt: new Date() })
    .where(eq(schema.applications.id, application.rowId));
  await recordAudit(tx, SYSTEM_ACTOR, {
    action: 'document_request_create',
    applicationId: application.applicationId,
    detail: { requestId: request!.id, slots, origin: 'intake' },
  });
}

/** A new application id: the storage keys of its documents are derived from it as they arrive. */
export function newApplicationId(): string {
  return formatApplicationId(randomBytes(MIN_APPLICATION_ID_RANDOM_BYTES + 1));
}

export interface CheckedSubmission {
  applicationId: string;
  application: Application;
  agentId: string | undefined;
  /** Every file, already checked and stored (submission-files.ts). */
  documents: StoredDocument[];
}

/**
 * Everything after the body is read and its files stored: commit the row with its documents in
 * one transaction, then enqueue. The answer is given only once the row is committed. Returns the
 * id of the committed application: this submission's, or, when the same Idempotency-Key won a race,
 * the earlier one's (the caller then removes this submission's objects, as after any failure). A
 * failed enqueue after the commit keeps the application, which the pipeline's sweeper picks up.
 */
export async function submitApplication(
  deps: SubmissionStore,
  { applicationId, application, agentId, documents }: CheckedSubmission,
  idempotency: { key: string; fingerprint: string } | undefined,
): Promise<string> {
  // A connection the server had just ended (a restart, a failover) is handed out by the pool once
  // more: each step is tried again once on another connection.
  let connectionLost = false;
  // A restart ends every pooled session at once, and each dead one fails once before the pool
  // replaces it: a few tries reach a live one.
  const againIfConnectionLost = async <T>(work: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!isConnectionLost(error) || attempt >= TRIES_AFTER_A_LOST_CONNECTION) throw error;
        connectionLost = true;
        deps.logger.warn(
          { err: error, applicationId, attempt },
          'the database connection was lost; trying again',
        );
      }
    }
  };

  const agent = await againIfConnectionLost(() => findAgent(deps, agentId)).catch(() => {
    throw new AppError('unavailable', DATABASE_DOWN);
  });

  try {
    await againIfConnectionLost(() =>
      deps.db.transaction(async (tx) => {
        const columns = applicationColumns(application, applicationId, deps.cipher);
        const [row] = await tx
          .insert(schema.applications)
          .values({
            ...columns,
            idempotencyKey: idempotency?.key,
            idempotencyFingerprint: idempotency?.fingerprint,
            agentId: agent?.id,
            agentName: agent?.name,
            agentEmail: agent?.email,
            agentLinkInactive: agent ? !agent.isActive : false,
          })
          .returning({ id: schema.applications.id });
        if (documents.length > 0) {
          await tx.insert(schema.documents).values(documents.map((d) => ({ ...d, applicationId: row!.id })));
        }
        await insertMatchKeys(tx, application, row!.id, deps.duplicateHasher);
        await askForMissingStatements(
          tx,
          deps,
          { rowId: row!.id, applicationId, owner1Email: columns.owner1Email },
          documents,
        );
      }),
    );
  } catch (error) {
    // The same key arrived twice at once: the first one to commit wins; the same submission gets
    // its id, another one a conflict.
    if (idempotency && isUniqueViolation(error, 'idempotency_key')) {
      const existing = await replayedApplication(deps, idempotency.key, idempotency.fingerprint);
      if (existing) return existing;
    }
    // Only the answer to the first COMMIT was lost: the id, new to this submission, is already saved.
    const committedBeforeTheLoss = connectionLost && isUniqueViolation(error, 'application_id');
    if (!committedBeforeTheLoss) {
      deps.logger.error({ err: error, applicationId }, 'saving the application failed');
      throw new AppError('unavailable', DATABASE_DOWN);
    }
  }

  // The package and the reading of the bank statements are steps of their own: neither waits on the other.
  for (const step of ['pdf', 'statements'] as const) {
    try {
      await enqueue(deps.queues, step, { applicationId });
    } catch (error) {
      deps.logger.warn(
        { err: error, applicationId, step },
        'enqueue failed; the sweeper will pick the application up',
      );
    }
  }
  deps.logger.info(
    { applicationId, documents: documents.length, agent: Boolean(agent) },
    'application submitted',
  );
  return applicationId;
}
