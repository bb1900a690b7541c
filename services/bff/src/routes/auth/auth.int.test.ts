import { ADMIN_API_MESSAGES, loginResponseSchema, MESSAGES, verifyResponseSchema } from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, desc, eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, fromIp, randomIp, TEST_PASSWORD, unique } from '../../testing/admin-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

describe('/api/auth', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);

  const login = (username: string, password: string, ip = randomIp()) =>
    app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      },
      fromIp(ip),
    );
  const verify = (token: string) =>
    app.request('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } });
  const secret = new TextEncoder().encode(deps.env.JWT_SECRET);

  describe('login', () => {
    it('answers a token and the user, records lastLogin and audits the sign-in', async () => {
      const admin = await createAdmin(deps, { role: 'viewer' });
      const ip = randomIp();
      const response = await login(admin.username, TEST_PASSWORD, ip);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const body = loginResponseSchema.parse(await response.json());
      expect(body).toMatchObject({
        success: true,
        message: ADMIN_API_MESSAGES.loginSucceeded,
        data: { user: { id: admin.id, username: admin.username, role: 'viewer', isActive: true } },
      });
      expect(Date.now() - Date.parse(body.data.user.lastLogin ?? '')).toBeLessThan(60_000);
      expect((await verify(body.data.token)).status).toBe(200);

      const [entry] = await deps.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.actorId, admin.id), eq(schema.auditLog.action, 'login')));
      expect(entry).toMatchObject({ actorUsername: admin.username, ip });
    });

    it('answers a wrong password, an unknown user and a deactivated user alike, without saying which', async () => {
      const admin = await createAdmin(deps);
      const inactive = await createAdmin(deps, { isActive: false });
      const answers = await Promise.all([
        login(admin.username, 'wrong password'),
        login(unique('nobody'), TEST_PASSWORD),
        login(inactive.username, TEST_PASSWORD),
      ]);
      for (const response of answers) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          success: false,
          message: ADMIN_API_MESSAGES.invalidCredentials,
          code: 'unauthorized',
        });
      }
      const [failure] = await deps.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.actorId, admin.id), eq(schema.auditLog.action, 'login_failed')));
      expect(failure).toBeDefined();
    });

    it('refuses a body without both fields with the spec message', async () => {
      const response = await login('', '');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        message: MESSAGES.fillAllRequiredFields,
      });
      // A form body is not JSON, whatever it says: refused before it is read.
      const notJson = await app.request('/api/auth/login', { method: 'POST', body: 'username=a' });
      expect(notJson.status).toBe(415);
      expect(await notJson.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
    });
  });

  describe('brute-force throttling', () => {
    it('slows a username+IP after 5 failures, while the user can still sign in from elsewhere', async () => {
      const admin = await createAdmin(deps);
      const attackerIp = randomIp();
      for (let failure = 1; failure <= 6; failure++) {
        expect((await login(admin.username, `guess-${failure}`, attackerIp)).status).toBe(401);
      }
      // The 6th failure imposed a wait: even the right password is refused until it passes.
      const refused = await login(admin.username, TEST_PASSWORD, attackerIp);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get('Cache-Control')).toBe('no-store');
      expect(await refused.json()).toMatchObject({
        success: false,
        code: 'rate_limited',
        message: ADMIN_API_MESSAGES.tooManyLoginAttempts(1),
      });
      // Nobody can lock a user out at will: the attacker's failures do not touch other addresses.
      expect((await login(admin.username, TEST_PASSWORD, randomIp())).status).toBe(200);

      // Once the wait has passed the right password works and clears the count.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await login(admin.username, TEST_PASSWORD, attackerIp)).status).toBe(200);
      expect((await login(admin.username, 'wrong again', attackerIp)).status).toBe(401);
      expect((await login(admin.username, TEST_PASSWORD, attackerIp)).status).toBe(200);
    });
  });

  describe('guessing one account from many addresses', () => {
    it('is slowed for every new address, but not for the staff member at an address they used before', async () => {
      const admin = await createAdmin(deps);
      const office = randomIp();
      expect((await login(admin.username, TEST_PASSWORD, office)).status).toBe(200);
      // Ten wrong passwords, each from another address: no per-address limit is reached.
      for (let guess = 1; guess <= 10; guess++) {
        expect((await login(admin.username, `guess-${guess}`)).status).toBe(401);
      }
      // From any new address the account now waits, whatever the password.
      const refused = await login(admin.username, TEST_PASSWORD);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toMatchObject({
        success: false,
        code: 'rate_limited',
        message: ADMIN_API_MESSAGES.accountSignInsSlowed(retryAfter),
      });
      // The attacker cannot lock the staff member out: their own address still signs in.
      expect((await login(admin.username, TEST_PASSWORD, office)).status).toBe(200);
      // And a wrong password there is still a plain 401, not a lock.
      expect((await login(admin.username, 'typo', office)).status).toBe(401);
    });
  });

  describe('verify', () => {
    it('answers the signed-in user', async () => {
      const admin = await createAdmin(deps, { role: 'super_admin' });
      const response = await verify(admin.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(verifyResponseSchema.parse(await response.json())).toMatchObject({
        success: true,
        user: { id: admin.id, role: 'super_admin' },
      });
    });

    it('refuses a missing header and a token that is not a JWT', async () => {
      const missing = await app.request('/api/auth/verify');
      expect(missing.status).toBe(401);
      expect(missing.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(missing.headers.get('Cache-Control')).toBe('no-store');
      expect(await missing.json()).toMatchObject({ success: false, message: ADMIN_API_MESSAGES.notSignedIn });
      expect((await verify('not-a-token')).status).toBe(401);
    });

    it('refuses tokens signed with another key, with alg none, with another algorithm, expired or edited', async () => {
      const admin = await createAdmin(deps);
      const [user] = await deps.db.select().from(schema.adminUsers).where(eq(schema.adminUsers.id, admin.id));
      const claims = { sv: user?.sessionVersion ?? 0 };
      const base = (alg = 'HS256') =>
        new SignJWT(claims)
          .setProtectedHeader({ alg })
          .setSubject(admin.id)
          .setJti('test')
          .setIssuer('funding-bff')
          .setAudience('funding-admin')
          .setIssuedAt();

      const wrongKey = await base()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
      const algNone = new UnsecuredJWT(claims)
        .setSubject(admin.id)
        .setJti('test')
        .setIssuer('funding-bff')
        .setAudience('funding-admin')
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode();
      const otherAlgorithm = await base('HS512').setExpirationTime('1h').sign(secret);
      const expired = await base()
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(secret);
      const noExpiry = await base().sign(secret);
      const wrongAudience = await base().setAudience('someone-else').setExpirationTime('1h').sign(secret);
      // A valid token whose payload was edited (another user id) keeps a signature that no longer matches.
      const [header, , signature] = admin.token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000', exp: 9_999_999_999 }),
      ).toString('base64url');
      const edited = `${header}.${forgedPayload}.${signature}`;
      const control = await base().setExpirationTime('1h').sign(secret);

      expect((await verify(control)).status).toBe(200);
      for (const token of [wrongKey, algNone, otherAlgorithm, expired, noExpiry, wrongAudience, edited]) {
        const response = await verify(token);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.sessionExpired });
      }
    });

    it('refuses the token of a user deactivated or deleted since it was issued', async () => {
      const deactivated = await createAdmin(deps);
      const deleted = await createAdmin(deps);
      await deps.db
        .update(schema.adminUsers)
        .set({ isActive: false })
        .where(eq(schema.adminUsers.id, deactivated.id));
      await deps.db.delete(schema.adminUsers).where(eq(schema.adminUsers.id, deleted.id));
      expect((await verify(deactivated.token)).status).toBe(401);
      expect((await verify(deleted.token)).status).toBe(401);
    });
  });

  describe('logout', () => {
    it('ends every session of the user and is audited', async () => {
      const admin = await createAdmin(deps);
      const ip = randomIp();
      const second = loginResponseSchema.parse(await (await login(admin.username, TEST_PASSWORD, ip)).json());
      const response = await app.request('/api/auth/logout', { method: 'POST', headers: admin.headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: ADMIN_API_MESSAGES.loggedOut });
      expect((await verify(admin.token)).status).toBe(401);
      expect((await verify(second.data.token)).status).toBe(401);
      // Signing in again works and gives a live token.
      const again = loginResponseSchema.parse(await (await login(admin.username, TEST_PASSWORD, ip)).json());
      expect((await verify(again.data.token)).status).toBe(200);
      const [entry] = await deps.db
        .select()
        .from(schema.auditLog)
        .where(and(eq(schema.auditLog.actorId, admin.id), eq(schema.auditLog.action, 'logout')))
        .orderBy(desc(schema.auditLog.id));
      expect(entry).toBeDefined();
    });

    it('refuses a logout without a session', async () => {
      expect((await app.request('/api/auth/logout', { method: 'POST' })).status).toBe(401);
    });
  });
});
