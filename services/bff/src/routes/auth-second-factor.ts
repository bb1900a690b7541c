import {
  challengeRequestSchema,
  type Enrolment,
  enrolmentConfirmAtSignInSchema,
  type LoginResponse,
  SECOND_FACTOR_MESSAGES,
  type SignInStep,
  type SignInWithRecoveryCodes,
  secondFactorVerifyRequestSchema,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { recordAudit } from '../audit.ts';
import { completeSignIn } from '../auth/complete-sign-in.ts';
import { checkCodeThrottled, codeRefusalMessage } from '../auth/second-factor/code-check.ts';
import {
  confirmEnrolment,
  hasPendingEnrolment,
  startEnrolment,
  useSecondFactorCode,
} from '../auth/second-factor/factor-store.ts';
import {
  consumeSignInChallenge,
  countWrongCode,
  readSignInChallenge,
} from '../auth/second-factor/sign-in-challenge.ts';
import { describeEnrolment } from '../auth/second-factor/totp.ts';
import { AppError } from '../errors.ts';
import { readJson } from '../validate.ts';

const expired = () => new AppError('unauthorized', SECOND_FACTOR_MESSAGES.challengeExpired);

/**
 * The user behind a sign-in challenge of `step`, if the challenge is live and the account has not
 * changed since the password was checked (same session version, still active, the factor as it was).
 */
async function challengedUser(c: Context<AppEnv>, token: string, step: SignInStep) {
  const { redis, db } = c.get('deps');
  const challenge = await readSignInChallenge(redis, token);
  if (!challenge || challenge.step !== step) throw expired();
  const [user] = await db
    .select({
      id: schema.adminUsers.id,
      username: schema.adminUsers.username,
      isActive: schema.adminUsers.isActive,
      sessionVersion: schema.adminUsers.sessionVersion,
      totpEnabledAt: schema.adminUsers.totpEnabledAt,
    })
    .from(schema.adminUsers)
    .where(eq(schema.adminUsers.id, challenge.adminId));
  const factorAsExpected = step === 'verify' ? user?.totpEnabledAt != null : user?.totpEnabledAt == null;
  if (!user?.isActive || user.sessionVersion !== challenge.sessionVersion || !factorAsExpected) {
    await consumeSignInChallenge(redis, token);
    throw expired();
  }
  return user;
}

/** A wrong code: counted against the challenge too, which ends after a few. */
async function refuseCode(c: Context<AppEnv>, token: string, message: string): Promise<never> {
  const stillUsable = await countWrongCode(c.get('deps').redis, token);
  if (!stillUsable) throw new AppError('unauthorized', SECOND_FACTOR_MESSAGES.challengeLocked);
  throw new AppError('unauthorized', message, { code: message });
}

/** `/api/auth/second-factor/*`: the second step of signing in, after a right password. */
export const secondFactorSignInRoutes = new Hono<AppEnv>()
  .post('/verify', async (c) => {
    const { challenge, code } = await readJson(c, secondFactorVerifyRequestSchema);
    const user = await challengedUser(c, challenge, 'verify');
    const result = await checkCodeThrottled(c, user, () => useSecondFactorCode(c.get('deps'), user.id, code));
    if (!result.accepted) return refuseCode(c, challenge, codeRefusalMessage(result.reason));
    // Used once: of two parallel right codes, one signs in.
    if (!(await consumeSignInChallenge(c.get('deps').redis, challenge))) throw expired();
    return c.json(
      (await completeSignIn(c, user.id, result.method, {
        recoveryCodesLeft: result.recoveryCodesLeft,
      })) satisfies LoginResponse,
    );
  })
  // Required mode, no second factor yet: a new key for the app, then its first code.
  .post('/enrolment', async (c) => {
    const { challenge } = await readJson(c, challengeRequestSchema);
    const user = await challengedUser(c, challenge, 'enrol');
    const secret = await startEnrolment(c.get('deps'), user.id);
    return c.json(
      (await describeEnrolment(secret, {
        issuer: c.get('deps').env.PROVIDER_NAME,
        accountName: user.username,
      })) satisfies Enrolment,
    );
  })
  .post('/enrolment/confirm', async (c) => {
    const { challenge, code } = await readJson(c, enrolmentConfirmAtSignInSchema);
    const user = await challengedUser(c, challenge, 'enrol');
    if (!(await hasPendingEnrolment(c.get('deps'), user.id))) {
      throw new AppError('conflict', SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
    }
    const result = await checkCodeThrottled(c, user, () => confirmEnrolment(c.get('deps'), user.id, code));
    if (!result.accepted) {
      if (result.reason === 'not_started')
        throw new AppError('conflict', SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
      return refuseCode(c, challenge, SECOND_FACTOR_MESSAGES.codeInvalid);
    }
    await consumeSignInChallenge(c.get('deps').redis, challenge);
    await recordAudit(c, {
      action: 'second_factor_enrol',
      actor: { id: user.id, username: user.username },
      detail: { userId: user.id, atSignIn: true },
    });
    const signedIn = await completeSignIn(c, user.id, 'enrolment');
    return c.json({ ...signedIn, recoveryCodes: result.recoveryCodes } satisfies SignInWithRecoveryCodes);
  });
