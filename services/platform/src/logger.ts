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
] as const;

const redactPaths = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]);

// A second net under the key list: values shaped like an SSN or EIN are masked inside messages and
// strings, so a careless `log.info(\`... ${ssn}\`)` still cannot leak one.
const SSN_OR_EIN = /\b\d{3}-\d{2}-\d{4}\b|\b\d{2}-\d{7}\b/g;

export function scrubText(text: string): string {
  return text.replace(SSN_OR_EIN, '[REDACTED]');
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
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
          );
        },
      },
      serializers: { err: pino.stdSerializers.err },
    },
    destination,
  );
}
