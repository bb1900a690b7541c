import { type EnvSource, isProduction, mailEnv, parseEnv, workerEnv } from '@funding/platform';
import { z } from 'zod';

export function loadMailWorkerEnv(source: EnvSource = process.env) {
  const production = isProduction(source);
  return parseEnv(
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
       * Where applicants write with questions: named in owner 1's confirmation e-mail and its
       * Reply-To. The same setting (and default) as the bff's, which shows it on the thank-you page.
       */
      SUPPORT_EMAIL: z.string().email().default('support@funding.local'),
      /** The admin portal's address: the team's notification links to `<this>/applications/<id>`. */
      ADMIN_PORTAL_URL: z.string().url().default('http://127.0.0.1:8080/admin'),
      /** The applicants' site: a document request's e-mail links to its upload page there. */
      PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
    },
    source,
  );
}

export type MailWorkerEnv = ReturnType<typeof loadMailWorkerEnv>;
