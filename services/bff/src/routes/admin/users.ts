import {
  ADMIN_API_MESSAGES,
  actionResultSchema,
  adminUserCreateSchema,
  adminUserIdParams,
  adminUserSchema,
  adminUserUpdateSchema,
  MESSAGES,
  passwordChangeResponseSchema,
  passwordChangeSchema,
  SECOND_FACTOR_MESSAGES,
} from '@funding/contracts';
import { isUniqueViolation, schema } from '@funding/platform';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../audit.ts';
import { hashPassword } from '../../auth/password.ts';
import { passwordWeakness } from '../../auth/password-strength.ts';
import { removeSecondFactor } from '../../auth/second-factor/factor-store.ts';
import { requireRole } from '../../auth/session.ts';
import { signSessionToken } from '../../auth/session-token.ts';
import { checkPasswordThrottled } from '../../auth/sign-in.ts';
import { adminUserColumns, toAdminUser } from '../../auth/signed-in-admin.ts';
import { AppError } from '../../errors.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';

const { adminUsers } = schema;
const superAdmin = requireRole('super_admin');

/** Refuses (400, on `field`) a password the strength estimator rates weak. */
function requireStrongPassword(
  field: string,
  password: string,
  context: { username: string; email: string },
) {
  const weakness = passwordWeakness(password, context);
  if (weakness) throw new AppError('validation_failed', weakness, { [field]: weakness });
}

const route = routeGroup({ tag: 'Admin: users', session: true });

const list = route({
  method: 'get',
  path: '/',
  summary: 'Every admin user (super admins only)',
  middleware: [superAdmin],
  responses: {
    200: jsonAnswer(z.array(adminUserSchema), 'The users, oldest first'),
    ...errorAnswers(401, 403),
  },
});

const create = route({
  method: 'post',
  path: '/',
  summary: 'Add an admin user (super admins only)',
  middleware: [superAdmin],
  request: { body: jsonBody(adminUserCreateSchema) },
  responses: { 201: jsonAnswer(adminUserSchema, 'The new user'), ...errorAnswers(400, 401, 403, 409) },
});

const update = route({
  method: 'put',
  path: '/{userId}',
  summary: "Change a user's e-mail, role or active flag (not one's own role or flag)",
  middleware: [superAdmin],
  request: { params: adminUserIdParams, body: jsonBody(adminUserUpdateSchema) },
  responses: {
    200: jsonAnswer(adminUserSchema, 'The user as now stored'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

const remove = route({
  method: 'delete',
  path: '/{userId}',
  summary: 'Delete an admin user (not oneself)',
  middleware: [superAdmin],
  request: { params: adminUserIdParams },
  responses: { 200: jsonAnswer(actionResultSchema, 'Deleted'), ...errorAnswers(401, 403, 404) },
});

const resetSecondFactor = route({
  method: 'post',
  path: '/{userId}/second-factor/reset',
  summary: "Remove another user's second factor and end their sessions",
  middleware: [superAdmin],
  request: { params: adminUserIdParams },
  responses: { 200: jsonAnswer(actionResultSchema, 'Removed'), ...errorAnswers(401, 403, 404) },
});

const changeOwnPassword = route({
  method: 'post',
  path: '/me/password',
  summary: "Change one's own password; every other session ends",
  request: { body: jsonBody(passwordChangeSchema) },
  responses: {
    200: jsonAnswer(passwordChangeResponseSchema, "Changed; `token` is this session's new one"),
    ...errorAnswers(400, 401, 429),
  },
});

/**
 * `/api/admin/users`: admin users, managed by super admins only (the spec keeps them in the browser;
 * here they are stored and their roles enforced on the server).
 * Nobody deletes their own account or changes their own role or active flag; everyone changes
 * their own password.
 */
export const adminUserRoutes = routeApp()
  .openapi(list, async (c) => {
    const rows = await c
      .get('deps')
      .db.select(adminUserColumns)
      .from(adminUsers)
      .orderBy(asc(adminUsers.createdAt));
    return c.json(rows.map(toAdminUser), 200);
  })
  .openapi(create, async (c) => {
    const body = c.req.valid('json');
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
    return c.json(toAdminUser(created), 201);
  })
  .openapi(update, async (c) => {
    const { userId: id } = c.req.valid('param');
    const changes = c.req.valid('json');
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
    return c.json(toAdminUser(updated), 200);
  })
  .openapi(remove, async (c) => {
    const { userId: id } = c.req.valid('param');
    if (id === c.get('admin').id) throw new AppError('forbidden', MESSAGES.cannotDeleteSelf);
    const [deleted] = await c
      .get('deps')
      .db.delete(adminUsers)
      .where(eq(adminUsers.id, id))
      .returning({ username: adminUsers.username });
    if (!deleted) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    await recordAudit(c, { action: 'admin_user_delete', detail: { userId: id, username: deleted.username } });
    return c.json({ success: true as const, message: ADMIN_API_MESSAGES.adminUserDeleted }, 200);
  })
  // A lost or stolen authenticator: the user's second factor and sessions end, and their next sign-in
  // sets it up again (or goes without, when it is optional). Not for oneself: that needs a code.
  .openapi(resetSecondFactor, async (c) => {
    const { userId: id } = c.req.valid('param');
    if (id === c.get('admin').id) throw new AppError('forbidden', SECOND_FACTOR_MESSAGES.cannotResetSelf);
    const username = await removeSecondFactor(c.get('deps'), id, { endSessions: true });
    if (username === null) throw new AppError('not_found', ADMIN_API_MESSAGES.adminUserNotFound);
    await recordAudit(c, { action: 'second_factor_reset', detail: { userId: id, username } });
    return c.json({ success: true as const, message: SECOND_FACTOR_MESSAGES.reset(username) }, 200);
  })
  // Every session of the user ends (other devices too); the answer carries this one's new token.
  .openapi(changeOwnPassword, async (c) => {
    const body = c.req.valid('json');
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
    return c.json(
      { success: true as const, message: ADMIN_API_MESSAGES.passwordChanged, token: session.token },
      200,
    );
  });
