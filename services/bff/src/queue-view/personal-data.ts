import { jobPayloadSchema } from '@funding/contracts';

/**
 * What the queue view shows of a job must hold no personal data. Jobs carry an application id
 * only (their payload is checked here again: a job put into Redis by hand shows as such), but the
 * reason a job failed and its stack trace are the text of whatever error a step threw, and an
 * error from a mail server quotes the address it refused. Those texts pass through this scrubber:
 * e-mail addresses, and SSN- and EIN-shaped numbers (a digit group inside an id, such as a UUID's,
 * is left alone), are replaced.
 */
// The local part as RFC 5322 allows it (quotes and backticks included); the delimiters a message
// puts around an address end it.
const EMAIL = /[^\s@<>"(),;:[\]]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const SSN_SHAPED = /(?<![\w-])\d{3}[- ]?\d{2}[- ]?\d{4}(?![\w-])/g;
const EIN_SHAPED = /(?<![\w-])\d{2}-?\d{7}(?![\w-])/g;

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(SSN_SHAPED, '[number]').replace(EIN_SHAPED, '[number]');
}

/** Every string in a JSON value scrubbed (keys included); other values as they are. */
export function scrubJson(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [scrubText(key), scrubJson(item)]));
  }
  return value;
}

export const NOT_A_JOB_OF_THIS_SYSTEM = '[not shown: not a job payload of this system]';

/** A job's data as the view shows it: `{ applicationId }` when it is one of ours, else a notice. */
export function shownJobData(data: unknown): unknown {
  const payload = jobPayloadSchema.safeParse(data);
  return payload.success ? payload.data : NOT_A_JOB_OF_THIS_SYSTEM;
}
