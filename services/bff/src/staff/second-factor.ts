import type { SecondFactorStatus } from '@funding/contracts';
import type { Database, FieldCipher } from '@funding/platform';
import { recordAudit, type StaffActor } from '../audit/record-audit.ts';
import {
  confirmEnrolment,
  type EnrolmentResult,
  recoveryCodesLeft,
  regenerateRecoveryCodes,
  removeSecondFactor,
} from '../auth/second-factor/factor-store.ts';
import { type SessionSettings, signSessionToken } from '../auth/session-token.ts';

/**
 * A staff member's own second factor, once the route has checked what each step needs (the
 * password again to set one up, a current code for new recovery codes or to turn it off; both
 * under the sign-in throttle). Each change commits with its audit entry.
 */

export async function secondFactorStatus(
  db: Database,
  admin: { id: string; totpEnabledAt: Date | null },
  required: boolean,
): Promise<SecondFactorStatus> {
  return {
    enabled: admin.totpEnabledAt !== null,
    enabledAt: admin.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: admin.totpEnabledAt ? await recoveryCodesLeft(db, admin.id) : 0,
    required,
  };
}

export type OwnEnrolmentResult =
  | (Extract<EnrolmentResult, { accepted: true }> & { token: string })
  | Extract<EnrolmentResult, { accepted: false }>;

/**
 * The waiting key's first code, from the staff member's own settings: the factor is on, the other
 * sessions end (they never proved it), and this session gets a new token, named in the audit entry.
 */
export async function confirmOwnEnrolment(
  deps: { db: Database; cipher: FieldCipher; env: SessionSettings },
  actor: StaffActor,
  code: string,
): Promise<OwnEnrolmentResult> {
  return deps.db.transaction(async (tx) => {
    const result = await confirmEnrolment({ db: tx, cipher: deps.cipher }, actor.id, code);
    if (!result.accepted) return result;
    const session = await signSessionToken(
      deps.env.JWT_SECRET,
      { adminId: actor.id, sessionVersion: result.sessionVersion },
      deps.env.ADMIN_SESSION_TTL_SECONDS,
    );
    await recordAudit(tx, actor, {
      action: 'second_factor_enrol',
      detail: { userId: actor.id, tokenId: session.tokenId },
    });
    return { ...result, token: session.token };
  });
}

/** The waiting key's first code during a sign-in that requires a second factor; the sign-in then completes. */
export async function enableSecondFactorAtSignIn(
  deps: { db: Database; cipher: FieldCipher },
  actor: StaffActor,
  code: string,
): Promise<EnrolmentResult> {
  return deps.db.transaction(async (tx) => {
    const result = await confirmEnrolment({ db: tx, cipher: deps.cipher }, actor.id, code);
    if (result.accepted) {
      await recordAudit(tx, actor, {
        action: 'second_factor_enrol',
        detail: { userId: actor.id, atSignIn: true },
      });
    }
    return result;
  });
}

/** New recovery codes instead of the old ones, shown once. */
export async function renewRecoveryCodes(db: Database, actor: StaffActor): Promise<string[]> {
  return db.transaction(async (tx) => {
    const codes = await regenerateRecoveryCodes({ db: tx }, actor.id);
    await recordAudit(tx, actor, { action: 'recovery_codes_regenerate', detail: { userId: actor.id } });
    return codes;
  });
}

/** Turns one's own second factor off (the route refuses where it is required). */
export async function disableOwnSecondFactor(db: Database, actor: StaffActor): Promise<void> {
  await db.transaction(async (tx) => {
    await removeSecondFactor({ db: tx }, actor.id, { endSessions: false });
    await recordAudit(tx, actor, { action: 'second_factor_disable', detail: { userId: actor.id } });
  });
}
