import { ADMIN_API_MESSAGES, type LoginResponse } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { AppError } from '../errors.ts';
import { type SessionSettings, signSessionToken } from './session-token.ts';
import { adminUserColumns, toAdminUser } from './signed-in-admin.ts';

/** How the sign-in was completed, for the audit trail. */
export type SignInFactor = 'password' | 'totp' | 'recovery_code' | 'enrolment';

/**
 * The end of every sign-in: records lastLogin, issues a session for the user's current session
 * version and audits it (`login`), the entry in the transaction of lastLogin. The answer is the
 * login response (`success, message, data`).
 */
export async function completeSignIn(
  deps: { db: Database; env: SessionSettings },
  clientAddress: string,
  adminId: string,
  factor: SignInFactor,
  detail: Record<string, unknown> = {},
): Promise<LoginResponse> {
  return deps.db.transaction(async (tx) => {
    const [signedIn] = await tx
      .update(schema.adminUsers)
      .set({ lastLogin: sql`now()` })
      .where(eq(schema.adminUsers.id, adminId))
      .returning(adminUserColumns);
    if (!signedIn?.isActive) throw new AppError('unauthorized', ADMIN_API_MESSAGES.invalidCredentials);
    const session = await signSessionToken(
      deps.env.JWT_SECRET,
      { adminId: signedIn.id, sessionVersion: signedIn.sessionVersion },
      deps.env.ADMIN_SESSION_TTL_SECONDS,
    );
    await recordAudit(
      tx,
      { id: signedIn.id, username: signedIn.username, ip: clientAddress },
      {
        action: 'login',
        detail: {
          tokenId: session.tokenId,
          expiresAt: session.expiresAt.toISOString(),
          secondFactor: factor === 'password' ? null : factor,
          ...detail,
        },
      },
    );
    return {
      success: true,
      message: ADMIN_API_MESSAGES.loginSucceeded,
      data: { token: session.token, user: toAdminUser(signedIn) },
    };
  });
}
