import { randomBytes } from 'node:crypto';
import { ADMIN_API_MESSAGES } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientIp } from '../client-ip.ts';
import { AppError } from '../errors.ts';
import { type LoginRefusal, loginThrottleFor } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { adminUserColumns } from './signed-in-admin.ts';

// Checked against when the username does not exist, so a wrong username costs as long as a wrong
// password and timing does not tell which one was wrong.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** The 429 of a throttled attempt, with Retry-After: when to try again is in the header and the message. */
export function refusedForNow(refusal: LoginRefusal, message: string): AppError {
  return new AppError('rate_limited', message, undefined, refusal.retryAfterSeconds);
}

/** The account a sign-in names, with its password hash; undefined when there is none. */
export async function staffSigningIn(db: Database, username: string) {
  const [user] = await db
    .select({ ...adminUserColumns, passwordHash: schema.adminUsers.passwordHash })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.username, username));
  return user;
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
    throw refusedForNow(
      check,
      check.limitedBy === 'account'
        ? ADMIN_API_MESSAGES.accountSignInsSlowed(check.retryAfterSeconds)
        : ADMIN_API_MESSAGES.tooManyLoginAttempts(check.retryAfterSeconds),
    );
  }
  const matched = await verifyPassword(passwordHash ?? (await decoy()), password);
  const valid = matched && passwordHash !== undefined;
  await (valid ? check.attempt.succeeded() : check.attempt.failed());
  return valid;
}

/**
 * The signed-in admin's password asked again (to set up a second factor, to change it), under the
 * same throttle as sign-ins; a wrong one is refused on the field (400, never a 401: the portal ends
 * its session on a 401).
 */
export async function requireCurrentPassword(
  c: Context<AppEnv>,
  admin: { id: string; username: string },
  password: string,
): Promise<void> {
  const [stored] = await c
    .get('deps')
    .db.select({ passwordHash: schema.adminUsers.passwordHash })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.id, admin.id));
  if (!(await checkPasswordThrottled(c, admin.username, stored?.passwordHash, password))) {
    throw new AppError('validation_failed', ADMIN_API_MESSAGES.currentPasswordIncorrect, {
      currentPassword: ADMIN_API_MESSAGES.currentPasswordIncorrect,
    });
  }
}
