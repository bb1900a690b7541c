import {
  type ActionResult,
  ADMIN_API_MESSAGES,
  loginRequestSchema,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorChallengeResponse,
  type VerifyResponse,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { recordAudit } from '../audit.ts';
import { completeSignIn } from '../auth/complete-sign-in.ts';
import { noStore } from '../auth/no-store.ts';
import { createSignInChallenge } from '../auth/second-factor/sign-in-challenge.ts';
import { adminUserColumns, authenticate, requireSession, toAdminUser } from '../auth/session.ts';
import { checkPasswordThrottled } from '../auth/sign-in.ts';
import { AppError } from '../errors.ts';
import { readJson } from '../validate.ts';
import { secondFactorSignInRoutes } from './auth-second-factor.ts';

/** `/api/auth/*`: login (and its second step), verify, logout. */
export const authRoutes = new Hono<AppEnv>()
  .use(noStore)
  .post('/login', async (c) => {
    const { db, env, redis } = c.get('deps');
    const { username, password } = await readJson(c, loginRequestSchema);
    const [user] = await db
      .select({ ...adminUserColumns, passwordHash: schema.adminUsers.passwordHash })
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.username, username));
    // A deactivated account answers exactly like a wrong password.
    const valid = await checkPasswordThrottled(
      c,
      username,
      user?.isActive ? user.passwordHash : undefined,
      password,
    );
    if (!user || !valid) {
      await recordAudit(c, {
        action: 'login_failed',
        actor: { id: user?.id ?? null, username: user?.username ?? null },
      });
      throw new AppError('unauthorized', ADMIN_API_MESSAGES.invalidCredentials);
    }

    // The password was right; an account with a second factor (or without one, when it is required)
    // gets a short-lived challenge for the next step instead of a session.
    const step = user.totpEnabledAt ? 'verify' : env.STAFF_SECOND_FACTOR === 'required' ? 'enrol' : null;
    if (!step) return c.json(await completeSignIn(c, user.id, 'password'));
    const challenge = await createSignInChallenge(redis, {
      adminId: user.id,
      username: user.username,
      sessionVersion: user.sessionVersion,
      step,
    });
    return c.json({
      success: true,
      message:
        step === 'verify' ? SECOND_FACTOR_MESSAGES.enterCode : SECOND_FACTOR_MESSAGES.enrolmentRequired,
      secondFactor: { challenge: challenge.token, step, expiresAt: challenge.expiresAt.toISOString() },
    } satisfies SecondFactorChallengeResponse);
  })
  .route('/second-factor', secondFactorSignInRoutes)
  .get('/verify', async (c) => {
    const admin = await authenticate(c);
    return c.json({ success: true, user: toAdminUser(admin) } satisfies VerifyResponse);
  })
  // Ends every session of the user: the session version in their tokens no longer matches.
  .post('/logout', requireSession, async (c) => {
    const admin = c.get('admin');
    await c
      .get('deps')
      .db.update(schema.adminUsers)
      .set({ sessionVersion: sql`${schema.adminUsers.sessionVersion} + 1` })
      .where(eq(schema.adminUsers.id, admin.id));
    await recordAudit(c, { action: 'logout', detail: { tokenId: admin.tokenId } });
    return c.json({ success: true, message: ADMIN_API_MESSAGES.loggedOut } satisfies ActionResult);
  })
  // The spec's login client reads `{ success: false, message }`: the standard error body plus
  // `success`, for these routes only. Anything that is not an AppError goes to the app's handler.
  .onError((error, c) => {
    if (!(error instanceof AppError)) throw error;
    return c.json(
      { success: false, message: error.message, code: error.code, fields: error.fields },
      error.status,
    );
  });
