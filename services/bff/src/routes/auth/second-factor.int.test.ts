import {
  ADMIN_API_MESSAGES,
  enrolmentSchema,
  loginAnswerSchema,
  loginResponseSchema,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorChallengeResponse,
  secondFactorChallengeResponseSchema,
  signInWithRecoveryCodesSchema,
} from '@funding/contracts';
import { schema, totpSecretContext } from '@funding/platform';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import { and, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
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

function clientOf(app: ReturnType<typeof createTestApp>['app']) {
  const post = async (path: string, body: unknown, ip = randomIp()) =>
    app.request(
      path,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      fromIp(ip),
    );
  return {
    post,
    login: (username: string, password = TEST_PASSWORD, ip = randomIp()) =>
      post('/api/auth/login', { username, password }, ip),
    verifyCode: (challenge: string, code: string, ip = randomIp()) =>
      post('/api/auth/second-factor/verify', { challenge, code }, ip),
    startEnrolment: (challenge: string) => post('/api/auth/second-factor/enrolment', { challenge }),
    confirmEnrolment: (challenge: string, code: string, ip = randomIp()) =>
      post('/api/auth/second-factor/enrolment/confirm', { challenge, code }, ip),
    session: (token: string) =>
      app.request('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } }),
  };
}

async function challengeOf(response: Response): Promise<SecondFactorChallengeResponse['secondFactor']> {
  expect(response.status).toBe(200);
  return secondFactorChallengeResponseSchema.parse(await response.json()).secondFactor;
}

async function auditActions(deps: ReturnType<typeof createTestApp>['deps'], adminId: string) {
  const entries = await deps.db
    .select({ action: schema.auditLog.action, detail: schema.auditLog.detail })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.actorId, adminId))
    .orderBy(desc(schema.auditLog.id));
  return entries;
}

describe('sign-in with a second factor (optional mode)', () => {
  const { app, deps, close } = createTestApp({ STAFF_SECOND_FACTOR: 'optional' });
  afterAll(close);
  const client = clientOf(app);

  it('signs in without a second step when the account has none (the spec answer stays)', async () => {
    const admin = await createAdmin(deps, { role: 'viewer' });
    const response = await client.login(admin.username);
    const body = loginResponseSchema.parse(await response.json());
    expect(body.data.user).toMatchObject({ id: admin.id, secondFactorEnabled: false });
  });

  it('answers a challenge instead of a session, then a session for a current code', async () => {
    const admin = await createAdmin(deps, { role: 'admin' });
    const factor = await giveSecondFactor(deps, admin.id);
    const answer = await client.login(admin.username);
    expect(answer.status).toBe(200);
    const answerBody = await answer.json();
    // No session yet: no token in the answer, and the challenge is not one.
    expect(answerBody).not.toHaveProperty('data');
    const parsed = secondFactorChallengeResponseSchema.parse(answerBody);
    expect(parsed.message).toBe(SECOND_FACTOR_MESSAGES.enterCode);
    const challenge = parsed.secondFactor;
    expect(challenge.step).toBe('verify');
    expect(Date.parse(challenge.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect((await client.session(challenge.challenge)).status).toBe(401);

    const signedIn = await client.verifyCode(challenge.challenge, factor.code());
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    const body = loginResponseSchema.parse(await signedIn.json());
    expect(body).toMatchObject({
      success: true,
      message: ADMIN_API_MESSAGES.loginSucceeded,
      data: { user: { id: admin.id, secondFactorEnabled: true } },
    });
    expect((await client.session(body.data.token)).status).toBe(200);
    // The challenge was used up.
    const again = await client.verifyCode(challenge.challenge, factor.code(1));
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.challengeExpired });

    const [login] = await auditActions(deps, admin.id);
    expect(login).toMatchObject({ action: 'login', detail: { secondFactor: 'totp' } });
  });

  it('refuses a code used before (single use within its window) and a wrong code, and audits both', async () => {
    const admin = await createAdmin(deps);
    const factor = await giveSecondFactor(deps, admin.id);
    const code = factor.code();
    const first = await challengeOf(await client.login(admin.username));
    expect((await client.verifyCode(first.challenge, code)).status).toBe(200);

    const second = await challengeOf(await client.login(admin.username));
    const reused = await client.verifyCode(second.challenge, code);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({
      success: false,
      code: 'unauthorized',
      message: SECOND_FACTOR_MESSAGES.codeAlreadyUsed,
      fields: { code: SECOND_FACTOR_MESSAGES.codeAlreadyUsed },
    });
    // The code of the previous step is older than the one used: refused as well.
    expect((await client.verifyCode(second.challenge, factor.code(-1))).status).toBe(401);
    const wrongCode = String((Number(factor.code(1)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await client.verifyCode(
      second.challenge,
      wrongCode === factor.code() ? '000000' : wrongCode,
    );
    expect(await wrong.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.codeInvalid });
    // The challenge still takes the next code.
    expect((await client.verifyCode(second.challenge, factor.code(1))).status).toBe(200);

    const failures = (await auditActions(deps, admin.id)).filter(
      (entry) => entry.action === 'second_factor_failed',
    );
    expect(failures.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([{ reason: 'reused' }, { reason: 'invalid' }]),
    );
  });

  it('signs in once with each recovery code, in any case and grouping', async () => {
    const admin = await createAdmin(deps);
    const factor = await giveSecondFactor(deps, admin.id);
    const [recovery] = factor.recoveryCodes;
    const typed = recovery!.replaceAll('-', ' ').toLowerCase();
    const challenge = await challengeOf(await client.login(admin.username));
    const signedIn = await client.verifyCode(challenge.challenge, typed);
    expect(signedIn.status).toBe(200);
    const [login] = await auditActions(deps, admin.id);
    expect(login).toMatchObject({
      action: 'login',
      detail: { secondFactor: 'recovery_code', recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 },
    });

    const next = await challengeOf(await client.login(admin.username));
    const reused = await client.verifyCode(next.challenge, recovery!);
    expect(await reused.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.codeInvalid });
    expect((await client.verifyCode(next.challenge, factor.recoveryCodes[1]!)).status).toBe(200);
  });

  it('ends a challenge after five wrong codes; the password is needed again', async () => {
    const admin = await createAdmin(deps);
    const factor = await giveSecondFactor(deps, admin.id);
    const challenge = await challengeOf(await client.login(admin.username));
    const wrong = factor.code(5) === '123456' ? '654321' : '123456';
    for (let attempt = 1; attempt < 5; attempt++) {
      expect(await (await client.verifyCode(challenge.challenge, wrong)).json()).toMatchObject({
        message: SECOND_FACTOR_MESSAGES.codeInvalid,
      });
    }
    expect(await (await client.verifyCode(challenge.challenge, wrong)).json()).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.challengeLocked,
    });
    expect(await (await client.verifyCode(challenge.challenge, factor.code())).json()).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.challengeExpired,
    });
  });

  it('throttles codes like passwords: across challenges and addresses the account is slowed', async () => {
    const admin = await createAdmin(deps);
    const factor = await giveSecondFactor(deps, admin.id);
    const wrong = factor.code() === '000001' ? '000002' : '000001';
    // Ten wrong codes (two challenges' worth each from its own address) reach the account's free count.
    for (let round = 0; round < 5; round++) {
      const challenge = await challengeOf(await client.login(admin.username));
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await client.verifyCode(challenge.challenge, wrong)).status).toBe(401);
      }
    }
    const challenge = await challengeOf(await client.login(admin.username));
    const refused = await client.verifyCode(challenge.challenge, factor.code());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      message: SECOND_FACTOR_MESSAGES.tooManyCodeAttempts(Number(refused.headers.get('Retry-After'))),
    });
  });

  it('kills a challenge when the account changes in between (logout elsewhere, deactivation)', async () => {
    const admin = await createAdmin(deps);
    const factor = await giveSecondFactor(deps, admin.id);
    const challenge = await challengeOf(await client.login(admin.username));
    await app.request('/api/auth/logout', { method: 'POST', headers: admin.headers });
    expect(await (await client.verifyCode(challenge.challenge, factor.code())).json()).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.challengeExpired,
    });
    const next = await challengeOf(await client.login(admin.username));
    await deps.db
      .update(schema.adminUsers)
      .set({ isActive: false })
      .where(eq(schema.adminUsers.id, admin.id));
    expect((await client.verifyCode(next.challenge, factor.code())).status).toBe(401);
  });

  it('answers any body on the second-step routes with a clear 4xx, never a 500 (seeded cases)', async () => {
    const admin = await createAdmin(deps);
    await giveSecondFactor(deps, admin.id);
    const live = await challengeOf(await client.login(admin.username));
    const paths = [
      '/api/auth/second-factor/verify',
      '/api/auth/second-factor/enrolment',
      '/api/auth/second-factor/enrolment/confirm',
    ];
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        challenge: fc.oneof(
          fc.constant(live.challenge),
          fc.string({ minLength: 43, maxLength: 43 }),
          fc.string(),
        ),
        code: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string({ maxLength: 60, unit: 'binary' })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), body, async (path, sent) => {
        const response = await client.post(path, sent);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const answer = (await response.json()) as { success: boolean; message: unknown };
        expect(answer.success).toBe(false);
        expect(typeof answer.message).toBe('string');
      }),
      { seed: 20_611, numRuns: propertyRuns(1_500) },
    );
  });

  it('refuses malformed challenges and codes with the field messages', async () => {
    const response = await client.verifyCode('not-a-challenge', '12');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      fields: { challenge: SECOND_FACTOR_MESSAGES.challengeExpired, code: SECOND_FACTOR_MESSAGES.codeFormat },
    });
    const unknown = await client.verifyCode('A'.repeat(43), '123456');
    expect(await unknown.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.challengeExpired });
  });

  it('does not take a verify challenge for enrolment, nor an enrolment for a user who has a factor', async () => {
    const admin = await createAdmin(deps);
    await giveSecondFactor(deps, admin.id);
    const challenge = await challengeOf(await client.login(admin.username));
    expect((await client.startEnrolment(challenge.challenge)).status).toBe(401);
  });
});

describe('sign-in when a second factor is required', () => {
  const { app, deps, close } = createTestApp({ STAFF_SECOND_FACTOR: 'required' });
  afterAll(close);
  const client = clientOf(app);

  it('leads an account without one through enrolment before any session, then asks for codes', async () => {
    const admin = await createAdmin(deps, { role: 'viewer' });
    // The session it had from before the setting ends.
    const before = await client.session(admin.token);
    expect(before.status).toBe(401);
    expect(await before.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.requiredNow });

    const login = await client.login(admin.username);
    const answer = loginAnswerSchema.parse(await login.json());
    expect(answer).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.enrolmentRequired,
      secondFactor: { step: 'enrol' },
    });
    const { challenge } = secondFactorChallengeResponseSchema.parse(answer).secondFactor;
    // The enrolment challenge cannot be used as a code challenge.
    expect((await client.verifyCode(challenge, '123456')).status).toBe(401);

    const enrolment = enrolmentSchema.parse(await (await client.startEnrolment(challenge)).json());
    expect(enrolment).toMatchObject({ issuer: deps.env.PROVIDER_NAME, accountName: admin.username });
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // The key is stored encrypted (bound to the user) while it waits, never in the clear.
    const [waiting] = await deps.db
      .select()
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.id, admin.id));
    expect(waiting?.totpPendingSecret).not.toContain(enrolment.secret);
    expect(deps.cipher.decrypt(waiting!.totpPendingSecret!, totpSecretContext(admin.id))).toBe(
      enrolment.secret,
    );
    expect(waiting?.totpEnabledAt).toBeNull();

    expect(await (await client.confirmEnrolment(challenge, '12345')).json()).toMatchObject({
      fields: { code: SECOND_FACTOR_MESSAGES.enrolmentCodeFormat },
    });
    const wrong = totpCodeAt(enrolment.secret, Date.now() + 10 * 60_000);
    expect(await (await client.confirmEnrolment(challenge, wrong)).json()).toMatchObject({
      message: SECOND_FACTOR_MESSAGES.codeInvalid,
    });
    const confirmed = await client.confirmEnrolment(challenge, totpCodeAt(enrolment.secret));
    expect(confirmed.status).toBe(200);
    const body = signInWithRecoveryCodesSchema.parse(await confirmed.json());
    expect(body.data.user).toMatchObject({ id: admin.id, secondFactorEnabled: true });
    expect(body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(body.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of body.recoveryCodes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect((await client.session(body.data.token)).status).toBe(200);

    // At rest: the confirmed key is encrypted; recovery codes are only hashes.
    const [enrolled] = await deps.db
      .select()
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.id, admin.id));
    expect(enrolled?.totpPendingSecret).toBeNull();
    expect(enrolled?.totpSecret).not.toContain(enrolment.secret);
    expect(enrolled?.totpSecret).toMatch(/^v1\./);
    expect(() => deps.cipher.decrypt(enrolled!.totpSecret!, totpSecretContext(randomUuid()))).toThrow();
    const stored = await deps.db
      .select()
      .from(schema.adminRecoveryCodes)
      .where(eq(schema.adminRecoveryCodes.adminUserId, admin.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const storedText = JSON.stringify(stored);
    for (const code of body.recoveryCodes) {
      expect(storedText).not.toContain(code);
      expect(storedText).not.toContain(code.replaceAll('-', ''));
    }

    const audit = await deps.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.actorId, admin.id), eq(schema.auditLog.action, 'second_factor_enrol')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(enrolment.secret);

    // The next sign-in asks for a code, and the confirming code cannot be replayed.
    const next = await challengeOf(await client.login(admin.username));
    expect(next.step).toBe('verify');
    expect((await client.verifyCode(next.challenge, totpCodeAt(enrolment.secret))).status).toBe(401);
    expect((await client.verifyCode(next.challenge, body.recoveryCodes[0]!)).status).toBe(200);
  });

  it('keeps the sessions of accounts that have a second factor', async () => {
    const admin: TestAdmin = await createAdmin(deps);
    await giveSecondFactor(deps, admin.id);
    expect((await client.session(admin.token)).status).toBe(200);
  });
});

function randomUuid() {
  return crypto.randomUUID();
}
