import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECOND_FACTOR_MODES } from '@funding/contracts';
import {
  DEV_SECRETS,
  devDefault,
  duplicateHashEnv,
  type EnvSource,
  envFlag,
  envPort,
  isProduction,
  jobRetryEnv,
  parseEnv,
  retentionEnv,
  secret,
  secretProblems,
  serviceEnv,
  staffTimeZoneEnv,
} from '@funding/platform';
import { z } from 'zod';
import { passwordWeakness } from './auth/password-strength.ts';

const sameOriginPath = z
  .string()
  .regex(/^\/(?!\/)/, 'must be a path on this site, such as /logo.svg (images load from this origin only)');

/** The first super admin's password needs this many characters in production, as every staff password. */
export const ADMIN_PASSWORD_MIN_LENGTH = 8;

/**
 * What the bootstrap admin password must be beyond the shared secret rule (published values,
 * placeholders, length): strong by the staff password rule (auth/password-strength.ts, zxcvbn
 * with the username and e-mail as known words). Returns the problems in the words the start-up
 * error shows; bootstrap-admin.ts applies the same rule when it creates the account.
 */
export function adminPasswordProblems(
  password: string,
  context: { username: string | undefined; email: string | undefined },
): string[] {
  const weakness = passwordWeakness(password, { username: context.username, email: context.email });
  return weakness ? [weakness] : [];
}

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function loadBffEnv(source: EnvSource = process.env) {
  const production = isProduction(source);
  return parseEnv(
    {
      ...serviceEnv(production),
      ...duplicateHashEnv(production),
      ...jobRetryEnv,
      // The detail says when an application will be disposed of (the pdf-worker disposes of it).
      ...retentionEnv,
      // The audit log reads its days in the staff zone when the browser names none.
      ...staffTimeZoneEnv,
      PORT: envPort(8080),
      HOST: z.string().default('0.0.0.0'),
      PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
      WEB_DIST_DIR: z.string().default(defaultWebDist),
      // HS256 signing key: at least 256 bits of it (RFC 7518 section 3.2).
      JWT_SECRET: secret(production, { devValue: DEV_SECRETS.JWT_SECRET, minLength: 32 }),
      ADMIN_USERNAME: devDefault(production, 'admin'),
      ADMIN_PASSWORD: secret(production, {
        devValue: DEV_SECRETS.ADMIN_PASSWORD,
        minLength: production ? ADMIN_PASSWORD_MIN_LENGTH : 1,
      }).superRefine((password, context) => {
        // One message at a time: the shared rule's (published, too short) comes first.
        if (!production || secretProblems(password, ADMIN_PASSWORD_MIN_LENGTH, true).length > 0) return;
        const known = { username: source.ADMIN_USERNAME, email: source.ADMIN_EMAIL };
        for (const message of adminPasswordProblems(password, known))
          context.addIssue({ code: 'custom', message });
      }),
      ADMIN_EMAIL: z.string().email().default('admin@funding.local'),
      /**
       * Whether every staff account must sign in with a second factor (TOTP). A deployment setting,
       * not a stored one, so a stolen super admin session cannot switch it off; required by default
       * in production (docs/decisions/second-factor.md).
       */
      STAFF_SECOND_FACTOR: z.enum(SECOND_FACTOR_MODES).default(production ? 'required' : 'optional'),
      /** Lifetime of an admin sign-in token (JWT `exp`), in seconds: 4 hours. */
      ADMIN_SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(14_400),
      /**
       * Whether viewers may download the PDF package and the uploaded files (statements and
       * additional documents). Off by default: a viewer reads the detail, with SSN, EIN and dates
       * of birth masked; the package a viewer downloads has them masked too.
       */
      VIEWER_DOWNLOADS: envFlag(false),
      /** Lifetime of a single-use download link. */
      DOWNLOAD_LINK_TTL_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
      /**
       * How long the upload link of a document request works (docs/decisions/document-requests.md):
       * 7 days by default, at most 30. It also stops once every requested file is in.
       */
      DOCUMENT_REQUEST_TTL_SECONDS: z.coerce
        .number()
        .int()
        .min(60)
        .max(30 * 86_400)
        .default(7 * 86_400),
      // Shown to applicants; runtime configuration so one build serves any provider.
      PROVIDER_NAME: z.string().default('Funding Provider'),
      PROVIDER_SITE_URL: z.string().url().default('http://127.0.0.1:8080'),
      SUPPORT_EMAIL: z.string().email().default('support@funding.local'),
      /**
       * Where to report a vulnerability, as `/.well-known/security.txt` gives it (RFC 9116): a
       * `mailto:` or `https:` address. Unset, the support address.
       */
      SECURITY_CONTACT: z
        .string()
        .url()
        .refine((url) => /^(mailto|https):/i.test(url), 'must be a mailto: or https: address')
        .optional(),
      // Paths on this origin: the CSP loads images from 'self' (and data:/blob:) only.
      LOGO_URL: sameOriginPath.default('/logo.svg'),
      LOGO_FALLBACK_URL: sameOriginPath.default('/logo-fallback.svg'),
      /**
       * How many proxies in front of the BFF append to X-Forwarded-For (ingress-nginx: 1). The
       * client is the address that many entries from the right; 0 believes no header at all and
       * takes the socket's address (client-ip.ts).
       */
      TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
      SUBMISSION_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
      SUBMISSION_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
      /** Uses of one upload link per 15 minutes; a client address gets twice as many across links. */
      UPLOAD_LINK_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
      /**
       * Bearer token that Prometheus presents to read `/metrics`; unset, `/metrics` answers 404.
       * An empty value (a blank line in an env file) counts as unset.
       */
      METRICS_TOKEN: z.preprocess(
        (token) => (token === '' ? undefined : token),
        secret(production, { minLength: 16 }),
      ),
      // Limits a slow or endless client cannot outlast (docs/operations.md, "Server limits").
      /** Longest wait for a request's headers; Node answers 408 past it. */
      HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(20_000),
      /** Longest a whole request may take, a maximum upload over a slow phone line included. */
      REQUEST_TIMEOUT_MS: z.coerce
        .number()
        .int()
        .min(1_000)
        .default(20 * 60_000),
      /** An upload that sends nothing for this long is answered 408 and its files removed. */
      UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
      /** Bytes of request headers; Node answers 431 past it. */
      MAX_HEADER_BYTES: z.coerce.number().int().min(4_096).max(65_536).default(16_384),
      /** Uploads one process streams at once; a submission past it waits for a place (below). */
      MAX_UPLOADS_IN_PROGRESS: z.coerce.number().int().min(1).default(40),
      /** How long a submission waits for an upload place, its body unread, before a 429. */
      UPLOAD_GATE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
      /** Where uploads are spooled while they stream in (an emptyDir in Kubernetes). */
      INTAKE_TMP_DIR: z.string().default(join(tmpdir(), 'funding-intake')),
      CORS_ORIGINS: z
        .string()
        .default('')
        .transform((s) =>
          s
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        ),
    },
    source,
  );
}

export type BffEnv = ReturnType<typeof loadBffEnv>;
