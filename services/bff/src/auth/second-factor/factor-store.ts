import { normalizeTotpCode } from '@funding/contracts';
import {
  type DbExecutor,
  type DbTransaction,
  type FieldCipher,
  schema,
  totpSecretContext,
} from '@funding/platform';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { matchingTimeStep, newTotpSecret } from './totp.ts';

/**
 * An admin user's second factor in the database: the TOTP key (encrypted, bound to the user's id),
 * the last time step used, and the recovery codes (hashed). Every "use once" is one conditional
 * UPDATE, so two parallel requests with the same code cannot both succeed. Each function takes the
 * database or the caller's transaction (whose audit entry then commits with the change).
 */
type Db = { db: DbExecutor; cipher: FieldCipher };

const { adminUsers, adminRecoveryCodes } = schema;

const seal = (cipher: FieldCipher, adminId: string, secret: string) =>
  cipher.encrypt(secret, totpSecretContext(adminId));
const open = (cipher: FieldCipher, adminId: string, sealed: string) =>
  cipher.decrypt(sealed, totpSecretContext(adminId));

/** A new key waiting for its first code (replacing any earlier one that was never confirmed). */
export async function startEnrolment({ db, cipher }: Db, adminId: string): Promise<string> {
  const secret = newTotpSecret();
  await db
    .update(adminUsers)
    .set({ totpPendingSecret: seal(cipher, adminId, secret) })
    .where(eq(adminUsers.id, adminId));
  return secret;
}

async function replaceRecoveryCodes(tx: DbTransaction, adminId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminId));
  await tx
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminUserId: adminId, codeHash: recoveryCodeHash(adminId, code)! })));
  return codes;
}

export type EnrolmentResult =
  | { accepted: true; recoveryCodes: string[]; sessionVersion: number }
  | { accepted: false; reason: 'not_started' | 'invalid' };

export async function hasPendingEnrolment({ db }: { db: DbExecutor }, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ pending: adminUsers.totpPendingSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return Boolean(row?.pending);
}

/**
 * Turns the waiting key on when `code` is one of its codes: the key becomes the account's, the code's
 * step counts as used, new recovery codes replace any old ones, and the session version moves on
 * (sessions from before never proved the second factor).
 */
export async function confirmEnrolment(
  { db, cipher }: Db,
  adminId: string,
  code: string,
  now = Date.now(),
): Promise<EnrolmentResult> {
  const [row] = await db
    .select({ pending: adminUsers.totpPendingSecret })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  const pending = row?.pending;
  if (!pending) return { accepted: false, reason: 'not_started' };
  const step = matchingTimeStep(open(cipher, adminId, pending), code, now);
  if (step === null) return { accepted: false, reason: 'invalid' };
  return db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(adminUsers)
      .set({
        totpSecret: pending,
        totpPendingSecret: null,
        totpEnabledAt: sql`now()`,
        totpLastUsedStep: step,
        sessionVersion: sql`${adminUsers.sessionVersion} + 1`,
      })
      // Only the key that was checked: a parallel restart of the set-up wins over this code.
      .where(and(eq(adminUsers.id, adminId), eq(adminUsers.totpPendingSecret, pending)))
      .returning({ sessionVersion: adminUsers.sessionVersion });
    if (!enabled) return { accepted: false, reason: 'not_started' } as const;
    return { accepted: true, recoveryCodes: await replaceRecoveryCodes(tx, adminId), ...enabled } as const;
  });
}

export type CodeCheck =
  | { accepted: true; method: 'totp' | 'recovery_code'; recoveryCodesLeft: number }
  | { accepted: false; reason: 'invalid' | 'reused' };

/** Checks a code from the app or a recovery code, and uses it up. */
export async function useSecondFactorCode(
  { db, cipher }: Db,
  adminId: string,
  code: string,
  now = Date.now(),
): Promise<CodeCheck> {
  if (normalizeTotpCode(code)) {
    const [row] = await db
      .select({ secret: adminUsers.totpSecret })
      .from(adminUsers)
      .where(eq(adminUsers.id, adminId));
    if (!row?.secret) return { accepted: false, reason: 'invalid' };
    const step = matchingTimeStep(open(cipher, adminId, row.secret), code, now);
    if (step === null) return { accepted: false, reason: 'invalid' };
    const [used] = await db
      .update(adminUsers)
      .set({ totpLastUsedStep: step })
      .where(
        and(
          eq(adminUsers.id, adminId),
          or(isNull(adminUsers.totpLastUsedStep), lt(adminUsers.totpLastUsedStep, step)),
        ),
      )
      .returning({ id: adminUsers.id });
    if (!used) return { accepted: false, reason: 'reused' };
    return { accepted: true, method: 'totp', recoveryCodesLeft: await recoveryCodesLeft(db, adminId) };
  }

  const codeHash = recoveryCodeHash(adminId, code);
  if (!codeHash) return { accepted: false, reason: 'invalid' };
  const [used] = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.adminUserId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  if (!used) return { accepted: false, reason: 'invalid' };
  return { accepted: true, method: 'recovery_code', recoveryCodesLeft: await recoveryCodesLeft(db, adminId) };
}

export async function recoveryCodesLeft(db: DbExecutor, adminId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminUserId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function regenerateRecoveryCodes(
  { db }: { db: DbExecutor },
  adminId: string,
): Promise<string[]> {
  return db.transaction((tx) => replaceRecoveryCodes(tx, adminId));
}

/**
 * Removes the second factor (key, waiting key, recovery codes). With `endSessions`, the user's
 * sessions end too (a reset by a super admin: the factor may be in someone else's hands).
 * Returns the username, or null when the user does not exist.
 */
export async function removeSecondFactor(
  { db }: { db: DbExecutor },
  adminId: string,
  { endSessions }: { endSessions: boolean },
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .update(adminUsers)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastUsedStep: null,
        ...(endSessions ? { sessionVersion: sql`${adminUsers.sessionVersion} + 1` } : {}),
      })
      .where(eq(adminUsers.id, adminId))
      .returning({ username: adminUsers.username });
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminId));
    return removed?.username ?? null;
  });
}
