import { createHash, randomBytes } from 'node:crypto';
import type { SignInStep } from '@funding/contracts';
import type { Redis } from 'ioredis';

/**
 * The step between a right password and a session, when the account needs a second factor: an
 * opaque 32-byte token, of which Redis holds only the SHA-256, like the download links. Kept on the
 * server (not a signed token) so it can be used once, counts its wrong codes, and dies with the
 * session version (logout, password change, deactivation or a reset of the second factor).
 */
export interface SignInChallenge {
  adminId: string;
  username: string;
  sessionVersion: number;
  step: SignInStep;
}

const KEY_PREFIX = 'sign-in-challenge:';
/** Wrong codes one challenge takes before the password must be entered again. */
export const MAX_CODES_PER_CHALLENGE = 5;
export const CHALLENGE_TTL_SECONDS: Record<SignInStep, number> = {
  verify: 5 * 60,
  // Long enough to install an authenticator app.
  enrol: 15 * 60,
};

const keyOf = (token: string) => KEY_PREFIX + createHash('sha256').update(token).digest('base64url');

export async function createSignInChallenge(
  redis: Redis,
  challenge: SignInChallenge,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const ttlSeconds = CHALLENGE_TTL_SECONDS[challenge.step];
  await redis.set(keyOf(token), JSON.stringify(challenge), 'EX', ttlSeconds);
  return { token, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
}

/** The challenge behind a token, or null when it is unknown, expired or used. */
export async function readSignInChallenge(redis: Redis, token: string): Promise<SignInChallenge | null> {
  const stored = await redis.get(keyOf(token));
  if (stored === null) return null;
  const { adminId, username, sessionVersion, step } = JSON.parse(stored) as SignInChallenge;
  return { adminId, username, sessionVersion, step };
}

/** Ends the challenge; true for the one caller that ended it (so two parallel codes make one session). */
export async function consumeSignInChallenge(redis: Redis, token: string): Promise<boolean> {
  return (await redis.del(keyOf(token))) === 1;
}

/**
 * Counts a wrong code against the challenge and ends it at the limit. Returns whether it is still
 * usable. The count lives beside the challenge (same expiry), changed atomically.
 */
export async function countWrongCode(redis: Redis, token: string): Promise<boolean> {
  const key = keyOf(token);
  const wrongCodes = await redis.incr(`${key}:wrong`);
  if (wrongCodes === 1) {
    const ttl = await redis.ttl(key);
    await redis.expire(`${key}:wrong`, Math.max(ttl, 1));
  }
  if (wrongCodes < MAX_CODES_PER_CHALLENGE) return true;
  await redis.del(key);
  return false;
}
