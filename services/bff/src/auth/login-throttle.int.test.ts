import { randomUUID } from 'node:crypto';
import { integrationEnv } from '@funding/platform/testing';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginThrottle, type LoginCheck, type LoginThrottlePolicy } from './login-throttle.ts';

// The policy in small numbers, so the whole progression runs in about a second.
const POLICY: LoginThrottlePolicy = {
  freeFailures: 2,
  lockAfterFailures: 4,
  maxDelaySeconds: 1,
  lockSeconds: 600,
  failureMemorySeconds: 600,
  ipFailures: 20,
  ipWindowSeconds: 600,
  ipLockSeconds: 600,
};

describe('login throttle against a real Redis', () => {
  const redis = new Redis(integrationEnv().REDIS_URL!, { maxRetriesPerRequest: 1 });
  afterAll(() => redis.disconnect());
  const throttle = (policy: Partial<LoginThrottlePolicy> = {}) =>
    createLoginThrottle(redis, { ...POLICY, ...policy }, `test-login:${randomUUID()}`);

  async function fail(check: LoginCheck) {
    if (!check.allowed) throw new Error('expected the attempt to be allowed');
    await check.attempt.failed();
  }

  it('lets the free failures through, then slows, then refuses for the lock period', async () => {
    const limits = throttle();
    await fail(await limits.begin('maria', '10.0.0.1'));
    await fail(await limits.begin('maria', '10.0.0.1'));
    await fail(await limits.begin('maria', '10.0.0.1'));
    // Third failure: one second to wait.
    expect(await limits.begin('maria', '10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    await fail(await limits.begin('Maria', '10.0.0.1'));
    // Fourth failure reaches the lock: refused for the lock period, whatever the password.
    const locked = await limits.begin('maria', '10.0.0.1');
    expect(locked.allowed).toBe(false);
    expect(locked.allowed === false && locked.retryAfterSeconds).toBeGreaterThan(590);
    // The same user from another address and another user from this address are untouched.
    expect((await limits.begin('maria', '10.0.0.2')).allowed).toBe(true);
    expect((await limits.begin('james', '10.0.0.1')).allowed).toBe(true);
  });

  it('clears the username+IP count on success', async () => {
    const limits = throttle();
    await fail(await limits.begin('maria', '10.0.0.1'));
    await fail(await limits.begin('maria', '10.0.0.1'));
    const success = await limits.begin('maria', '10.0.0.1');
    if (!success.allowed) throw new Error('expected allowed');
    await success.attempt.succeeded();
    await fail(await limits.begin('maria', '10.0.0.1'));
    await fail(await limits.begin('maria', '10.0.0.1'));
    expect((await limits.begin('maria', '10.0.0.1')).allowed).toBe(true);
  });

  it('caps attempts per IP across usernames (password spraying)', async () => {
    const limits = throttle({ ipFailures: 5 });
    for (let user = 0; user < 5; user++) await fail(await limits.begin(`user-${user}`, '10.0.0.9'));
    const refused = await limits.begin('someone-new', '10.0.0.9');
    expect(refused.allowed).toBe(false);
    expect((await limits.begin('someone-new', '10.0.0.10')).allowed).toBe(true);
  });

  it('does not count successes against the IP', async () => {
    const limits = throttle({ ipFailures: 2 });
    for (let login = 0; login < 5; login++) {
      const check = await limits.begin(`user-${login}`, '10.0.0.30');
      if (!check.allowed) throw new Error('expected allowed');
      await check.attempt.succeeded();
    }
    expect((await limits.begin('one-more', '10.0.0.30')).allowed).toBe(true);
  });

  it('lets no more than the lock threshold through in a parallel burst', async () => {
    const limits = throttle();
    const checks = await Promise.all(Array.from({ length: 12 }, () => limits.begin('burst', '10.0.0.20')));
    expect(checks.filter((check) => check.allowed)).toHaveLength(POLICY.lockAfterFailures);
  });
});
