import { randomUUID } from 'node:crypto';
import { integrationEnv } from '@funding/platform/testing/integration-env';
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
  accountFreeFailures: 30,
  accountMaxDelaySeconds: 2,
  accountWindowSeconds: 600,
  knownAddressSeconds: 600,
  knownAddressSkipsAccountLimit: true,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login throttle against a real Redis', () => {
  const redis = new Redis(integrationEnv().REDIS_URL!, { maxRetriesPerRequest: 1 });
  afterAll(() => redis.disconnect());
  const throttle = (policy: Partial<LoginThrottlePolicy> = {}) =>
    createLoginThrottle(redis, { ...POLICY, ...policy }, `test-login:${randomUUID()}`);

  function allowed(check: LoginCheck) {
    if (!check.allowed) throw new Error(`expected the attempt to be allowed, got ${JSON.stringify(check)}`);
    return check.attempt;
  }
  const fail = (check: LoginCheck) => allowed(check).failed();
  const succeed = (check: LoginCheck) => allowed(check).succeeded();

  it('lets the free failures through, then slows, then refuses for the lock period', async () => {
    const limits = throttle();
    await fail(await limits.begin('maria', '10.0.0.1'));
    await fail(await limits.begin('maria', '10.0.0.1'));
    await fail(await limits.begin('maria', '10.0.0.1'));
    // Third failure: one second to wait.
    expect(await limits.begin('maria', '10.0.0.1')).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      limitedBy: 'caller',
    });
    await sleep(1_050);
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
    await succeed(await limits.begin('maria', '10.0.0.1'));
    await fail(await limits.begin('maria', '10.0.0.1'));
    await fail(await limits.begin('maria', '10.0.0.1'));
    expect((await limits.begin('maria', '10.0.0.1')).allowed).toBe(true);
  });

  it('caps failures per IP across usernames (password spraying)', async () => {
    const limits = throttle({ ipFailures: 5 });
    for (let user = 0; user < 5; user++) await fail(await limits.begin(`user-${user}`, '10.0.0.9'));
    const refused = await limits.begin('someone-new', '10.0.0.9');
    expect(refused).toMatchObject({ allowed: false, limitedBy: 'caller' });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(590);
    expect((await limits.begin('someone-new', '10.0.0.10')).allowed).toBe(true);
  });

  it('does not count successes against the IP', async () => {
    const limits = throttle({ ipFailures: 2 });
    for (let login = 0; login < 5; login++) await succeed(await limits.begin(`user-${login}`, '10.0.0.30'));
    expect((await limits.begin('one-more', '10.0.0.30')).allowed).toBe(true);
  });

  describe('a valid account does not buy guesses (spraying from one address)', () => {
    it('keeps the address cap while a valid account signs in between the guesses', async () => {
      const limits = throttle({ ipFailures: 5 });
      let guesses = 0;
      for (let target = 0; target < 20; target++) {
        const check = await limits.begin(`target-${target}`, '10.0.1.1');
        if (!check.allowed) break;
        await check.attempt.failed();
        guesses++;
        await succeed(await limits.begin('valid-account', '10.0.1.1'));
      }
      expect(guesses).toBe(5);
    });

    it('never takes a failure back, even when a sign-in ends in the next counting window', async () => {
      // On main a success "refunded" one point of the address counter; when its window had rolled
      // over meanwhile, that erased a failure of the new window: one more guess for every such sign-in.
      const limits = throttle({ ipFailures: 3, ipWindowSeconds: 1 });
      const held = allowed(await limits.begin('valid-account', '10.0.1.2'));
      await sleep(1_100);
      await fail(await limits.begin('target-1', '10.0.1.2'));
      await fail(await limits.begin('target-2', '10.0.1.2'));
      await held.succeeded();
      let guesses = 2;
      for (let target = 3; target < 10; target++) {
        const check = await limits.begin(`target-${target}`, '10.0.1.2');
        if (!check.allowed) break;
        await check.attempt.failed();
        guesses++;
      }
      expect(guesses).toBe(3);
    });
  });

  describe('per account, across addresses', () => {
    const accountPolicy = { accountFreeFailures: 3, accountMaxDelaySeconds: 2 };
    let address = 0;
    const anyAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

    it('slows guessing from many addresses with a doubling delay, capped, never a lock', async () => {
      const limits = throttle(accountPolicy);
      for (let failure = 0; failure < 3; failure++) await fail(await limits.begin('victim', anyAddress()));
      // The third failure reached the free count: every address now waits, 1 s first.
      expect(await limits.begin('victim', anyAddress())).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
        limitedBy: 'account',
      });
      expect(await limits.begin('VICTIM ', anyAddress())).toMatchObject({
        allowed: false,
        limitedBy: 'account',
      });
      // Other accounts are not touched.
      expect((await limits.begin('colleague', anyAddress())).allowed).toBe(true);

      await sleep(1_050);
      await fail(await limits.begin('victim', anyAddress()));
      expect(await limits.begin('victim', anyAddress())).toMatchObject({ retryAfterSeconds: 2 });
      await sleep(2_050);
      await fail(await limits.begin('victim', anyAddress()));
      // 4 s would be next, but the cap is 2 s; and after it the account takes a try again.
      expect(await limits.begin('victim', anyAddress())).toMatchObject({ retryAfterSeconds: 2 });
      await sleep(2_050);
      expect((await limits.begin('victim', anyAddress())).allowed).toBe(true);
    });

    it('lets an address that signed in before through, and a success does not clear the count', async () => {
      const limits = throttle(accountPolicy);
      await succeed(await limits.begin('victim', '10.8.0.1'));
      for (let failure = 0; failure < 3; failure++) await fail(await limits.begin('victim', anyAddress()));
      expect((await limits.begin('victim', anyAddress())).allowed).toBe(false);
      // The staff member's own address is not locked out by the attacker.
      await succeed(await limits.begin('victim', '10.8.0.1'));
      await fail(await limits.begin('victim', '10.8.0.1'));
      // ...and that success did not give the attacker's addresses a fresh count.
      const refused = await limits.begin('victim', anyAddress());
      expect(refused).toMatchObject({ allowed: false, limitedBy: 'account' });
    });

    it('lets no more than the free failures through in a parallel burst from many addresses', async () => {
      const limits = throttle(accountPolicy);
      const checks = await Promise.all(Array.from({ length: 20 }, () => limits.begin('burst', anyAddress())));
      expect(checks.filter((check) => check.allowed)).toHaveLength(3);
    });
  });

  it('lets no more than the lock threshold through in a parallel burst', async () => {
    const limits = throttle();
    const checks = await Promise.all(Array.from({ length: 12 }, () => limits.begin('burst', '10.0.0.20')));
    expect(checks.filter((check) => check.allowed)).toHaveLength(POLICY.lockAfterFailures);
  });
});
