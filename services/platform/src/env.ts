import { isTimeZone } from '@funding/contracts';
import { z } from 'zod';
import { parseEncryptionKeys } from './field-cipher.ts';

/**
 * Building blocks for each service's own `env.ts` (the only modules that read `process.env`).
 * Local defaults match the addresses of `make dev` (README) so it needs no configuration. In
 * production (NODE_ENV=production) no secret has a default, and `secret()` below refuses a value
 * anyone could know: a development default published in this repository, a template placeholder,
 * or one too short or too uniform to guess slowly. The process stops at boot, naming the variable.
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
 * The development values of the secrets: the defaults outside production, and what the README,
 * docker-compose.yml's demo and docs show. Published, so never accepted in production.
 */
export const DEV_SECRETS = {
  JWT_SECRET: 'dev-only-jwt-secret-change-me-in-production-0123456789',
  FIELD_ENCRYPTION_KEYS: 'dev1:ZGV2LW9ubHktZmllbGQta2V5LW5vdC1mb3ItcHJvZCE=',
  DUPLICATE_HASH_KEYS: 'dev1:ZGV2LW9ubHktZHVwbGljYXRlLWhhc2gta2V5LWRldiE=',
  /** s3rver's fixed account (`make dev` without Docker). */
  S3_KEY: 'S3RVER',
  /** MinIO's built-in root account (docker compose's demo, `make dev` with Docker). */
  MINIO_KEY: 'minioadmin',
  ADMIN_PASSWORD: 'admin-password',
} as const;

const PUBLISHED_SECRETS: ReadonlySet<string> = new Set(Object.values(DEV_SECRETS));
/** Key material of the published encryption keys, whatever key id a deployment gives it. */
const PUBLISHED_KEYS: ReadonlySet<string> = new Set(
  [DEV_SECRETS.FIELD_ENCRYPTION_KEYS, DEV_SECRETS.DUPLICATE_HASH_KEYS].flatMap((spec) =>
    [...parseEncryptionKeys(spec).values()].map((key) => key.toString('base64')),
  ),
);
/** What templates and examples put where a value belongs (k8s/base/secret.template.yaml: CHANGE_ME). */
const PLACEHOLDER = /CHANGE[_-]?ME|REPLACE[_-]?ME|^<.*>$|^\.\.\.$/i;
/** Fewer different characters than this is a pattern (`aaaa...`, `0123...0123`), not a secret. */
const MIN_DISTINCT_CHARACTERS = 8;

export const SECRET_MESSAGES = {
  published:
    'is a development value published in this repository; generate a secret (`make secrets` writes them to .env)',
  placeholder: 'is a template placeholder; put the real value there',
  uniform: `has fewer than ${MIN_DISTINCT_CHARACTERS} different characters: use a random value`,
  tooShort: (minLength: number) => `must be at least ${minLength} characters`,
};

/**
 * The one rule for secrets in production: problems with `value`, or none. Outside production only
 * the length counts, so `make dev` and the tests run on the published defaults.
 */
export function secretProblems(value: string, minLength: number, production: boolean): string[] {
  if (value.length < minLength) return [SECRET_MESSAGES.tooShort(minLength)];
  if (!production) return [];
  if (PUBLISHED_SECRETS.has(value.trim())) return [SECRET_MESSAGES.published];
  if (PLACEHOLDER.test(value)) return [SECRET_MESSAGES.placeholder];
  if (minLength >= MIN_DISTINCT_CHARACTERS && new Set(value).size < MIN_DISTINCT_CHARACTERS)
    return [SECRET_MESSAGES.uniform];
  return [];
}

function refineSecret(minLength: number, production: boolean) {
  return (value: string, context: z.RefinementCtx) => {
    for (const message of secretProblems(value, minLength, production))
      context.addIssue({ code: 'custom', message });
  };
}

/**
 * A secret: `devValue` is its default outside production (none in production), and any value
 * is held to `secretProblems`. Without `devValue` the secret is optional; set, it is checked.
 */
export function secret(
  production: boolean,
  options: { devValue: string; minLength: number },
): z.ZodType<string, string | undefined>;
export function secret(
  production: boolean,
  options: { minLength: number },
): z.ZodType<string | undefined, string | undefined>;
export function secret(
  production: boolean,
  options: { devValue?: string; minLength: number },
): z.ZodType<string | undefined, string | undefined> {
  const checked = z.string().superRefine(refineSecret(options.minLength, production));
  if (options.devValue === undefined) return checked.optional();
  return production ? checked : checked.default(options.devValue);
}

/**
 * A required value that has a convenient default only outside production. `minLength` is for
 * values whose strength is their length; secrets use `secret()` instead.
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
  // The access key names the account (it travels in clear in every request); the secret key is
  // what must not be known. MinIO needs 3+ characters for one and 8+ for the other; we ask 16.
  S3_ACCESS_KEY: devDefault(production, DEV_SECRETS.S3_KEY, 3).refine(
    (value) => !production || !PLACEHOLDER.test(value),
    {
      message: SECRET_MESSAGES.placeholder,
    },
  ),
  S3_SECRET_KEY: secret(production, { devValue: DEV_SECRETS.S3_KEY, minLength: production ? 16 : 1 }),
});

/** Each `keyId:base64` entry must decode to 32 bytes, and in production none may be a published key. */
function refineEncryptionKeys(production: boolean) {
  return (spec: string, context: z.RefinementCtx) => {
    let keys: Map<string, Buffer>;
    try {
      keys = parseEncryptionKeys(spec);
    } catch (error) {
      if (production && PLACEHOLDER.test(spec))
        return context.addIssue({ code: 'custom', message: SECRET_MESSAGES.placeholder });
      return context.addIssue({
        code: 'custom',
        message: `${(error as Error).message} (keyId:base64 of 32 random bytes)`,
      });
    }
    if (production && [...keys.values()].some((key) => PUBLISHED_KEYS.has(key.toString('base64'))))
      context.addIssue({ code: 'custom', message: SECRET_MESSAGES.published });
  };
}

export const encryptionEnv = (production: boolean) => ({
  /** `keyId:base64(32 bytes)` pairs separated by commas; the first encrypts, all decrypt. */
  FIELD_ENCRYPTION_KEYS: (production
    ? z.string()
    : z.string().default(DEV_SECRETS.FIELD_ENCRYPTION_KEYS)
  ).superRefine(refineEncryptionKeys(production)),
});

/**
 * The keys of the duplicate hashes (duplicate-keys.ts): the same `keyId:base64(32 bytes)` list, the
 * first hashing, rotated the same way; a key of its own, never one of FIELD_ENCRYPTION_KEYS
 * (docs/decisions/duplicate-applications.md).
 */
export const duplicateHashEnv = (production: boolean) => ({
  DUPLICATE_HASH_KEYS: (production
    ? z.string()
    : z.string().default(DEV_SECRETS.DUPLICATE_HASH_KEYS)
  ).superRefine(refineEncryptionKeys(production)),
});

export const mailEnv = (production: boolean) => ({
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: port(1025),
  SMTP_SECURE: flag(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: secret(production, { minLength: production ? 8 : 1 }),
  MAIL_FROM: devDefault(production, 'Funding Applications <no-reply@funding.local>'),
  PROCESSING_TEAM_EMAIL: devDefault(production, 'processing@funding.local'),
});

export const healthPortEnv = (value: number) => ({ HEALTH_PORT: port(value) });

/** What every service that handles applications reads: logs, Postgres, Redis, storage, field keys. */
export const serviceEnv = (production: boolean) => ({
  ...commonEnv,
  ...databaseEnv,
  ...redisEnv,
  ...storageEnv(production),
  ...encryptionEnv(production),
});

/**
 * Attempts and backoff of the jobs a process queues: BullMQ keeps them on each job, so they are
 * those of whoever queued it (the BFF for `pdf`, the pdf-worker for `mail`, the admin API for
 * retries). Every service accepts them so one shared configuration fits all.
 */
export const jobRetryEnv = {
  JOB_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  JOB_BACKOFF_MS: z.coerce.number().int().min(10).default(2_000),
};

/**
 * How long applications keep their personal data and documents, and the audit trail its entries
 * (docs/decisions/retention.md). Deployment settings, not stored ones, like STAFF_SECOND_FACTOR: a
 * stolen super admin session cannot shorten them to destroy records, nor lengthen them.
 */
export const retentionEnv = {
  /** Declined and withdrawn applications: disposed of this many days after the decision. */
  RETENTION_CLOSED_DAYS: z.coerce.number().int().min(1).max(36_500).default(180),
  /** Every other application: disposed of this many days after its last activity (two years). */
  RETENTION_INACTIVE_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
  /** Audit entries are kept this many days (seven years); never fewer than one year. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(365).max(36_500).default(2_557),
};

/**
 * The zone staff read times in: named in their (and agents') e-mails ("EST"), and the zone the audit
 * log's days are read in when the browser names none. One setting for the bff and the mail-worker.
 */
export const staffTimeZoneEnv = {
  STAFF_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
    .default('America/New_York'),
};

/** A queue worker's environment: the service's, its probe port, and how it takes jobs. */
export const workerEnv = (production: boolean, defaults: { healthPort: number; concurrency: number }) => ({
  ...serviceEnv(production),
  ...healthPortEnv(defaults.healthPort),
  ...jobRetryEnv,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(defaults.concurrency),
  /** A killed worker's job moves to another worker about this long after its last renewal. */
  JOB_LOCK_MS: z.coerce.number().int().min(1_000).default(30_000),
});

export { flag as envFlag, port as envPort };

/**
 * Parses `source` with `shape`; on failure throws one error that lists every problem. In
 * production a template placeholder left in any value (a CHANGE_ME password inside DATABASE_URL,
 * say) is one of them.
 */
export function parseEnv<T extends z.ZodRawShape>(shape: T, source: EnvSource): z.output<z.ZodObject<T>> {
  const result = z.object(shape).safeParse(source);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (isProduction(source)) {
    for (const name of Object.keys(shape)) {
      const value = source[name];
      const reported = problems.some((problem) => problem.startsWith(`${name}:`));
      if (value !== undefined && !reported && PLACEHOLDER.test(value))
        problems.push(`${name}: ${SECRET_MESSAGES.placeholder}`);
    }
  }
  if (result.success && problems.length === 0) return result.data;
  throw new EnvError(problems);
}

/** The migration command's environment: the database address only. */
export function loadMigrationEnv(source: EnvSource = process.env) {
  return parseEnv({ DATABASE_URL: databaseEnv.DATABASE_URL }, source);
}

/** The re-encryption command's environment: the database and both key lists. */
export function loadKeyRotationEnv(source: EnvSource = process.env) {
  const production = isProduction(source);
  return parseEnv(
    {
      DATABASE_URL: databaseEnv.DATABASE_URL,
      ...encryptionEnv(production),
      ...duplicateHashEnv(production),
    },
    source,
  );
}

/** The orphan-object sweep's environment: the database, the bucket, and how old an orphan must be. */
export function loadOrphanSweepEnv(source: EnvSource = process.env) {
  return parseEnv(
    {
      DATABASE_URL: databaseEnv.DATABASE_URL,
      ...storageEnv(isProduction(source)),
      ORPHAN_GRACE_HOURS: z.coerce.number().min(1).default(24),
      /**
       * How long the files of a web build stay in storage after the last BFF serving it stopped, so
       * a browser left open on the form still loads them (docs/decisions/web-asset-retention.md).
       */
      WEB_BUILD_RETENTION_DAYS: z.coerce.number().min(1).default(14),
    },
    source,
  );
}

/** `make backup`: the database, the bucket, and the folder the backup is written to. */
export function loadBackupEnv(source: EnvSource = process.env) {
  return parseEnv(
    {
      DATABASE_URL: databaseEnv.DATABASE_URL,
      ...storageEnv(isProduction(source)),
      BACKUP_DIR: z.string().min(1, 'BACKUP_DIR: the folder to write the backup to'),
    },
    source,
  );
}

/** `make restore`: the backup folder, the empty database and bucket, and the field keys the data needs. */
export function loadRestoreEnv(source: EnvSource = process.env) {
  return parseEnv(
    {
      DATABASE_URL: databaseEnv.DATABASE_URL,
      ...storageEnv(isProduction(source)),
      ...encryptionEnv(isProduction(source)),
      BACKUP_DIR: z.string().min(1, 'BACKUP_DIR: the folder of the backup to restore'),
    },
    source,
  );
}

/**
 * The database-dump CronJob's upload step (k8s/base/database-backup-cronjob.yaml): the dump its
 * first container wrote, the bucket that keeps dumps (not the application's), and how long.
 */
export function loadDatabaseDumpStoreEnv(source: EnvSource = process.env) {
  return parseEnv(
    {
      ...storageEnv(isProduction(source)),
      BACKUP_BUCKET: z.string().min(3),
      BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).default(35),
      DATABASE_DUMP_FILE: z.string().min(1).default('/backup/database.dump'),
    },
    source,
  );
}
