import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Application } from '@funding/contracts';
import { replayedApplication, submissionFingerprint } from './idempotency.ts';
import { parseSubmission } from './multipart.ts';
import { type FileIntake, submissionFiles } from './submission-files.ts';
import {
  newApplicationId,
  parseApplicationData,
  type SubmissionStore,
  submitApplication,
} from './submit-application.ts';

/** What a submission takes: receiving its files, committing it, and the settings of both. */
export interface IntakeDependencies extends FileIntake, SubmissionStore {
  env: FileIntake['env'] & SubmissionStore['env'] & { UPLOAD_IDLE_TIMEOUT_MS: number; JWT_SECRET: string };
}

export interface AcceptedSubmission {
  applicationId: string;
  /** True when the Idempotency-Key named an application sent before: nothing new was created. */
  replayed: boolean;
}

/**
 * `POST /api/applications` from the body on: the data is validated as soon as it arrives (the form
 * sends it first, so invalid data is refused before any file is read), each file is checked and
 * stored while the rest streams in, then the row is committed and the PDF job queued. Whatever does
 * not end in this submission's committed row (a refusal, a failure, a replayed key) removes the
 * objects it stored before the answer is sent.
 */
export async function acceptSubmission(
  deps: IntakeDependencies,
  body: Readable | null,
  headers: Record<string, string>,
  idempotencyKey: string | undefined,
): Promise<AcceptedSubmission> {
  await mkdir(deps.env.INTAKE_TMP_DIR, { recursive: true });
  const applicationId = newApplicationId();
  const files = submissionFiles(deps, applicationId);
  let application: Application | undefined;
  const submission = await parseSubmission(body, headers, {
    idleTimeoutMs: deps.env.UPLOAD_IDLE_TIMEOUT_MS,
    onField: (name, value) => {
      if (name === 'data') application = parseApplicationData(value);
    },
    receiveFile: files.receive,
    discardFiles: files.discard,
  });
  let committed = false;
  try {
    const idempotency = idempotencyKey && {
      key: idempotencyKey,
      fingerprint: submissionFingerprint(deps.env.JWT_SECRET, submission.fields),
    };
    if (idempotency) {
      const existing = await replayedApplication(deps, idempotency.key, idempotency.fingerprint);
      if (existing) return { applicationId: existing, replayed: true };
    }
    const created = await submitApplication(
      deps,
      {
        applicationId,
        application: application ?? parseApplicationData(submission.fields.data),
        agentId: submission.fields.agentId,
        documents: submission.files,
      },
      idempotency || undefined,
    );
    committed = created === applicationId;
    return { applicationId: created, replayed: !committed };
  } finally {
    if (!committed) await files.discard(submission.files);
  }
}
