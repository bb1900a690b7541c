import {
  type EnvSource,
  isProduction,
  mailEnv,
  parseEnv,
  staffTimeZoneEnv,
  workerEnv,
} from '@funding/platform';
import { z } from 'zod';

/** The e-mails a setting can turn off; every other e-mail always goes out. */
export const OPTIONAL_EMAILS = [
  /** Owner 1, when staff approve, decline or fund the application. */
  'approved',
  'declined',
  'funded',
  /** The agent, for each review status change of their deals. */
  'agent_status',
  /** Owner 1, about an open document request (days after it was sent, and before it expires). */
  'reminder',
] as const;
export type OptionalEmail = (typeof OPTIONAL_EMAILS)[number];

const commaSeparated = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== ''),
);

export function loadMailWorkerEnv(source: EnvSource = process.env) {
  const production = isProduction(source);
  const env = parseEnv(
    {
      ...workerEnv(production, { healthPort: 8082, concurrency: 4 }),
      ...mailEnv(production),
      /**
       * Larger packages are mailed as the summary alone, with a note. 15 MiB leaves room for the
       * base64 encoding (+37%) under the common 25 MB message limit of mail providers.
       */
      MAIL_MAX_ATTACHMENT_BYTES: z.coerce
        .number()
        .int()
        .min(1)
        .default(15 * 1024 * 1024),
      /**
       * Where applicants write with questions: named in owner 1's e-mails and their Reply-To. The
       * same setting (and default) as the bff's, which shows it on the thank-you page.
       */
      SUPPORT_EMAIL: z.string().email().default('support@funding.local'),
      /** The admin portal's address: the team's notification links to `<this>/applications/<id>`. */
      ADMIN_PORTAL_URL: z.string().url().default('http://127.0.0.1:8080/admin'),
      /** The applicants' site: a document request's e-mail links to its upload page there. */
      PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
      /** Who the e-mails come from, in every e-mail's header and footer (the bff's setting too). */
      PROVIDER_NAME: z.string().min(1).default('Funding Provider'),
      /** The logo on top of every e-mail: a PNG or JPEG (mail clients show no SVG). */
      MAIL_LOGO_URL: z.string().url().optional(),
      ...staffTimeZoneEnv,
      /**
       * The agent's copy of an application: `masked` (the summary with SSN, EIN and dates of birth
       * masked, no document) or `none` (no attachment). The processing team always gets it all.
       */
      AGENT_ATTACHMENT: z.enum(['masked', 'none']).default('masked'),
      /** An open document request is reminded to owner 1 this many days after it was sent. */
      DOCUMENT_REQUEST_REMINDER_DAYS: commaSeparated
        .pipe(
          z.array(
            z
              .string()
              .regex(/^\d{1,2}$/, 'whole days')
              .transform(Number)
              .pipe(z.number().min(1).max(30)),
          ),
        )
        .default([2, 5]),
      /** ...and this many days before its link expires (0: no such reminder). */
      DOCUMENT_REQUEST_FINAL_REMINDER_DAYS: z.coerce.number().int().min(0).max(30).default(1),
      /** E-mails not to send, comma-separated: approved, declined, funded, agent_status, reminder. */
      EMAILS_OFF: commaSeparated.pipe(z.array(z.enum(OPTIONAL_EMAILS))).default([]),
    },
    source,
  );
  return { ...env, MAIL_LOGO_URL: env.MAIL_LOGO_URL ?? new URL('/logo-email.png', env.PUBLIC_BASE_URL).href };
}

export type MailWorkerEnv = ReturnType<typeof loadMailWorkerEnv>;

/** Whether a setting turned this kind of e-mail off. */
export function emailIsOn(env: Pick<MailWorkerEnv, 'EMAILS_OFF'>, kind: OptionalEmail): boolean {
  return !env.EMAILS_OFF.includes(kind);
}
