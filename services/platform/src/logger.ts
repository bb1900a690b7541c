import { CONTACT_FIELDS, scrubPersonalData } from '@funding/contracts';
import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** Keys whose values never reach a log line, at any of the depths our log objects use. */
export const REDACTED_KEYS = [
  'ein',
  'ssn',
  'owner1Ssn',
  'owner2Ssn',
  'dob',
  'dateOfBirth',
  'owner1DateOfBirth',
  'owner2DateOfBirth',
  'sensitive',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'authorization',
  'cookie',
  'secret',
  // The staff second factor (issue 20): keys, the sign-in challenge and recovery codes.
  'totpSecret',
  'totpPendingSecret',
  'challenge',
  'recoveryCodes',
  // How to reach the applicant: personal data a log line has no use for.
  ...CONTACT_FIELDS,
] as const;

const redactPaths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

// A second net under the key list: every string of a log line (the message, each field at any
// depth, error messages and stacks, child bindings such as a request or job id) is scrubbed of what
// looks like personal data (contracts' personal-data.ts: SSN- and EIN-shaped numbers, phone numbers,
// e-mail addresses), so a request path such as `/apply/agent/219-09-9999` or an error that quotes a
// value cannot leak one.
// A JSON string literal, escapes included. Only string contents are scrubbed: numbers (the time,
// byte counts) stay numbers and the line stays valid JSON.
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** Masks SSN- and EIN-shaped values inside every string of one serialized log line. */
export function scrubLogLine(line: string): string {
  return line.replace(JSON_STRING, scrubPersonalData);
}

// A failed query's error carries the statement and its parameters (names, addresses, signatures):
// the error's message says what went wrong; the values stay out of the log.
const QUERY_DETAIL_KEYS = ['query', 'params', 'parameters', 'args'];

function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  for (const key of QUERY_DETAIL_KEYS) delete serialized[key];
  // The cause is serialized from the original error, so its own query values are dropped too.
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause);
  return serialized;
}

export interface LoggerOptions {
  name: string;
  level?: string;
  /** Where lines go; tests pass a stream to read them back. */
  destination?: pino.DestinationStream;
}

export function createLogger({ name, level = 'info', destination }: LoggerOptions): Logger {
  return pino(
    {
      name,
      level,
      redact: { paths: redactPaths, censor: '[REDACTED]' },
      hooks: { streamWrite: scrubLogLine },
      serializers: { err: serializeError },
    },
    destination,
  );
}
