import {
  type ActionResult,
  ADMIN_API_MESSAGES,
  type AdminUser,
  adminUserCreateSchema,
  adminUserUpdateSchema,
  MESSAGES,
  type PasswordChangeResponse,
  passwordChangeSchema,
  SECOND_FACTOR_MESSAGES,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { recordAudit } from '../../audit.ts';
import { hashPassword } from '../../auth/password.ts';
import { passwordWeakness } from '../../auth/password-strength.ts';
import { removeSecondFactor } from '../../auth/second-factor/factor-store.ts';
import { adminUserColumns, requireRole, toAdminUser } from '../../auth/session.ts';
import { signSessionToken } from '../../auth/session-token.ts';
import { checkPasswordThrottled } from '../../auth/sign-in.ts';
import { AppError } from '../../errors.ts';
import { readJson } from '../../validate.ts';
import { isUniqueViolation, uuidParam } from './params.ts';

const { adminUsers } = schema;
const superAdmin = requireRole('super_admin');
const userIdParam = (value: string) => uuidParam(value, ADMIN_API_MESSAGES.adminUserNotFound);

/** Refuses (400, on `field`) a password the strength estimator rates weak. */
function requireStrongPassword(
  field: string,
  password: string,
  context: { username: string; email: string },
) {
  const weakness = passwordWeakness(password, context);
  if (weakness) throw new AppError('validation_failed', weakness, { [field]: weakness });
}

/**
 * `/api/admin/users`: admin users, managed by super admins only (DESIGN, "Where we differ").
 * Nobody deletes their own account or changes their own role or active flag; everyone changes
 * their own password.
 */
export const userRoutes = new Hono<AppEnv>()
  .get('/', superAdmin, async (c) => {
    const rows = await c
      .get('deps')
      .db.select(adminUserColumns)
      .from(adminUsers)
      .orderBy(asc(adminUsers.createdAt));
    return c.json(rows.map(toAdminUser) satisfies AdminUser[]);
  })
  .post('/', superAdmin, async (c) => {
    const body = await readJson(c, adminUserCreateSchema);
    requireStrongPassword('password', body.password, body);
    const passwordHash = await hashPassword(body.password);
    const [created] = await c
      .get('deps')
      .db.insert(adminUsers)
      .values({ username: body.username, email: body.email, role: body.role, passwordHash })
      .returning(adminUserColumns)
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('conflict', ADMIN_API_MESSAGES.usernameTaken, {
          username: ADMIN_API_MESSAGES.usernameTaken,
        });
      });
    if (!created) throw new Error('insert returned no row');
    await recordAudit(c, {
      action: 'admin_user_create',
      detail: { userId: created.id, username: created.username, role: created.role },
    });
    return c.json(toAdminUser(created) satisfies AdminUser, 201);
  })
  .put('/:id', superAdmin, async (c) => {
    const id = userIdParam(c.req.param('id'));
    const changes = await readJson(c, adminUserUpdateSchema);
    const self = c.get('admin');
    if (
      id === self.id &&
      ((changes.role !== undefined && changes.role !== self.role) ||
        (changes.isActive !== undefined && changes.isActive !== self.isActive))
    ) {
      throw new AppError('forbidden', ADMIN_API_MESSAGES.cannotChangeOwnRoleOrStatus);
    }
    const { db } = c.get('deps');
    // An edit that changes nothing answers with the user as they are (drizzle refuses an empty SET).
    const [updated] =
      Object.keys(changes).length === 0
        ? await db.select(adminUserColumns).from(adminUsers).where(eq(adminUsers.id, id))
        : await db
            .update(adminUsers)
            .set({
              ...changes,
              // Deactivation ends the user's sessions at once.
              ...(changes.isActive === false
                ? { sessionVersion: sql`${adminUsers.sessionVersion} + 1` }
                : {}),
            })
            .where(eq(adminUsers.id, id))
            .returning(adminUserColumns);
    if (!updated) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    if (Object.keys(changes).length > 0) {
      await recordAudit(c, {
        action: 'admin_user_update',
        detail: { userId: id, username: updated.username, ...changes },
      });
    }
    return c.json(toAdminUser(updated) satisfies AdminUser);
  })
  .delete('/:id', superAdmin, async (c) => {
    const id = userIdParam(c.req.param('id'));
    if (id === c.get('admin').id) throw new AppError('forbidden', MESSAGES.cannotDeleteSelf);
    const [deleted] = await c
      .get('deps')
      .db.delete(adminUsers)
      .where(eq(adminUsers.id, id))
      .returning({ username: adminUsers.username });
    if (!deleted) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    await recordAudit(c, { action: 'admin_user_delete', detail: { userId: id, username: deleted.username } });
    return c.json({ success: true, message: ADMIN_API_MESSAGES.adminUserDeleted } satisfies ActionResult);
  })
  // A lost or stolen authenticator: the user's second factor and sessions end, and their next sign-in
  // sets it up again (or goes without, when it is optional). Not for oneself: that needs a code.
  .post('/:id/second-factor/reset', superAdmin, async (c) => {
    const id = userIdParam(c.req.param('id'));
    if (id === c.get('admin').id) throw new AppError('forbidden', SECOND_FACTOR_MESSAGES.cannotResetSelf);
    const username = await removeSecondFactor(c.get('deps'), id, { endSessions: true });
    if (username === null) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    await recordAudit(c, { action: 'second_factor_reset', detail: { userId: id, username } });
    return c.json({ success: true, message: SECOND_FACTOR_MESSAGES.reset(username) } satisfies ActionResult);
  })
  // Every session of the user ends (other devices too); the answer carries this one's new token.
  .post('/me/password', async (c) => {
    const body = await readJson(c, passwordChangeSchema);
    const self = c.get('admin');
    const { db, env } = c.get('deps');
    const [stored] = await db
      .select({ passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, self.id));
    if (!(await checkPasswordThrottled(c, self.username, stored?.passwordHash, body.currentPassword))) {
      throw new AppError('validation_failed', ADMIN_API_MESSAGES.currentPasswordIncorrect, {
        currentPassword: ADMIN_API_MESSAGES.currentPasswordIncorrect,
      });
    }
    // After the current password, so the estimator's advice is not an oracle for a stolen session.
    requireStrongPassword('newPassword', body.newPassword, self);
    const [changed] = await db
      .update(adminUsers)
      .set({
        passwordHash: await hashPassword(body.newPassword),
        sessionVersion: sql`${adminUsers.sessionVersion} + 1`,
      })
      .where(eq(adminUsers.id, self.id))
      .returning({ sessionVersion: adminUsers.sessionVersion });
    if (!changed) throw new AppError('unauthorized', ADMIN_API_MESSAGES.sessionExpired);
    const session = await signSessionToken(
      env.JWT_SECRET,
      { adminId: self.id, sessionVersion: changed.sessionVersion },
      env.ADMIN_SESSION_TTL_SECONDS,
    );
    await recordAudit(c, { action: 'password_change', detail: { tokenId: session.tokenId } });
    return c.json({
      success: true,
      message: ADMIN_API_MESSAGES.passwordChanged,
      token: session.token,
    } satisfies PasswordChangeResponse);
  });
