import { jobPayloadSchema } from '@funding/contracts';

/**
 * What the queue view shows of a job's data. Jobs carry an application id only; the payload is
 * checked here again, so a job put into Redis by hand shows as such. The reasons jobs failed and
 * their stack traces are scrubbed of personal data as the view answers (index.ts, board.ts), with
 * the rules of contracts' personal-data.ts.
 */
export const NOT_A_JOB_OF_THIS_SYSTEM = '[not shown: not a job payload of this system]';

/** A job's data as the view shows it: `{ applicationId }` when it is one of ours, else a notice. */
export function shownJobData(data: unknown): unknown {
  const payload = jobPayloadSchema.safeParse(data);
  return payload.success ? payload.data : NOT_A_JOB_OF_THIS_SYSTEM;
}
