import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors.ts';

/**
 * Submissions per client IP, counted in Redis so every BFF replica shares the count. If Redis is
 * unreachable the limit is kept per process in memory rather than dropped.
 */
export function createSubmissionLimiter(redis: Redis, points: number, windowSeconds: number) {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: 'rl:submit',
    points,
    duration: windowSeconds,
    insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
  });
  return async (ip: string) => {
    try {
      await limiter.consume(ip);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new AppError(
        'rate_limited',
        `Too many applications from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
      );
    }
  };
}

export type SubmissionLimiter = ReturnType<typeof createSubmissionLimiter>;
