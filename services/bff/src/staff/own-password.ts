import { ADMIN_API_MESSAGES } from '@funding/contracts';
import { type Database, schema } from '@funding/platform';
import { eq, sql } from 'drizzle-orm';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/password.ts';
import { requireStrongPassword } from '../auth/password-strength.ts';
import { type SessionSettings, signSessionToken } from '../auth/session-token.ts';
import { AppError } from '../errors.ts';

/**
 * A staff member's new password, once the route has checked the current one: it must rate strong
 * (checked only now, so the estimator's advice is no oracle for a stolen session), every session of
 * the user ends (other devices too), and the answer is this session's new token, named in the audit
 * entry that commits with the change.
 */
export async function changeOwnPassword(
  deps: { db: Database; env: SessionSettings },
  actor: StaffActor & { email: string },
  newPassword: string,
): Promise<string> {
  requireStrongPassword('newPassword', newPassword, actor);
  const passwordHash = await hashPassword(newPassword);
  return deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(schema.adminUsers)
      .set({ passwordHash, sessionVersion: sql`${schema.adminUsers.sessionVersion} + 1` })
      .where(eq(schema.adminUsers.id, actor.id))
      .returning({ sessionVersion: schema.adminUsers.sessionVersion });
    if (!changed) throw new AppError('unauthorized', ADMIN_API_MESSAGES.sessionExpired);
    const session = await signSessionToken(
      deps.env.JWT_SECRET,
      { adminId: actor.id, sessionVersion: changed.sessionVersion },
      deps.env.ADMIN_SESSION_TTL_SECONDS,
    );
    await recordAudit(tx, actor, { action: 'password_change', detail: { tokenId: session.tokenId } });
    return session.token;
  });
}
