import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type Database, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { SubmissionFields } from './multipart.ts';

export const IDEMPOTENCY_CONFLICT =
  'This Idempotency-Key was already used for a different application. Send a new key with each new application.';

/**
 * What identifies a submission for its Idempotency-Key: the application data and the agent, as
 * sent. Keyed (HMAC, with a key derived from JWT_SECRET) because the data holds SSNs: the stored
 * fingerprint cannot be used to confirm a guess of them.
 */
export function submissionFingerprint(secret: string, fields: SubmissionFields): string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'funding idempotency fingerprint', 32));
  return createHmac('sha256', key)
    .update(JSON.stringify([fields.data ?? null, fields.agentId ?? null]))
    .digest('base64url');
}

/**
 * The application an earlier request with this key created, when this request is the same
 * submission; a conflict when it is another one; null for a key not seen yet. The key alone
 * therefore reveals nothing: only the sender of the same data learns the application id.
 */
export async function replayedApplication(
  deps: { db: Database },
  key: string,
  fingerprint: string,
): Promise<string | null> {
  const [row] = await deps.db
    .select({
      applicationId: schema.applications.applicationId,
      fingerprint: schema.applications.idempotencyFingerprint,
    })
    .from(schema.applications)
    .where(eq(schema.applications.idempotencyKey, key));
  if (!row) return null;
  const same =
    row.fingerprint !== null &&
    row.fingerprint.length === fingerprint.length &&
    timingSafeEqual(Buffer.from(row.fingerprint), Buffer.from(fingerprint));
  if (!same) throw new AppError('conflict', IDEMPOTENCY_CONFLICT);
  return row.applicationId;
}
