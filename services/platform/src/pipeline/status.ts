import { scrubPersonalData } from '@funding/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema.ts';
import type { QueueName } from '../queues.ts';

// The `statements` step has no status column: its state is its readings (statement-readings.ts).

/**
 * The processing status of an application as the two workers write it (the state machine is drawn
 * in index.ts). Postgres is the source of truth: every transition is one UPDATE keyed by the
 * application id, and each returns whether the row still exists, so a job whose application was
 * deleted meanwhile can tell and clean up after itself. An application whose personal data was
 * disposed of is gone for the pipeline too: there is nothing left to render or to mail.
 */
export type PipelineStep = Exclude<QueueName, 'statements'>;

const STATUS_KEY = { pdf: 'pdfStatus', mail: 'emailStatus' } as const;

// Submission to now, computed by the database so every step measures against the same clock;
// capped to the integer column (24 days), which only an application recovered very late reaches.
// A run after the first mail (a document request's re-render, its notices) keeps the first figure:
// the processing time is the application's, not days later's.
const elapsedSinceSubmission = sql<number>`case when ${applications.emailCompletedAt} is null then least(extract(epoch from (now() - ${applications.createdAt})) * 1000, 2147483647)::integer else ${applications.processingTimeMs} end`;

async function updateApplication(
  db: Database,
  applicationId: string,
  values: PgUpdateSetSource<typeof applications>,
): Promise<boolean> {
  const rows = await db
    .update(applications)
    .set(values)
    .where(inPipeline(applicationId))
    .returning({ id: applications.id });
  return rows.length > 0;
}

/** The application's row while the pipeline has work on it: it exists and is not disposed of. */
function inPipeline(applicationId: string) {
  return and(eq(applications.applicationId, applicationId), isNull(applications.disposedAt));
}

export function findApplicationRow(db: Database, applicationId: string) {
  return db.query.applications.findFirst({ where: inPipeline(applicationId) });
}

export function markStepProcessing(db: Database, step: PipelineStep, applicationId: string) {
  return updateApplication(db, applicationId, { [STATUS_KEY[step]]: 'processing' });
}

/**
 * How a step's run ended: `done`; `again` when the step was set back to `pending` while it ran (a
 * document request made or fulfilled meanwhile: the BFF resets both steps in the same transaction
 * as its change), so the run must go again with what is new; `gone` when the application was deleted.
 */
export type StepFinish = 'done' | 'again' | 'gone';

async function finishStep(
  db: Database,
  step: PipelineStep,
  applicationId: string,
  values: PgUpdateSetSource<typeof applications>,
): Promise<StepFinish> {
  const column = step === 'pdf' ? applications.pdfStatus : applications.emailStatus;
  // Only from `processing`, the status this run set: a reset to `pending` meanwhile is not overwritten.
  const rows = await db
    .update(applications)
    .set({ [STATUS_KEY[step]]: 'done', ...values })
    .where(and(inPipeline(applicationId), eq(column, 'processing')))
    .returning({ id: applications.id });
  if (rows.length > 0) return 'done';
  return (await findApplicationRow(db, applicationId)) ? 'again' : 'gone';
}

export function markPdfDone(db: Database, applicationId: string, pdf: { key: string; sizeBytes: number }) {
  return finishStep(db, 'pdf', applicationId, {
    pdfKey: pdf.key,
    pdfSizeBytes: pdf.sizeBytes,
    pdfCompletedAt: sql`now()`,
    processingTimeMs: elapsedSinceSubmission,
  });
}

export function markMailDone(db: Database, applicationId: string) {
  return finishStep(db, 'mail', applicationId, {
    emailCompletedAt: sql`now()`,
    processingTimeMs: elapsedSinceSubmission,
  });
}

/**
 * Appends to `processingErrors`. `unique` skips a text that is already there: a re-rendered PDF
 * meets the same unreadable upload again and should not list it twice.
 */
export function appendProcessingError(
  db: Database,
  applicationId: string,
  text: string,
  { unique = false } = {},
) {
  const clean = scrubPersonalData(text);
  const appended = unique
    ? sql`case when ${clean} = any(${applications.processingErrors}) then ${applications.processingErrors} else array_append(${applications.processingErrors}, ${clean}::text) end`
    : sql`array_append(${applications.processingErrors}, ${clean}::text)`;
  return updateApplication(db, applicationId, { processingErrors: appended });
}

export function markStepFailed(db: Database, step: PipelineStep, applicationId: string, errorText: string) {
  return updateApplication(db, applicationId, {
    [STATUS_KEY[step]]: 'failed',
    processingErrors: sql`array_append(${applications.processingErrors}, ${scrubPersonalData(errorText)}::text)`,
  });
}
