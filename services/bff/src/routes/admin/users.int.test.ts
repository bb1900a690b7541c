import {
  ADMIN_API_MESSAGES,
  adminUserSchema,
  loginResponseSchema,
  MESSAGES,
  passwordChangeResponseSchema,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createAdmin,
  fromIp,
  randomIp,
  TEST_PASSWORD,
  type TestAdmin,
  unique,
} from '../../testing/admin-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

// Rated strong by the estimator (score 3 or more); the weak ones are tested below.
const STRONG_PASSWORD = 'vivid otter harbor 58';
const NEW_PASSWORD = 'copper meadow lantern 17';

describe('/api/admin/users', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let superAdmin: TestAdmin;
  let admin: TestAdmin;
  let viewer: TestAdmin;
  beforeAll(async () => {
    [superAdmin, admin, viewer] = await Promise.all([
      createAdmin(deps, { role: 'super_admin' }),
      createAdmin(deps, { role: 'admin' }),
      createAdmin(deps, { role: 'viewer' }),
    ]);
  });

  const send = (method: string, path: string, body?: unknown, as: TestAdmin = superAdmin, ip = randomIp()) =>
    app.request(
      `/api/admin/users${path}`,
      {
        method,
        headers: { ...as.headers, 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : JSON.stringify(body),
      },
      fromIp(ip),
    );
  const verify = (token: string) =>
    app.request('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } });

  it('lists, creates, edits and deletes admin users as a super admin', async () => {
    const username = unique('new-viewer');
    const created = await send('POST', '', {
      username,
      email: 'new@example.com',
      password: STRONG_PASSWORD,
      role: 'viewer',
    });
    expect(created.status).toBe(201);
    const user = adminUserSchema.parse(await created.json());
    expect(user).toMatchObject({
      username,
      email: 'new@example.com',
      role: 'viewer',
      isActive: true,
      lastLogin: null,
    });

    // The new user can sign in with the password given.
    const login = await app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password: STRONG_PASSWORD }),
      },
      fromIp(randomIp()),
    );
    const { data } = loginResponseSchema.parse(await login.json());

    const listed = await send('GET', '');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('Cache-Control')).toBe('no-store');
    const users = z.array(adminUserSchema).parse(await listed.json());
    expect(users.find((row) => row.id === user.id)).toBeDefined();
    expect(JSON.stringify(users)).not.toContain('argon2');

    const edited = await send('PUT', `/${user.id}`, { email: 'changed@example.com', role: 'super_admin' });
    expect(edited.status).toBe(200);
    expect(adminUserSchema.parse(await edited.json())).toMatchObject({
      email: 'changed@example.com',
      role: 'super_admin',
    });
    // A role change applies to the live session at once.
    expect((await verify(data.token)).status).toBe(200);

    const deactivated = await send('PUT', `/${user.id}`, { isActive: false });
    expect(adminUserSchema.parse(await deactivated.json()).isActive).toBe(false);
    expect((await verify(data.token)).status).toBe(401);

    const deleted = await send('DELETE', `/${user.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, message: ADMIN_API_MESSAGES.adminUserDeleted });
    expect((await send('DELETE', `/${user.id}`)).status).toBe(404);

    const actions = await deps.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorId, superAdmin.id));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['admin_user_create', 'admin_user_update', 'admin_user_delete']),
    );
  });

  it('refuses a creation without the required fields, a short password, a super_admin role and a taken username', async () => {
    const missing = await send('POST', '', { username: '', email: '', password: '' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: MESSAGES.fillAllRequiredFields });
    const short = await send('POST', '', {
      username: unique('u'),
      email: 'a@example.com',
      password: 'short',
    });
    expect(await short.json()).toMatchObject({ fields: { password: MESSAGES.passwordTooShort } });
    const elevated = await send('POST', '', {
      username: unique('u'),
      email: 'a@example.com',
      password: 'long enough',
      role: 'super_admin',
    });
    expect(elevated.status).toBe(400);
    const taken = await send('POST', '', {
      username: admin.username,
      email: 'a@example.com',
      password: STRONG_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: ADMIN_API_MESSAGES.usernameTaken });
  });

  it("refuses a weak password at creation with the estimator's advice, and creates nothing", async () => {
    for (const password of ['Password1', 'admin-password', 'Summer2024!', 'qwertyuiop']) {
      const username = unique('weak');
      const response = await send('POST', '', { username, email: `${username}@example.com`, password });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; fields: Record<string, string> };
      expect(body.message).toMatch(/^Choose a stronger password: \S/);
      expect(body.fields).toEqual({ password: body.message });
      const rows = await deps.db
        .select()
        .from(schema.adminUsers)
        .where(eq(schema.adminUsers.username, username));
      expect(rows).toHaveLength(0);
    }
    // The username itself (or the e-mail) makes a password weak too.
    const username = unique('harbor-otter');
    const ownName = await send('POST', '', { username, email: 'x@example.com', password: `${username}!` });
    expect(ownName.status).toBe(400);
  });

  it('lets nobody delete themselves or change their own role or active flag', async () => {
    const deleteSelf = await send('DELETE', `/${superAdmin.id}`);
    expect(deleteSelf.status).toBe(403);
    expect(await deleteSelf.json()).toEqual({ message: MESSAGES.cannotDeleteSelf, code: 'forbidden' });
    for (const change of [{ role: 'admin' }, { isActive: false }]) {
      const response = await send('PUT', `/${superAdmin.id}`, change);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        message: ADMIN_API_MESSAGES.cannotChangeOwnRoleOrStatus,
      });
    }
    // Sending one's own unchanged role and flag with a new email is fine (the edit form sends all fields).
    const own = await send('PUT', `/${superAdmin.id}`, {
      email: 'me@example.com',
      role: 'super_admin',
      isActive: true,
    });
    expect(own.status).toBe(200);
  });

  it('answers an edit that changes nothing with the user as they are, and audits nothing (found by the fuzz: 500)', async () => {
    const audited = async () =>
      (await deps.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'admin_user_update')))
        .length;
    const before = await audited();
    for (const body of [{}, undefined]) {
      const response = await send('PUT', `/${admin.id}`, body);
      expect(response.status).toBe(200);
      expect(adminUserSchema.parse(await response.json())).toMatchObject({ id: admin.id, role: 'admin' });
    }
    expect(await audited()).toBe(before);
    const missing = await send('PUT', '/00000000-0000-4000-8000-000000000000', {});
    expect(missing.status).toBe(404);
  });

  it('refuses user management to admins and viewers', async () => {
    for (const as of [admin, viewer]) {
      for (const [method, path] of [
        ['GET', ''],
        ['POST', ''],
        ['PUT', `/${superAdmin.id}`],
        ['DELETE', `/${superAdmin.id}`],
      ] as const) {
        const response = await send(
          method,
          path,
          { username: 'x', email: 'x@example.com', password: 'long enough' },
          as,
        );
        expect(response.status).toBe(403);
        expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.forbidden(as.role) });
      }
    }
  });

  describe('own password change', () => {
    it('needs the current password, ends the old sessions and answers a new token', async () => {
      const user = await createAdmin(deps, { role: 'viewer' });
      const wrong = await send(
        'POST',
        '/me/password',
        { currentPassword: 'not it', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        user,
      );
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        fields: { currentPassword: ADMIN_API_MESSAGES.currentPasswordIncorrect },
      });

      const response = await send(
        'POST',
        '/me/password',
        { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        user,
      );
      expect(response.status).toBe(200);
      const body = passwordChangeResponseSchema.parse(await response.json());
      expect(body.message).toBe(ADMIN_API_MESSAGES.passwordChanged);
      expect((await verify(user.token)).status).toBe(401);
      expect((await verify(body.token)).status).toBe(200);
      const login = (password: string) =>
        app.request(
          '/api/auth/login',
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username: user.username, password }),
          },
          fromIp(randomIp()),
        );
      expect((await login(TEST_PASSWORD)).status).toBe(401);
      expect((await login(NEW_PASSWORD)).status).toBe(200);
    });

    it('applies the spec rules and messages', async () => {
      const user = await createAdmin(deps, { role: 'viewer' });
      const mismatch = await send(
        'POST',
        '/me/password',
        { currentPassword: TEST_PASSWORD, newPassword: 'long enough 1', confirmPassword: 'long enough 2' },
        user,
      );
      expect(await mismatch.json()).toMatchObject({
        fields: { confirmPassword: MESSAGES.newPasswordsDoNotMatch },
      });
      const short = await send(
        'POST',
        '/me/password',
        { currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
        user,
      );
      expect(await short.json()).toMatchObject({ fields: { newPassword: MESSAGES.newPasswordTooShort } });
      expect((await verify(user.token)).status).toBe(200);
    });

    it('refuses a weak new password after checking the current one, and keeps the old password', async () => {
      const user = await createAdmin(deps, { role: 'viewer' });
      const change = (currentPassword: string, newPassword: string) =>
        send('POST', '/me/password', { currentPassword, newPassword, confirmPassword: newPassword }, user);
      // A wrong current password is answered first: the advice is no oracle for a stolen session.
      expect(await (await change('not it', 'Password1')).json()).toMatchObject({
        fields: { currentPassword: ADMIN_API_MESSAGES.currentPasswordIncorrect },
      });
      const weak = await change(TEST_PASSWORD, 'Password1');
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({
        message: ADMIN_API_MESSAGES.weakPassword(
          'This is a commonly used password. Add more words that are less common. Capitalize more than the first letter.',
        ),
        fields: { newPassword: expect.stringMatching(/^Choose a stronger password: /) },
      });
      expect((await verify(user.token)).status).toBe(200);
    });
  });
});
