import {
  ADMIN_API_MESSAGES,
  actionResultSchema,
  loginAnswerSchema,
  loginRequestSchema,
  SECOND_FACTOR_MESSAGES,
  type SignInStep,
  verifyResponseSchema,
} from '@funding/contracts';
import { recordAudit } from '../../audit/record-audit.ts';
import { actorOf, anonymousActor } from '../../auth/actor.ts';
import { completeSignIn } from '../../auth/complete-sign-in.ts';
import { noStore } from '../../auth/no-store.ts';
import { staffPermissions } from '../../auth/permissions.ts';
import { createSignInChallenge } from '../../auth/second-factor/sign-in-challenge.ts';
import { authenticate, requireSession } from '../../auth/session.ts';
import { checkPasswordThrottled, staffSigningIn } from '../../auth/sign-in.ts';
import { signOut } from '../../auth/sign-out.ts';
import { toAdminUser } from '../../auth/signed-in-admin.ts';
import { clientIp } from '../../client-ip.ts';
import { AppError } from '../../errors.ts';
import { ADMIN_SESSION, errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';
import { authSecondFactorRoutes } from './second-factor.ts';

const route = routeGroup({ tag: 'Staff sign-in' });

const login = route({
  method: 'post',
  path: '/login',
  summary: 'Sign in with username and password',
  description:
    'Answers with a session (`data.token`), or, when the account uses a second factor (or must set ' +
    'one up), with a short-lived `secondFactor.challenge` for `/api/auth/second-factor/*`. Errors ' +
    'here carry `success: false` besides the usual body.',
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: jsonAnswer(loginAnswerSchema, 'Signed in, or the second step is next'),
    ...errorAnswers(400, 401, 429),
  },
});

const verify = route({
  method: 'get',
  path: '/verify',
  summary: 'Whether the session is still valid, with its user',
  security: ADMIN_SESSION,
  responses: { 200: jsonAnswer(verifyResponseSchema, 'Valid'), ...errorAnswers(401) },
});

const logout = route({
  method: 'post',
  path: '/logout',
  summary: "Sign out: every one of the user's sessions ends",
  security: ADMIN_SESSION,
  middleware: [requireSession],
  responses: { 200: jsonAnswer(actionResultSchema, 'Signed out'), ...errorAnswers(401) },
});

/** `/api/auth/*`: login (and its second step), verify, logout. */
export const authRoutes = routeApp();
authRoutes.use(noStore);
authRoutes
  .openapi(login, async (c) => {
    const { db, env, redis } = c.get('deps');
    const { username, password } = c.req.valid('json');
    const user = await staffSigningIn(db, username);
    // A deactivated account answers exactly like a wrong password.
    const valid = await checkPasswordThrottled(
      c,
      username,
      user?.isActive ? user.passwordHash : undefined,
      password,
    );
    if (!user || !valid) {
      // Written before the refusal is answered: no failed sign-in goes unrecorded.
      const claimed = { id: user?.id ?? null, username: user?.username ?? null };
      await recordAudit(db, anonymousActor(c, claimed), { action: 'login_failed' });
      throw new AppError('unauthorized', ADMIN_API_MESSAGES.invalidCredentials);
    }

    // The password was right; an account with a second factor (or without one, when it is required)
    // gets a short-lived challenge for the next step instead of a session.
    const step: SignInStep | null = user.totpEnabledAt
      ? 'verify'
      : env.STAFF_SECOND_FACTOR === 'required'
        ? 'enrol'
        : null;
    if (!step) return c.json(await completeSignIn(c.get('deps'), clientIp(c), user.id, 'password'), 200);
    const challenge = await createSignInChallenge(redis, {
      adminId: user.id,
      username: user.username,
      sessionVersion: user.sessionVersion,
      step,
    });
    return c.json(
      {
        success: true as const,
        message:
          step === 'verify' ? SECOND_FACTOR_MESSAGES.enterCode : SECOND_FACTOR_MESSAGES.enrolmentRequired,
        secondFactor: { challenge: challenge.token, step, expiresAt: challenge.expiresAt.toISOString() },
      },
      200,
    );
  })
  .route('/second-factor', authSecondFactorRoutes);
authRoutes
  .openapi(verify, async (c) => {
    const admin = await authenticate(c);
    const permissions = staffPermissions(admin.role, c.get('deps').env);
    return c.json({ success: true, user: toAdminUser(admin), permissions }, 200);
  })
  .openapi(logout, async (c) => {
    await signOut(c.get('deps').db, actorOf(c), c.get('admin').tokenId);
    return c.json({ success: true as const, message: ADMIN_API_MESSAGES.loggedOut }, 200);
  });
// The spec's login client reads `{ success: false, message }`: the standard error body plus
// `success`, for these routes only. Anything that is not an AppError goes to the app's handler.
authRoutes.onError((error, c) => {
  if (!(error instanceof AppError)) throw error;
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json(
    { success: false, message: error.message, code: error.code, fields: error.fields },
    error.status,
  );
});
