/**
 * The processing pipeline of an application: two steps, `pdf` then `mail`, each a BullMQ job whose
 * id is the application id (payload `{ applicationId }` only). Postgres holds the truth: each step
 * has a status column, and every move below is one UPDATE (status.ts).
 *
 *   pdfStatus / emailStatus, each:
 *
 *     pending ──(worker takes the job)──▶ processing ──(step done)──▶ done
 *        ▲                                   │  ▲
 *        │                 attempt failed,   │  │ BullMQ retries with backoff
 *        │                 attempts left ────┘──┘ (status stays processing)
 *        │                                   │
 *        │                    last attempt failed, or UnrecoverableError
 *        │                                   ▼
 *        └────(admin retry: retryFailedSteps)── failed ── error appended to processingErrors
 *
 * Who moves what:
 * - the BFF writes the row (both `pending`) and queues `pdf` (intake/submit-application.ts);
 * - the pdf-worker (pdf-job.ts): pdfStatus pending → processing → done, then queues `mail`
 *   through `requeueStep` (control.ts);
 * - the mail-worker (mail-job.ts): emailStatus pending → processing → done;
 * - `pipelineStepProcessor` (step.ts), around both: re-validates the payload and marks the step
 *   `failed` only after BullMQ's last attempt (JOB_ATTEMPTS, JOB_BACKOFF_MS, carried by each job);
 * - the admin API's retry (`retryFailedSteps`, control.ts): failed → pending, queues the first
 *   failed step; the PDF step queues mail itself when it is done;
 * - the sweeper (sweeper.ts, run by the pdf-worker on one replica per interval): an application
 *   whose current step is not done nor failed and untouched for SWEEP_GRACE_MS, with no live job,
 *   gets that step queued again (a lost enqueue, a Redis that lost its data). It never touches a
 *   failed step: that waits for an admin.
 * - an admin delete removes the queued jobs first (`removeApplicationJobs`); a step running at the
 *   time finds the row gone (each UPDATE says whether it matched) and cleans up after itself.
 *
 * A third step, `statements`, reads each uploaded bank statement (services/statements' step, run by
 * the pdf-worker on its own queue and threads). The BFF queues it beside `pdf` at intake and when a
 * document request brings new files; it has no status column (its readings are its state,
 * statement-readings.ts), so it never holds the package, the e-mails or the application's status
 * back, and a statement it cannot read is stored as an unverified reading, never a failure.
 *
 * Besides the steps, the `mail` queue carries the e-mails of each review status change (owner 1's
 * decision, the agent's status e-mail): status-change-emails.ts, also swept.
 *
 * records.ts holds the other rows the steps read and write (documents, notifications);
 * document-requests.ts those of requests for missing documents: the BFF sets both steps back to
 * `pending` when a request is made (mail sends the link) or fulfilled (the PDF is rendered again
 * with the new files, then mail tells the processing team). A run finishes only from `processing`
 * (markPdfDone, markMailDone): a step set back to `pending` while it ran goes round again in the same
 * job with what is new, since a job id that is still running cannot be queued a second time.
 * docs/decisions/processing-pipeline.md says why it is built this way.
 */
export * from './control.ts';
export * from './document-requests.ts';
export * from './records.ts';
export * from './statement-readings.ts';
export * from './status.ts';
export * from './status-change-emails.ts';
export * from './step.ts';
export * from './sweeper.ts';
