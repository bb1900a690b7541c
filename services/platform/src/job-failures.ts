import { scrubPersonalData } from '@funding/contracts';
import type { Job, Processor } from 'bullmq';

/**
 * What a failed job leaves in Redis: BullMQ stores the thrown error's message as the job's
 * `failedReason` and its stack in `stacktrace`, in clear text, for as long as the failed job is
 * kept (a week). An error may quote a value (a driver error with a row's contents, a message that
 * names an address), so the error is scrubbed as the processor throws it, before BullMQ writes it,
 * with the patterns the logger uses (contracts' personal-data.ts). The same error object goes on,
 * so BullMQ still tells an UnrecoverableError (no retry) from any other.
 */
export function scrubbedFailure(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(scrubPersonalData(String(error)));
  error.message = scrubPersonalData(error.message);
  if (error.stack !== undefined) error.stack = scrubPersonalData(error.stack);
  return error;
}

/** `processor` whose failures reach BullMQ scrubbed: every worker of the system is built with it. */
export function withScrubbedFailures<Data, Result>(
  processor: Processor<Data, Result>,
): Processor<Data, Result> {
  return async (job: Job<Data, Result>, token?: string, signal?: AbortSignal) => {
    try {
      return await processor(job, token, signal);
    } catch (error) {
      throw scrubbedFailure(error);
    }
  };
}
