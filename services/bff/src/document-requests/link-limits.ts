import { DOCUMENT_REQUEST_MESSAGES } from '@funding/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';

/**
 * How often the applicant's upload page may be used: per link (its token's hash, never the token)
 * and per client address, counted in Redis with an in-memory fallback, the mechanism of sign-in
 * throttling (auth/login-throttle.ts) and the submission limit. A page visit and an upload each
 * count once. The address limit also bounds how fast anyone can guess links (they are 256 random
 * bits, so guessing is hopeless anyway; the limit keeps it from costing us work).
 */
export interface UploadLinkLimits {
  perLink: { points: number; durationSeconds: number };
  perAddress: { points: number; durationSeconds: number };
}

/** UPLOAD_LINK_RATE_LIMIT uses of a link per 15 minutes, and twice that per address (it may hold several links). */
export function uploadLinkLimits(usesPerLink: number): UploadLinkLimits {
  return {
    perLink: { points: usesPerLink, durationSeconds: 15 * 60 },
    perAddress: { points: 2 * usesPerLink, durationSeconds: 15 * 60 },
  };
}

export function createUploadLinkLimiter(redis: Redis, limits: UploadLinkLimits) {
  const limiter = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `rl:upload-link:${name}`,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points, duration }),
    });
  const perLink = limiter('link', limits.perLink.points, limits.perLink.durationSeconds);
  const perAddress = limiter('ip', limits.perAddress.points, limits.perAddress.durationSeconds);
  const consume = async (counter: RateLimiterRedis, key: string) => {
    try {
      await counter.consume(key);
      return 0;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      return error.msBeforeNext;
    }
  };
  /** Counts one use; refuses with 429 (and how long to wait) when either limit is reached. */
  return async (tokenHash: string, ip: string): Promise<{ retryAfterSeconds: number } | null> => {
    const waits = await Promise.all([consume(perAddress, ip), consume(perLink, tokenHash)]);
    const waitMs = Math.max(...waits);
    return waitMs > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : null;
  };
}

export type UploadLinkLimiter = ReturnType<typeof createUploadLinkLimiter>;

export function uploadLinkRateLimited(retryAfterSeconds: number): AppError {
  return new AppError(
    'rate_limited',
    DOCUMENT_REQUEST_MESSAGES.tooManyRequests(Math.max(1, Math.ceil(retryAfterSeconds / 60))),
    undefined,
    retryAfterSeconds,
  );
}
