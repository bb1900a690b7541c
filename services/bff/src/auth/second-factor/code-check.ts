import { SECOND_FACTOR_MESSAGES } from '@funding/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { clientIp } from '../../client-ip.ts';
import { loginThrottleFor } from '../login-throttle.ts';
import { refusedForNow } from '../sign-in.ts';

/**
 * Runs one check of a second-factor code under the same brute-force limits as passwords (counted
 * apart from them: see login-throttle.ts), and audits a refused code. A refusal throws 429.
 */
export async function checkCodeThrottled<Result extends { accepted: boolean; reason?: string }>(
  c: Context<AppEnv>,
  admin: { id: string; username: string },
  check: () => Promise<Result>,
): Promise<Result> {
  const attempt = await loginThrottleFor(c.get('deps').redis, 'second-factor').begin(
    admin.username,
    clientIp(c),
  );
  if (!attempt.allowed) {
    throw refusedForNow(attempt, SECOND_FACTOR_MESSAGES.tooManyCodeAttempts(attempt.retryAfterSeconds));
  }
  let result: Result;
  try {
    result = await check();
  } catch (error) {
    await attempt.attempt.failed();
    throw error;
  }
  await (result.accepted ? attempt.attempt.succeeded() : attempt.attempt.failed());
  // Written before the refusal is answered: no guess goes unrecorded.
  if (!result.accepted) {
    await recordAudit(
      c.get('deps').db,
      { id: admin.id, username: admin.username, ip: clientIp(c) },
      { action: 'second_factor_failed', detail: { reason: result.reason ?? 'invalid' } },
    );
  }
  return result;
}

/** The message of a refused code. */
export function codeRefusalMessage(reason: string | undefined): string {
  return reason === 'reused' ? SECOND_FACTOR_MESSAGES.codeAlreadyUsed : SECOND_FACTOR_MESSAGES.codeInvalid;
}
