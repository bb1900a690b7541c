import { createHash, randomBytes } from 'node:crypto';
import type { DownloadableFile } from '@funding/contracts';
import type { Redis } from 'ioredis';

/**
 * Single-use download links, so a browser tab can open a PDF or document without the sign-in
 * token ever appearing in a URL (where it would land in history, logs and Referer headers).
 * The token is 32 random bytes; Redis holds only its SHA-256, for `ttlSeconds`, and GETDEL makes
 * the first use the only one, across every replica.
 */
export interface DownloadGrant {
  adminId: string;
  sessionVersion: number;
  applicationId: string;
  file: DownloadableFile;
}

const KEY_PREFIX = 'download-link:';

function keyOf(token: string): string {
  return KEY_PREFIX + createHash('sha256').update(token).digest('base64url');
}

export async function createDownloadToken(
  redis: Redis,
  grant: DownloadGrant,
  ttlSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await redis.set(keyOf(token), JSON.stringify(grant), 'EX', ttlSeconds);
  return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
}

/** The grant of a valid token, consumed by this call; null when unknown, expired or already used. */
export async function consumeDownloadToken(redis: Redis, token: string): Promise<DownloadGrant | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const stored = await redis.getdel(keyOf(token));
  return stored === null ? null : (JSON.parse(stored) as DownloadGrant);
}
