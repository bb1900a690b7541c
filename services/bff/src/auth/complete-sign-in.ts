import { ADMIN_API_MESSAGES, type LoginResponse } from '@funding/contracts';
import { schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { recordAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { signSessionToken } from './session-token.ts';
import { adminUserColumns, toAdminUser } from './signed-in-admin.ts';

/** How the sign-in was completed, for the audit trail. */
export type SignInFactor = 'password' | 'totp' | 'recovery_code' | 'enrolment';

/**
 * The end of every sign-in: records lastLogin, issues a session for the user's current session
 * version and audits it. The answer is the spec's login response (`success, message, data`).
 */
export async function completeSignIn(
  c: Context<AppEnv>,
  adminId: string,
  factor: SignInFactor,
  detail: Record<string, unknown> = {},
): Promise<LoginResponse> {
  const { db, env } = c.get('deps');
  const [signedIn] = await db
    .update(schema.adminUsers)
    .set({ lastLogin: sql`now()` })
    .where(eq(schema.adminUsers.id, adminId))
    .returning(adminUserColumns);
  if (!signedIn?.isActive) throw new AppError('unauthorized', ADMIN_API_MESSAGES.invalidCredentials);
  const session = await signSessionToken(
    env.JWT_SECRET,
    { adminId: signedIn.id, sessionVersion: signedIn.sessionVersion },
    env.ADMIN_SESSION_TTL_SECONDS,
  );
  await recordAudit(c, {
    action: 'login',
    actor: { id: signedIn.id, username: signedIn.username },
    detail: {
      tokenId: session.tokenId,
      expiresAt: session.expiresAt.toISOString(),
      secondFactor: factor === 'password' ? null : factor,
      ...detail,
    },
  });
  return {
    success: true,
    message: ADMIN_API_MESSAGES.loginSucceeded,
    data: { token: session.token, user: toAdminUser(signedIn) },
  };
}
