import { randomBytes } from 'node:crypto';
import { ADMIN_API_MESSAGES } from '@funding/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientIp } from '../client-ip.ts';
import { tooManyRequests } from '../errors.ts';
import { loginThrottleFor } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';

// Checked against when the username does not exist, so a wrong username costs as long as a wrong
// password and timing does not tell which one was wrong.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/**
 * Checks a password for `username` under the brute-force throttle (see login-throttle.ts). Returns
 * whether it matched; a refused attempt throws 429 with the wait in the message and Retry-After.
 */
export async function checkPasswordThrottled(
  c: Context<AppEnv>,
  username: string,
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const check = await loginThrottleFor(c.get('deps').redis).begin(username, clientIp(c));
  if (!check.allowed) {
    throw tooManyRequests(
      check.limitedBy === 'account'
        ? ADMIN_API_MESSAGES.accountSignInsSlowed(check.retryAfterSeconds)
        : ADMIN_API_MESSAGES.tooManyLoginAttempts(check.retryAfterSeconds),
      check.retryAfterSeconds,
    );
  }
  const matched = await verifyPassword(passwordHash ?? (await decoy()), password);
  const valid = matched && passwordHash !== undefined;
  await (valid ? check.attempt.succeeded() : check.attempt.failed());
  return valid;
}
