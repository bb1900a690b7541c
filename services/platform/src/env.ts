import { z } from 'zod';

/**
 * Building blocks for each service's own `env.ts` (the only modules that read `process.env`).
 * Local defaults match the addresses of DESIGN.md so `make dev` needs no configuration; in
 * production the secrets have no default and a missing one stops the process at boot.
 */
export type EnvSource = Record<string, string | undefined>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function isProduction(source: EnvSource): boolean {
  return source.NODE_ENV === 'production';
}

/**
 * A required value that has a convenient default only outside production. `minLength` is for
 * secrets whose strength is their length (an HMAC key); a value set by hand is held to it everywhere.
 */
export function devDefault(production: boolean, value: string, minLength = 1) {
  const required = z.string().min(minLength, `must be at least ${minLength} characters`);
  return production ? required : required.default(value);
}

const port = (value: number) => z.coerce.number().int().min(0).max(65_535).default(value);
const flag = (value: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(value ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

export const commonEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

export const databaseEnv = {
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/funding'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
};

export const redisEnv = {
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
};

export const storageEnv = (production: boolean) => ({
  S3_ENDPOINT: z.string().url().default('http://127.0.0.1:9000'),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().min(3).default('funding'),
  S3_ACCESS_KEY: devDefault(production, 'S3RVER'),
  S3_SECRET_KEY: devDefault(production, 'S3RVER'),
});

// A fixed key for local runs only: production has no default and refuses to start without one.
const DEV_FIELD_KEY = 'dev1:ZGV2LW9ubHktZmllbGQta2V5LW5vdC1mb3ItcHJvZCE=';

export const encryptionEnv = (production: boolean) => ({
  /** `keyId:base64(32 bytes)` pairs separated by commas; the first encrypts, all decrypt. */
  FIELD_ENCRYPTION_KEYS: devDefault(production, DEV_FIELD_KEY),
});

export const mailEnv = (production: boolean) => ({
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: port(1025),
  SMTP_SECURE: flag(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: devDefault(production, 'Funding Applications <no-reply@funding.local>'),
  PROCESSING_TEAM_EMAIL: devDefault(production, 'processing@funding.local'),
});

export const healthPortEnv = (value: number) => ({ HEALTH_PORT: port(value) });

export { flag as envFlag, port as envPort };

/** Parses `source` with `shape`; on failure throws one error that lists every problem. */
export function parseEnv<T extends z.ZodRawShape>(shape: T, source: EnvSource): z.output<z.ZodObject<T>> {
  const result = z.object(shape).safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}

/** The migration command's environment: the database address only. */
export function loadMigrationEnv(source: EnvSource = process.env) {
  return parseEnv({ DATABASE_URL: databaseEnv.DATABASE_URL }, source);
}

/** The re-encryption command's environment: the database and the key list. */
export function loadKeyRotationEnv(source: EnvSource = process.env) {
  return parseEnv({ DATABASE_URL: databaseEnv.DATABASE_URL, ...encryptionEnv(isProduction(source)) }, source);
}

/** The orphan-object sweep's environment: the database, the bucket, and how old an orphan must be. */
export function loadOrphanSweepEnv(source: EnvSource = process.env) {
  return parseEnv(
    {
      DATABASE_URL: databaseEnv.DATABASE_URL,
      ...storageEnv(isProduction(source)),
      ORPHAN_GRACE_HOURS: z.coerce.number().min(1).default(24),
    },
    source,
  );
}
