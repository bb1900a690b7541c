import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Brute-force protection of sign-in (and of the current-password check of a password change),
 * counted in Redis so every BFF replica shares it.
 *
 * - Per username and IP: the first `freeFailures` consecutive failures cost nothing; each further
 *   failure makes that pair wait (1 s, 2 s, 4 s, ... up to `maxDelaySeconds`) before the next try;
 *   after `lockAfterFailures` the pair is refused for `lockSeconds`. A success clears the pair.
 *   Keying on the pair, not the username alone, is what stops anyone from locking a user out at
 *   will: an attacker's failures only slow the attacker's own address.
 * - Per IP: `ipFailures` failures per `ipWindowSeconds` across all usernames, then refused for
 *   `ipLockSeconds`, which caps password spraying from one address. Successes are refunded, so
 *   an office (or a test suite) signing in often from one address is never refused.
 *
 * Attempts are counted before the password is checked, so a burst of parallel requests cannot
 * slip past the limit while the first ones are still hashing. If Redis is unreachable the limits
 * are kept per process in memory rather than dropped.
 */
export interface LoginThrottlePolicy {
  freeFailures: number;
  lockAfterFailures: number;
  maxDelaySeconds: number;
  lockSeconds: number;
  /** How long a username+IP failure is remembered when nothing else happens. */
  failureMemorySeconds: number;
  ipFailures: number;
  ipWindowSeconds: number;
  ipLockSeconds: number;
}

export const DEFAULT_LOGIN_POLICY: LoginThrottlePolicy = {
  freeFailures: 5,
  lockAfterFailures: 10,
  maxDelaySeconds: 30,
  lockSeconds: 15 * 60,
  failureMemorySeconds: 24 * 3600,
  ipFailures: 100,
  ipWindowSeconds: 3600,
  ipLockSeconds: 3600,
};

export type LoginCheck =
  | { allowed: true; attempt: LoginAttempt }
  | { allowed: false; retryAfterSeconds: number };

export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

export interface LoginThrottle {
  begin(username: string, ip: string): Promise<LoginCheck>;
}

export function createLoginThrottle(
  redis: Redis,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_POLICY,
  keyPrefix = 'login',
): LoginThrottle {
  const limiter = (name: string, points: number, duration: number, blockDuration = 0) =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${keyPrefix}:${name}`,
      points,
      duration,
      blockDuration,
      insuranceLimiter: new RateLimiterMemory({ points, duration, blockDuration }),
    });
  const pairFailures = limiter(
    'pair',
    policy.lockAfterFailures,
    policy.failureMemorySeconds,
    policy.lockSeconds,
  );
  const ipFailures = limiter('ip', policy.ipFailures, policy.ipWindowSeconds, policy.ipLockSeconds);
  // Holds nothing but the "wait before the next try" blocks of the slowdown.
  const pairDelay = limiter('delay', 1, 1);

  const refusedFor = (ms: number): LoginCheck => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
  });

  return {
    async begin(username, ip) {
      // Case-folded so 'Admin' and 'admin' share one count.
      const pair = `${username.trim().toLowerCase()}|${ip}`;
      const delay = await pairDelay.get(pair);
      if (delay && delay.consumedPoints > 1 && delay.msBeforeNext > 0) return refusedFor(delay.msBeforeNext);

      const [pairResult, ipResult] = await Promise.allSettled([
        pairFailures.consume(pair),
        ipFailures.consume(ip),
      ]);
      const refusals: number[] = [];
      for (const result of [pairResult, ipResult]) {
        if (result.status === 'fulfilled') continue;
        if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
        refusals.push(result.reason.msBeforeNext);
      }
      if (refusals.length > 0 || pairResult.status === 'rejected') return refusedFor(Math.max(...refusals));
      const failuresSoFar = pairResult.value.consumedPoints;

      return {
        allowed: true,
        attempt: {
          async succeeded() {
            await Promise.all([pairFailures.delete(pair), pairDelay.delete(pair), ipFailures.reward(ip)]);
          },
          async failed() {
            const beyondFree = failuresSoFar - policy.freeFailures;
            if (beyondFree <= 0 || failuresSoFar >= policy.lockAfterFailures) return;
            await pairDelay.block(pair, Math.min(2 ** (beyondFree - 1), policy.maxDelaySeconds));
          },
        },
      };
    },
  };
}

const throttles = new WeakMap<Redis, LoginThrottle>();

/** The throttle with the default policy, one per Redis client (so per app instance). */
export function loginThrottleFor(redis: Redis): LoginThrottle {
  let throttle = throttles.get(redis);
  if (!throttle) {
    throttle = createLoginThrottle(redis);
    throttles.set(redis, throttle);
  }
  return throttle;
}
