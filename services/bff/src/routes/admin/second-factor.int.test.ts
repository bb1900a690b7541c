import {
  ADMIN_API_MESSAGES,
  type AdminRole,
  enrolmentConfirmResponseSchema,
  enrolmentSchema,
  RECOVERY_CODE_COUNT,
  recoveryCodesResponseSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorChallengeResponseSchema,
  secondFactorStatusSchema,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../auth/second-factor/totp.ts';
import {
  createAdmin,
  fromIp,
  giveSecondFactor,
  randomIp,
  TEST_PASSWORD,
  type TestAdmin,
} from '../../testing/admin-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';

type TestApp = ReturnType<typeof createTestApp>;

function clientOf({ app }: TestApp) {
  const call = (method: string, path: string, as: { headers: Record<string, string> }, body?: unknown) =>
    app.request(
      path,
      {
        method,
        headers: { ...as.headers, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      fromIp(randomIp()),
    );
  return {
    status: (as: TestAdmin) => call('GET', '/api/admin/second-factor', as),
    start: (as: TestAdmin, currentPassword = TEST_PASSWORD) =>
      call('POST', '/api/admin/second-factor/enrolment', as, { currentPassword }),
    confirm: (as: TestAdmin, code: string) =>
      call('POST', '/api/admin/second-factor/enrolment/confirm', as, { code }),
    regenerate: (as: TestAdmin, code: string) =>
      call('POST', '/api/admin/second-factor/recovery-codes', as, { code }),
    disable: (as: TestAdmin, code: string) => call('POST', '/api/admin/second-factor/disable', as, { code }),
    reset: (as: TestAdmin, userId: string) =>
      call('POST', `/api/admin/users/${userId}/second-factor/reset`, as),
    session: (token: string) =>
      app.request('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } }),
    login: (username: string) =>
      app.request(
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username, password: TEST_PASSWORD }),
        },
        fromIp(randomIp()),
      ),
  };
}

async function lastAudit(deps: TestApp['deps'], actorId: string, action: string) {
  const [entry] = await deps.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.actorId, actorId), eq(schema.auditLog.action, action)))
    .orderBy(desc(schema.auditLog.id))
    .limit(1);
  return entry;
}

describe('/api/admin/second-factor (optional mode)', () => {
  const testApp = createTestApp({ STAFF_SECOND_FACTOR: 'optional' });
  const { deps } = testApp;
  afterAll(testApp.close);
  const client = clientOf(testApp);

  it.each<AdminRole>(['viewer', 'admin', 'super_admin'])(
    'lets a %s turn it on with the password and a first code, ending their other sessions',
    async (role) => {
      const admin = await createAdmin(deps, { role });
      const colleague = await createAdmin(deps, { role });
      expect(secondFactorStatusSchema.parse(await (await client.status(admin)).json())).toEqual({
        enabled: false,
        enabledAt: null,
        recoveryCodesLeft: 0,
        required: false,
      });

      const wrongPassword = await client.start(admin, 'not my password');
      expect(wrongPassword.status).toBe(400);
      expect(await wrongPassword.json()).toMatchObject({
        fields: { currentPassword: ADMIN_API_MESSAGES.currentPasswordIncorrect },
      });
      // Nothing to confirm before a start.
      expect(await (await client.confirm(admin, '123456')).json()).toMatchObject({
        message: SECOND_FACTOR_MESSAGES.enrolmentNotStarted,
      });

      const started = await client.start(admin);
      expect(started.status).toBe(200);
      const enrolment = enrolmentSchema.parse(await started.json());
      expect(enrolment.accountName).toBe(admin.username);

      const wrongCode = await client.confirm(admin, totpCodeAt(enrolment.secret, Date.now() + 5 * 60_000));
      // A 400 on the field, not a 401: the portal would end its session on a 401.
      expect(wrongCode.status).toBe(400);
      expect(await wrongCode.json()).toMatchObject({ fields: { code: SECOND_FACTOR_MESSAGES.codeInvalid } });

      const confirmed = await client.confirm(admin, totpCodeAt(enrolment.secret));
      expect(confirmed.status).toBe(200);
      const body = enrolmentConfirmResponseSchema.parse(await confirmed.json());
      expect(body.message).toBe(SECOND_FACTOR_MESSAGES.enabled);
      expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      // The session that enrolled continues with the new token; the user's sessions from before end,
      // and nobody else's.
      expect((await client.session(admin.token)).status).toBe(401);
      expect((await client.session(body.token)).status).toBe(200);
      expect((await client.session(colleague.token)).status).toBe(200);

      const self = { ...admin, headers: { Authorization: `Bearer ${body.token}` } };
      const status = secondFactorStatusSchema.parse(await (await client.status(self)).json());
      expect(status).toMatchObject({
        enabled: true,
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
        required: false,
      });
      expect(await (await client.start(self)).json()).toMatchObject({
        message: SECOND_FACTOR_MESSAGES.alreadyEnabled,
      });
      expect(await lastAudit(deps, admin.id, 'second_factor_enrol')).toMatchObject({
        detail: { userId: admin.id },
      });
      // Signing in now takes a second step.
      const login = secondFactorChallengeResponseSchema.parse(
        await (await client.login(admin.username)).json(),
      );
      expect(login.secondFactor.step).toBe('verify');
    },
  );

  it('makes new recovery codes only for a current code, and the old ones stop working', async () => {
    const admin = await createAdmin(deps);
    const factor = await giveSecondFactor(deps, admin.id);
    const refused = await client.regenerate(admin, '000000' === factor.code() ? '111111' : '000000');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fields: { code: SECOND_FACTOR_MESSAGES.codeInvalid } });

    const renewed = recoveryCodesResponseSchema.parse(
      await (await client.regenerate(admin, factor.code())).json(),
    );
    expect(renewed.message).toBe(SECOND_FACTOR_MESSAGES.recoveryCodesRegenerated);
    expect(renewed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(renewed.recoveryCodes).not.toContain(factor.recoveryCodes[0]);
    // An old recovery code no longer proves anything; a new one does (once).
    expect((await client.regenerate(admin, factor.recoveryCodes[0]!)).status).toBe(400);
    expect((await client.regenerate(admin, renewed.recoveryCodes[0]!)).status).toBe(200);
    expect(await lastAudit(deps, admin.id, 'recovery_codes_regenerate')).toBeDefined();
  });

  it('turns it off only for a current code, audited', async () => {
    const admin = await createAdmin(deps, { role: 'viewer' });
    const factor = await giveSecondFactor(deps, admin.id);
    expect((await client.disable(admin, factor.recoveryCodes[0]!.slice(0, -1))).status).toBe(400);
    const turnedOff = await client.disable(admin, factor.code());
    expect(turnedOff.status).toBe(200);
    expect(await turnedOff.json()).toEqual({ success: true, message: SECOND_FACTOR_MESSAGES.disabled });
    const [row] = await deps.db.select().from(schema.adminUsers).where(eq(schema.adminUsers.id, admin.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpPendingSecret: null });
    const codes = await deps.db
      .select()
      .from(schema.adminRecoveryCodes)
      .where(eq(schema.adminRecoveryCodes.adminUserId, admin.id));
    expect(codes).toHaveLength(0);
    expect(await lastAudit(deps, admin.id, 'second_factor_disable')).toBeDefined();
    expect(await (await client.disable(admin, factor.code())).json()).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.notEnabled,
    });
  });

  describe('reset by a super admin', () => {
    it("removes another user's factor, ends their sessions and is audited", async () => {
      const superAdmin = await createAdmin(deps, { role: 'super_admin' });
      const target = await createAdmin(deps, { role: 'admin' });
      const factor = await giveSecondFactor(deps, target.id);
      const reset = await client.reset(superAdmin, target.id);
      expect(reset.status).toBe(200);
      expect(await reset.json()).toEqual({
        success: true,
        message: SECOND_FACTOR_MESSAGES.reset(target.username),
      });
      expect((await client.session(target.token)).status).toBe(401);
      const [row] = await deps.db.select().from(schema.adminUsers).where(eq(schema.adminUsers.id, target.id));
      expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
      expect(await lastAudit(deps, superAdmin.id, 'second_factor_reset')).toMatchObject({
        actorUsername: superAdmin.username,
        detail: { userId: target.id, username: target.username },
      });
      // The user signs in with the password alone again (the setting is optional here).
      const login = await client.login(target.username);
      expect(await login.json()).toMatchObject({
        success: true,
        data: { user: { secondFactorEnabled: false } },
      });
      expect(factor.secret).toBeTruthy();
    });

    it('is for super admins only, never on oneself, and answers 404 for nobody', async () => {
      const target = await createAdmin(deps);
      await giveSecondFactor(deps, target.id);
      for (const role of ['viewer', 'admin'] as const) {
        const response = await client.reset(await createAdmin(deps, { role }), target.id);
        expect(response.status).toBe(403);
      }
      const superAdmin = await createAdmin(deps, { role: 'super_admin' });
      const self = await client.reset(superAdmin, superAdmin.id);
      expect(self.status).toBe(403);
      expect(await self.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.cannotResetSelf });
      expect((await client.reset(superAdmin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await client.reset(superAdmin, 'not-a-uuid')).status).toBe(404);
      const [row] = await deps.db.select().from(schema.adminUsers).where(eq(schema.adminUsers.id, target.id));
      expect(row?.totpEnabledAt).not.toBeNull();
    });
  });

  it('shows whether each user has it in the admin list', async () => {
    const superAdmin = await createAdmin(deps, { role: 'super_admin' });
    const withFactor = await createAdmin(deps);
    await giveSecondFactor(deps, withFactor.id);
    const list = (await (
      await testApp.app.request('/api/admin/users', { headers: superAdmin.headers })
    ).json()) as Array<{ id: string; secondFactorEnabled: boolean }>;
    expect(list.find((user) => user.id === withFactor.id)?.secondFactorEnabled).toBe(true);
    expect(list.find((user) => user.id === superAdmin.id)?.secondFactorEnabled).toBe(false);
  });
});

describe('/api/admin/second-factor (required mode)', () => {
  const testApp = createTestApp({ STAFF_SECOND_FACTOR: 'required' });
  afterAll(testApp.close);
  const client = clientOf(testApp);

  it('refuses to turn it off and says it is required', async () => {
    const admin = await createAdmin(testApp.deps);
    const factor = await giveSecondFactor(testApp.deps, admin.id);
    expect(secondFactorStatusSchema.parse(await (await client.status(admin)).json()).required).toBe(true);
    const refused = await client.disable(admin, factor.code());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.cannotDisableWhenRequired });
  });

  it('after a reset, the next sign-in leads through enrolment', async () => {
    const superAdmin = await createAdmin(testApp.deps, { role: 'super_admin' });
    await giveSecondFactor(testApp.deps, superAdmin.id);
    const target = await createAdmin(testApp.deps);
    await giveSecondFactor(testApp.deps, target.id);
    expect((await client.reset(superAdmin, target.id)).status).toBe(200);
    const login = secondFactorChallengeResponseSchema.parse(
      await (await client.login(target.username)).json(),
    );
    expect(login.secondFactor.step).toBe('enrol');
  });
});
