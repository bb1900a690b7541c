import {
  ADMIN_API_MESSAGES,
  actionResultSchema,
  adminUserCreateSchema,
  adminUserIdParams,
  adminUserSchema,
  adminUserUpdateSchema,
  passwordChangeResponseSchema,
  passwordChangeSchema,
  SECOND_FACTOR_MESSAGES,
} from '@funding/contracts';
import { z } from 'zod';
import { actorOf } from '../../auth/actor.ts';
import { requireRole } from '../../auth/session.ts';
import { requireCurrentPassword } from '../../auth/sign-in.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';
import {
  createAdminUser,
  deleteAdminUser,
  listAdminUsers,
  resetSecondFactor,
  updateAdminUser,
} from '../../staff/admin-users.ts';
import { changeOwnPassword } from '../../staff/own-password.ts';

const superAdmin = requireRole('super_admin');

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

const resetSecondFactorRoute = route({
  method: 'post',
  path: '/{userId}/second-factor/reset',
  summary: "Remove another user's second factor and end their sessions",
  middleware: [superAdmin],
  request: { params: adminUserIdParams },
  responses: { 200: jsonAnswer(actionResultSchema, 'Removed'), ...errorAnswers(401, 403, 404) },
});

const changeOwnPasswordRoute = route({
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
 * `/api/admin/users`: admin users, managed by super admins only (stored, and their roles enforced
 * on the server). Everyone changes their own password.
 */
export const adminUserRoutes = routeApp()
  .openapi(list, async (c) => c.json(await listAdminUsers(c.get('deps').db), 200))
  .openapi(create, async (c) =>
    c.json(await createAdminUser(c.get('deps').db, actorOf(c), c.req.valid('json')), 201),
  )
  .openapi(update, async (c) => {
    const { role, isActive } = c.get('admin');
    const actor = { ...actorOf(c), role, isActive };
    const updated = await updateAdminUser(
      c.get('deps').db,
      actor,
      c.req.valid('param').userId,
      c.req.valid('json'),
    );
    return c.json(updated, 200);
  })
  .openapi(remove, async (c) => {
    await deleteAdminUser(c.get('deps').db, actorOf(c), c.req.valid('param').userId);
    return c.json({ success: true as const, message: ADMIN_API_MESSAGES.adminUserDeleted }, 200);
  })
  .openapi(resetSecondFactorRoute, async (c) => {
    const username = await resetSecondFactor(c.get('deps').db, actorOf(c), c.req.valid('param').userId);
    return c.json({ success: true as const, message: SECOND_FACTOR_MESSAGES.reset(username) }, 200);
  })
  .openapi(changeOwnPasswordRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const admin = c.get('admin');
    await requireCurrentPassword(c, admin, currentPassword);
    const token = await changeOwnPassword(c.get('deps'), { ...actorOf(c), email: admin.email }, newPassword);
    return c.json({ success: true as const, message: ADMIN_API_MESSAGES.passwordChanged, token }, 200);
  });
