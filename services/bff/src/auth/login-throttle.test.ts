import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginThrottle, DEFAULT_LOGIN_POLICY, SECOND_FACTOR_POLICY } from './login-throttle.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const DAY_MS = 24 * 3600 * 1000;

/** Guesses as fast as the throttle allows for a day from one address, each wrong; how many got through. */
async function guessesInADay(throttle: ReturnType<typeof createLoginThrottle>, ip: string): Promise<number> {
  const end = Date.now() + DAY_MS;
  let guesses = 0;
  while (Date.now() < end) {
    const check = await throttle.begin('maria', ip);
    if (check.allowed) {
      await check.attempt.failed();
      guesses++;
    } else {
      await vi.advanceTimersByTimeAsync(check.retryAfterSeconds * 1000);
    }
  }
  return guesses;
}

describe('the login throttle over a day, with a clock', () => {
  it('caps second-factor guesses at about 150 a day, even from an address that signed in before', async () => {
    const codes = createLoginThrottle(null, SECOND_FACTOR_POLICY, 'second-factor');
    const known = await codes.begin('maria', '10.1.0.1');
    if (!known.allowed) throw new Error('the first attempt is allowed');
    await known.attempt.succeeded();
    const guesses = await guessesInADay(codes, '10.1.0.1');
    expect(guesses).toBeGreaterThan(100);
    expect(guesses).toBeLessThanOrEqual(165);
    // What the same address got when codes were throttled like passwords: a fresh pair lock every
    // 15 minutes, about 1,000 guesses a day.
    const likePasswords = createLoginThrottle(null, DEFAULT_LOGIN_POLICY, 'second-factor');
    const before = await likePasswords.begin('maria', '10.1.0.1');
    if (before.allowed) await before.attempt.succeeded();
    expect(await guessesInADay(likePasswords, '10.1.0.1')).toBeGreaterThan(800);
  });

  it('caps them the same from a new address', async () => {
    const codes = createLoginThrottle(null, SECOND_FACTOR_POLICY, 'second-factor');
    expect(await guessesInADay(codes, '10.1.0.2')).toBeLessThanOrEqual(165);
  });

  it('leaves a password-proven address to the pair lock alone: the account cannot be slowed from outside', async () => {
    const passwords = createLoginThrottle(null, DEFAULT_LOGIN_POLICY, 'login');
    const known = await passwords.begin('maria', '10.1.0.3');
    if (!known.allowed) throw new Error('the first attempt is allowed');
    await known.attempt.succeeded();
    // An attacker elsewhere slows the account down...
    for (let guess = 0; guess < 15; guess++) {
      const check = await passwords.begin('maria', `10.2.0.${guess}`);
      if (check.allowed) await check.attempt.failed();
    }
    expect(await passwords.begin('maria', '10.2.0.99')).toMatchObject({
      allowed: false,
      limitedBy: 'account',
    });
    // ...but not the staff member's own address.
    expect((await passwords.begin('maria', '10.1.0.3')).allowed).toBe(true);
  });
});
