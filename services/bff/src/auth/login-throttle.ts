import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Brute-force protection of sign-in (and of every other check of a password or a second-factor
 * code), counted in Redis so every BFF replica shares it. Three limits apply to each attempt:
 *
 * - Per username and address: the first `freeFailures` consecutive failures cost nothing; each
 *   further failure makes that pair wait (1 s, 2 s, 4 s, ... up to `maxDelaySeconds`); after
 *   `lockAfterFailures` the pair is refused for `lockSeconds`. A success of the pair clears it (it
 *   has just proved it knows the secret).
 * - Per address: `ipFailures` failures per `ipWindowSeconds` across all usernames, then refused for
 *   `ipLockSeconds`, which caps password spraying from one address. Only failures count, and
 *   nothing ever takes one back: a valid account signing in between guesses changes nothing.
 * - Per account, across all addresses: after `accountFreeFailures` failures within
 *   `accountWindowSeconds`, each further attempt waits for a delay that doubles with every failure
 *   (1 s, 2 s, 4 s, ... up to `accountMaxDelaySeconds`), which stops guessing one account from
 *   many addresses. Successes do not clear it, and so that this cannot be used to lock a staff
 *   member out, it never becomes a lock.
 *
 * An address that signed in to the account successfully within `knownAddressSeconds` (a known
 * pair) is exempt from the address limit: a sprayer sharing an office's address cannot keep its
 * staff out, and it buys the sprayer nothing, since the pair only ever reaches an account whose
 * password it already proved. For passwords it is exempt from the account's slowdown too
 * (`knownAddressSkipsAccountLimit`): whoever signed in from there knows the password already. For
 * second-factor codes it is not: an attacker with the password on a shared office address would
 * otherwise get a fresh pair lock every `lockSeconds`, about 1,000 code guesses a day.
 *
 * Attempts are reserved before the secret is checked, so a burst of parallel requests cannot slip
 * past a limit while the first ones are still hashing: an attempt goes ahead only while the
 * failures so far plus the attempts in flight stay within the limit. A reservation is released
 * when its attempt ends; a failure is recorded before its reservation is released, so the sum never
 * dips. If Redis is unreachable the limits are kept per process in memory rather than dropped.
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
  accountFreeFailures: number;
  accountMaxDelaySeconds: number;
  accountWindowSeconds: number;
  knownAddressSeconds: number;
  /** Whether a known pair skips the account's slowdown (passwords) or not (second-factor codes). */
  knownAddressSkipsAccountLimit: boolean;
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
  // Ten guesses from anywhere, then at most one per 10 minutes: about 150 a day for an account
  // under attack from any number of addresses, against passwords the estimator rates at 10^8+.
  accountFreeFailures: 10,
  accountMaxDelaySeconds: 10 * 60,
  accountWindowSeconds: 24 * 3600,
  // Three weeks: the in-process fallback keeps each count with a timer, and Node's timers cannot
  // run past 24.8 days (a longer one fires at once, and the address would be forgotten at once).
  knownAddressSeconds: 21 * 24 * 3600,
  knownAddressSkipsAccountLimit: true,
};

/**
 * Codes: the account's slowdown holds for every address, known or not. Ten wrong codes a day from
 * anywhere, then at most one per 10 minutes: about 150 guesses a day against a one-in-330,000 code.
 */
export const SECOND_FACTOR_POLICY: LoginThrottlePolicy = {
  ...DEFAULT_LOGIN_POLICY,
  knownAddressSkipsAccountLimit: false,
};

/** Which limit refused an attempt: the account's (across addresses) or the caller's own. */
export type LoginRefusal = { allowed: false; retryAfterSeconds: number; limitedBy: 'caller' | 'account' };

export type LoginCheck = { allowed: true; attempt: LoginAttempt } | LoginRefusal;

export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

export interface LoginThrottle {
  begin(username: string, ip: string): Promise<LoginCheck>;
}

// An attempt is a password hash or a code check: well under a second. A reservation outlives it by
// far, and expires by itself if the process dies mid-attempt.
const RESERVATION_SECONDS = 60;

/**
 * `redis` null keeps the counts in this process only (a unit test that moves a fake clock through a
 * day); every service passes its Redis client.
 */
export function createLoginThrottle(
  redis: Redis | null,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_POLICY,
  keyPrefix = 'login',
): LoginThrottle {
  const limiter = (name: string, points: number, duration: number, blockDuration = 0) => {
    const options = { keyPrefix: `${keyPrefix}:${name}`, points, duration, blockDuration };
    if (!redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory({ points, duration, blockDuration }),
    });
  };
  const pairFailures = limiter(
    'pair',
    policy.lockAfterFailures,
    policy.failureMemorySeconds,
    policy.lockSeconds,
  );
  // Holds nothing but the "wait before the next try" blocks of the slowdowns.
  const pairDelay = limiter('delay', 1, 1);
  const ipFailures = limiter('ip', policy.ipFailures, policy.ipWindowSeconds, policy.ipLockSeconds);
  const ipInFlight = limiter('ip-inflight', Number.MAX_SAFE_INTEGER, RESERVATION_SECONDS);
  const accountFailures = limiter('account', Number.MAX_SAFE_INTEGER, policy.accountWindowSeconds);
  const accountInFlight = limiter('account-inflight', Number.MAX_SAFE_INTEGER, RESERVATION_SECONDS);
  const accountDelay = limiter('account-delay', 1, 1);
  const knownAddresses = limiter('known', Number.MAX_SAFE_INTEGER, policy.knownAddressSeconds);

  const refusedFor = (ms: number, limitedBy: LoginRefusal['limitedBy'] = 'caller'): LoginRefusal => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
    limitedBy,
  });
  const pointsOf = (result: RateLimiterRes | null) => result?.consumedPoints ?? 0;
  const blockedFor = (result: RateLimiterRes | null) =>
    result && result.consumedPoints > 1 && result.msBeforeNext > 0 ? result.msBeforeNext : 0;
  // Consumed to count; whether to refuse is decided from the numbers.
  const count = async (
    counter: RateLimiterRedis | RateLimiterMemory,
    key: string,
  ): Promise<RateLimiterRes> => {
    try {
      return await counter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) return error;
      throw error;
    }
  };
  const release = async (counter: RateLimiterRedis | RateLimiterMemory, key: string) => {
    await counter.reward(key);
  };
  const delayAfter = (beyondFree: number, maxSeconds: number) => Math.min(2 ** (beyondFree - 1), maxSeconds);

  return {
    async begin(username, ip) {
      // Case-folded so 'Admin' and 'admin' share one count.
      const account = username.trim().toLowerCase();
      const pair = `${account}|${ip}`;
      const [delay, known, accountWait] = await Promise.all([
        pairDelay.get(pair),
        knownAddresses.get(pair),
        accountDelay.get(account),
      ]);
      const pairWaitMs = blockedFor(delay);
      if (pairWaitMs > 0) return refusedFor(pairWaitMs);
      // A pair that signed in before is exempt from the address's limit, and by the policy from the account's.
      const isNewPair = pointsOf(known) === 0;
      const accountLimited = isNewPair || !policy.knownAddressSkipsAccountLimit;
      const accountWaitMs = accountLimited ? blockedFor(accountWait) : 0;
      if (accountWaitMs > 0) return refusedFor(accountWaitMs, 'account');

      const [pairAttempts, ipReservation, ipSoFar, accountReservation, accountSoFar] = await Promise.all([
        count(pairFailures, pair),
        isNewPair ? count(ipInFlight, ip) : null,
        isNewPair ? ipFailures.get(ip) : null,
        accountLimited ? count(accountInFlight, account) : null,
        accountLimited ? accountFailures.get(account) : null,
      ]);

      const refusals: LoginRefusal[] = [];
      const pairLocked = pairAttempts.consumedPoints > policy.lockAfterFailures;
      if (pairLocked) refusals.push(refusedFor(pairAttempts.msBeforeNext));
      if (ipReservation && pointsOf(ipSoFar) >= policy.ipFailures) {
        refusals.push(refusedFor(ipSoFar?.msBeforeNext ?? 1000));
      } else if (ipReservation && pointsOf(ipSoFar) + ipReservation.consumedPoints > policy.ipFailures) {
        refusals.push(refusedFor(1000));
      }
      // Past its free failures an account takes one attempt at a time, each after its delay.
      if (
        accountReservation &&
        accountReservation.consumedPoints > 1 &&
        pointsOf(accountSoFar) + accountReservation.consumedPoints > policy.accountFreeFailures
      ) {
        refusals.push(refusedFor(1000, 'account'));
      }
      const releaseReservations = () =>
        Promise.all([
          ipReservation ? release(ipInFlight, ip) : undefined,
          accountReservation ? release(accountInFlight, account) : undefined,
        ]);
      if (refusals.length > 0) {
        // A refused attempt checked nothing, so it is not held against the pair either.
        await Promise.all([releaseReservations(), pairLocked ? undefined : release(pairFailures, pair)]);
        return refusals.reduce((longest, refusal) =>
          refusal.retryAfterSeconds > longest.retryAfterSeconds ? refusal : longest,
        );
      }
      const pairFailuresSoFar = pairAttempts.consumedPoints;

      return {
        allowed: true,
        attempt: {
          async succeeded() {
            await Promise.all([
              pairFailures.delete(pair),
              pairDelay.delete(pair),
              knownAddresses.set(pair, 1, policy.knownAddressSeconds),
            ]);
            await releaseReservations();
          },
          async failed() {
            // Recorded before the reservations are released, so failures plus reservations never dip.
            const [ipTotal, accountTotal] = await Promise.all([
              count(ipFailures, ip),
              count(accountFailures, account),
            ]);
            const pairBeyondFree = pairFailuresSoFar - policy.freeFailures;
            const accountBeyondFree = accountTotal.consumedPoints - policy.accountFreeFailures + 1;
            await Promise.all([
              pairBeyondFree > 0 && pairFailuresSoFar < policy.lockAfterFailures
                ? pairDelay.block(pair, delayAfter(pairBeyondFree, policy.maxDelaySeconds))
                : undefined,
              ipTotal.consumedPoints >= policy.ipFailures
                ? ipFailures.block(ip, policy.ipLockSeconds)
                : undefined,
              accountBeyondFree > 0
                ? accountDelay.block(account, delayAfter(accountBeyondFree, policy.accountMaxDelaySeconds))
                : undefined,
            ]);
            await releaseReservations();
          },
        },
      };
    },
  };
}

const throttles = new WeakMap<Redis, Map<string, LoginThrottle>>();

/**
 * The throttle with the default policy, one per Redis client (so per app instance) and purpose:
 * `login` for passwords, `second-factor` for codes, each with its own counts.
 */
export function loginThrottleFor(redis: Redis, purpose: 'login' | 'second-factor' = 'login'): LoginThrottle {
  let byPurpose = throttles.get(redis);
  if (!byPurpose) {
    byPurpose = new Map();
    throttles.set(redis, byPurpose);
  }
  let throttle = byPurpose.get(purpose);
  if (!throttle) {
    throttle = createLoginThrottle(
      redis,
      purpose === 'login' ? DEFAULT_LOGIN_POLICY : SECOND_FACTOR_POLICY,
      purpose,
    );
    byPurpose.set(purpose, throttle);
  }
  return throttle;
}
