import {
  challengeRequestSchema,
  enrolmentConfirmAtSignInSchema,
  enrolmentSchema,
  loginResponseSchema,
  SECOND_FACTOR_MESSAGES,
  type SignInStep,
  secondFactorVerifyRequestSchema,
  signInWithRecoveryCodesSchema,
} from '@funding/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import { checkCodeThrottled, codeRefusalMessage } from '../../auth/second-factor/code-check.ts';
import {
  hasPendingEnrolment,
  startEnrolment,
  useSecondFactorCode,
} from '../../auth/second-factor/factor-store.ts';
import {
  consumeSignInChallenge,
  countWrongCode,
  readSignInChallenge,
} from '../../auth/second-factor/sign-in-challenge.ts';
import { describeEnrolment } from '../../auth/second-factor/totp.ts';
import { activeAdminAt } from '../../auth/signed-in-admin.ts';
import { clientIp } from '../../client-ip.ts';
import { AppError } from '../../errors.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';
import { enableSecondFactorAtSignIn } from '../../staff/second-factor.ts';

const expired = () => new AppError('unauthorized', SECOND_FACTOR_MESSAGES.challengeExpired);

/**
 * The user behind a sign-in challenge of `step`, if the challenge is live and the account has not
 * changed since the password was checked (same session version, still active, the factor as it was).
 */
async function challengedUser(c: Context<AppEnv>, token: string, step: SignInStep) {
  const { redis, db } = c.get('deps');
  const challenge = await readSignInChallenge(redis, token);
  if (!challenge || challenge.step !== step) throw expired();
  const user = await activeAdminAt(db, challenge);
  const factorAsExpected = step === 'verify' ? user?.totpEnabledAt != null : user?.totpEnabledAt == null;
  if (!user || !factorAsExpected) {
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

const route = routeGroup({ tag: 'Staff sign-in' });

const verifyCode = route({
  method: 'post',
  path: '/verify',
  summary: 'The second step of a sign-in: a code from the authenticator app, or a recovery code',
  request: { body: jsonBody(secondFactorVerifyRequestSchema) },
  responses: { 200: jsonAnswer(loginResponseSchema, 'Signed in'), ...errorAnswers(400, 401, 429) },
});

const startEnrolmentAtSignIn = route({
  method: 'post',
  path: '/enrolment',
  summary: 'A second factor is required and not set up yet: a new authenticator key',
  request: { body: jsonBody(challengeRequestSchema) },
  responses: { 200: jsonAnswer(enrolmentSchema, 'The key and its QR code'), ...errorAnswers(400, 401) },
});

const confirmEnrolmentAtSignIn = route({
  method: 'post',
  path: '/enrolment/confirm',
  summary: "The new key's first code: signed in, with recovery codes shown once",
  request: { body: jsonBody(enrolmentConfirmAtSignInSchema) },
  responses: {
    200: jsonAnswer(signInWithRecoveryCodesSchema, 'Signed in'),
    ...errorAnswers(400, 401, 409, 429),
  },
});

/** `/api/auth/second-factor/*`: the second step of signing in, after a right password. */
export const authSecondFactorRoutes = routeApp()
  .openapi(verifyCode, async (c) => {
    const { challenge, code } = c.req.valid('json');
    const user = await challengedUser(c, challenge, 'verify');
    const result = await checkCodeThrottled(c, user, () => useSecondFactorCode(c.get('deps'), user.id, code));
    if (!result.accepted) return refuseCode(c, challenge, codeRefusalMessage(result.reason));
    // Used once: of two parallel right codes, one signs in.
    if (!(await consumeSignInChallenge(c.get('deps').redis, challenge))) throw expired();
    const signedIn = await completeSignIn(c.get('deps'), clientIp(c), user.id, result.method, {
      recoveryCodesLeft: result.recoveryCodesLeft,
    });
    return c.json(signedIn, 200);
  })
  // Required mode, no second factor yet: a new key for the app, then its first code.
  .openapi(startEnrolmentAtSignIn, async (c) => {
    const { challenge } = c.req.valid('json');
    const user = await challengedUser(c, challenge, 'enrol');
    const secret = await startEnrolment(c.get('deps'), user.id);
    return c.json(
      await describeEnrolment(secret, {
        issuer: c.get('deps').env.PROVIDER_NAME,
        accountName: user.username,
      }),
      200,
    );
  })
  .openapi(confirmEnrolmentAtSignIn, async (c) => {
    const { challenge, code } = c.req.valid('json');
    const user = await challengedUser(c, challenge, 'enrol');
    if (!(await hasPendingEnrolment(c.get('deps'), user.id))) {
      throw new AppError('conflict', SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
    }
    // Not signed in yet: the actor is the user the challenge names.
    const actor = { id: user.id, username: user.username, ip: clientIp(c) };
    const result = await checkCodeThrottled(c, user, () =>
      enableSecondFactorAtSignIn(c.get('deps'), actor, code),
    );
    if (!result.accepted) {
      if (result.reason === 'not_started')
        throw new AppError('conflict', SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
      return refuseCode(c, challenge, SECOND_FACTOR_MESSAGES.codeInvalid);
    }
    await consumeSignInChallenge(c.get('deps').redis, challenge);
    const signedIn = await completeSignIn(c.get('deps'), clientIp(c), user.id, 'enrolment');
    return c.json({ ...signedIn, recoveryCodes: result.recoveryCodes }, 200);
  });
