import {
  actionResultSchema,
  enrolmentConfirmResponseSchema,
  enrolmentConfirmSchema,
  enrolmentSchema,
  enrolmentStartSchema,
  recoveryCodesResponseSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorCodeSchema,
  secondFactorStatusSchema,
} from '@funding/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { actorOf } from '../../auth/actor.ts';
import { checkCodeThrottled, codeRefusalMessage } from '../../auth/second-factor/code-check.ts';
import {
  hasPendingEnrolment,
  startEnrolment,
  useSecondFactorCode,
} from '../../auth/second-factor/factor-store.ts';
import { describeEnrolment } from '../../auth/second-factor/totp.ts';
import { requireCurrentPassword } from '../../auth/sign-in.ts';
import { AppError } from '../../errors.ts';
import { errorAnswers, jsonAnswer, jsonBody, routeGroup } from '../../openapi/define-route.ts';
import { routeApp } from '../../openapi/route-app.ts';
import {
  confirmOwnEnrolment,
  disableOwnSecondFactor,
  renewRecoveryCodes,
  secondFactorStatus,
} from '../../staff/second-factor.ts';

// A wrong code here is a 400 on the field, never a 401: the portal ends its session on a 401.
const refusedCode = (message: string) => new AppError('validation_failed', message, { code: message });

/** A current code (or a recovery code) of the signed-in admin, used up; refused otherwise. */
async function requireCurrentCode(c: Context<AppEnv>, code: string): Promise<void> {
  const admin = c.get('admin');
  if (!admin.totpEnabledAt) throw new AppError('conflict', SECOND_FACTOR_MESSAGES.notEnabled);
  const result = await checkCodeThrottled(c, admin, () => useSecondFactorCode(c.get('deps'), admin.id, code));
  if (!result.accepted) throw refusedCode(codeRefusalMessage(result.reason));
}

const route = routeGroup({ tag: 'Admin: own second factor', session: true });

const status = route({
  method: 'get',
  path: '/',
  summary: "The signed-in admin's second factor: on or off, recovery codes left, required or not",
  responses: { 200: jsonAnswer(secondFactorStatusSchema, 'The status'), ...errorAnswers(401) },
});

const startEnrolmentRoute = route({
  method: 'post',
  path: '/enrolment',
  summary: 'A new authenticator key (needs the password again)',
  request: { body: jsonBody(enrolmentStartSchema) },
  responses: {
    200: jsonAnswer(enrolmentSchema, 'The key and its QR code'),
    ...errorAnswers(400, 401, 409, 429),
  },
});

const confirmEnrolmentRoute = route({
  method: 'post',
  path: '/enrolment/confirm',
  summary: "The key's first code: the second factor is on and the other sessions end",
  request: { body: jsonBody(enrolmentConfirmSchema) },
  responses: {
    200: jsonAnswer(enrolmentConfirmResponseSchema, "On; `token` is this session's new one"),
    ...errorAnswers(400, 401, 409, 429),
  },
});

const newRecoveryCodes = route({
  method: 'post',
  path: '/recovery-codes',
  summary: 'New recovery codes instead of the old ones (needs a current code)',
  request: { body: jsonBody(secondFactorCodeSchema) },
  responses: {
    200: jsonAnswer(recoveryCodesResponseSchema, 'The new codes, shown once'),
    ...errorAnswers(400, 401, 409, 429),
  },
});

const disable = route({
  method: 'post',
  path: '/disable',
  summary: 'Turn the second factor off (needs a current code; not where it is required)',
  request: { body: jsonBody(secondFactorCodeSchema) },
  responses: { 200: jsonAnswer(actionResultSchema, 'Off'), ...errorAnswers(400, 401, 403, 409, 429) },
});

/**
 * `/api/admin/second-factor`: the signed-in admin's own second factor, whatever their role. Setting
 * it up needs the password again; new recovery codes and turning it off need a current code, so a
 * stolen session alone can neither plant its own authenticator nor remove the owner's.
 */
export const adminSecondFactorRoutes = routeApp()
  .openapi(status, async (c) => {
    const { db, env } = c.get('deps');
    return c.json(await secondFactorStatus(db, c.get('admin'), env.STAFF_SECOND_FACTOR === 'required'), 200);
  })
  .openapi(startEnrolmentRoute, async (c) => {
    const admin = c.get('admin');
    if (admin.totpEnabledAt) throw new AppError('conflict', SECOND_FACTOR_MESSAGES.alreadyEnabled);
    await requireCurrentPassword(c, admin, c.req.valid('json').currentPassword);
    const secret = await startEnrolment(c.get('deps'), admin.id);
    const issuer = c.get('deps').env.PROVIDER_NAME;
    return c.json(await describeEnrolment(secret, { issuer, accountName: admin.username }), 200);
  })
  // Turning it on ends the other sessions (they never proved it); this one gets a new token.
  .openapi(confirmEnrolmentRoute, async (c) => {
    const { code } = c.req.valid('json');
    const admin = c.get('admin');
    if (admin.totpEnabledAt) throw new AppError('conflict', SECOND_FACTOR_MESSAGES.alreadyEnabled);
    if (!(await hasPendingEnrolment(c.get('deps'), admin.id))) {
      throw new AppError('conflict', SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
    }
    const result = await checkCodeThrottled(c, admin, () =>
      confirmOwnEnrolment(c.get('deps'), actorOf(c), code),
    );
    if (!result.accepted) {
      if (result.reason === 'not_started')
        throw new AppError('conflict', SECOND_FACTOR_MESSAGES.enrolmentNotStarted);
      throw refusedCode(SECOND_FACTOR_MESSAGES.codeInvalid);
    }
    return c.json(
      {
        success: true as const,
        message: SECOND_FACTOR_MESSAGES.enabled,
        token: result.token,
        recoveryCodes: result.recoveryCodes,
      },
      200,
    );
  })
  .openapi(newRecoveryCodes, async (c) => {
    await requireCurrentCode(c, c.req.valid('json').code);
    const recoveryCodes = await renewRecoveryCodes(c.get('deps').db, actorOf(c));
    return c.json(
      { success: true as const, message: SECOND_FACTOR_MESSAGES.recoveryCodesRegenerated, recoveryCodes },
      200,
    );
  })
  .openapi(disable, async (c) => {
    if (c.get('deps').env.STAFF_SECOND_FACTOR === 'required') {
      throw new AppError('forbidden', SECOND_FACTOR_MESSAGES.cannotDisableWhenRequired);
    }
    await requireCurrentCode(c, c.req.valid('json').code);
    await disableOwnSecondFactor(c.get('deps').db, actorOf(c));
    return c.json({ success: true as const, message: SECOND_FACTOR_MESSAGES.disabled }, 200);
  });
