import { z } from 'zod';
import { loginResponseSchema, MAX_PASSWORD_LENGTH } from './admin.ts';
import { actionResultSchema, describeWait } from './admin-api.ts';
import { formText } from './form-fields.ts';
import { MESSAGES } from './messages.ts';

// The second factor of staff sign-in (ours; the spec has none): TOTP (RFC 6238) with one-time
// recovery codes. See docs/decisions/second-factor.md.

/** `STAFF_SECOND_FACTOR`: whether every staff account must sign in with a second factor. */
export const SECOND_FACTOR_MODES = ['optional', 'required'] as const;
export type SecondFactorMode = (typeof SECOND_FACTOR_MODES)[number];

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** 16 characters of Crockford base32 (80 bits), shown as four groups of four: `7KQ2-M9XD-...`. */
export const RECOVERY_CODE_LENGTH = 16;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A recovery code as typed: case, spaces and hyphens do not matter, and the letters people
 * confuse with digits (O, I, L) read as those digits. Null for anything that cannot be one.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  for (const character of code) if (!CROCKFORD.includes(character)) return null;
  return code;
}

/** A normalized recovery code as it is shown: four groups of four. */
export function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** Six digits, spaces allowed between them (authenticator apps show `123 456`). */
export function normalizeTotpCode(input: string): string | null {
  const code = input.replace(/\s/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}

export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app or a recovery code',
  codeFormat: 'Enter the 6-digit code from your authenticator app or a 16-character recovery code',
  codeInvalid: 'That code is not valid. Check the time on your device and try again.',
  codeAlreadyUsed: 'That code has already been used. Wait for the next code from your authenticator app.',
  enrolmentCodeFormat: 'Enter the 6-digit code that your authenticator app shows',
  tooManyCodeAttempts: (retryAfterSeconds: number) =>
    `Too many wrong codes. Please try again in ${describeWait(retryAfterSeconds)}.`,
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  challengeLocked: 'Too many wrong codes for this sign-in. Please sign in again.',
  currentPasswordRequired: 'Please enter your current password',
  enterCode: 'Enter the code from your authenticator app',
  enrolmentRequired: 'Set up two-step verification to continue',
  requiredNow: 'Two-step verification is now required. Please sign in again to set it up.',
  enrolmentNotStarted: 'Start the set-up again: no authenticator key is waiting for a code',
  alreadyEnabled: 'Two-step verification is already on. Turn it off before setting it up again.',
  notEnabled: 'Two-step verification is not on for this account',
  cannotDisableWhenRequired:
    'Two-step verification is required for every staff account and cannot be turned off',
  enabled: 'Two-step verification is on',
  disabled: 'Two-step verification is off',
  recoveryCodesRegenerated: 'New recovery codes created; the old ones no longer work',
  reset: (username: string) =>
    `Two-step verification was reset for ${username}, and their sessions have ended`,
  cannotResetSelf: 'Turn off or set up your own two-step verification from your account, not here',
} as const;

/** What a code field accepts: a TOTP code or a recovery code, checked loosely here, exactly on the server. */
const codeText = formText({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
  .max(40, SECOND_FACTOR_MESSAGES.codeFormat)
  .refine(
    (code) => normalizeTotpCode(code) !== null || normalizeRecoveryCode(code) !== null,
    SECOND_FACTOR_MESSAGES.codeFormat,
  );

/** A code from the authenticator app only (enrolment proves the app has the key). */
const totpCodeText = formText({ error: SECOND_FACTOR_MESSAGES.enrolmentCodeFormat })
  .trim()
  .refine((code) => normalizeTotpCode(code) !== null, SECOND_FACTOR_MESSAGES.enrolmentCodeFormat);

// The challenge is an opaque 43-character token; anything else is refused before Redis is asked.
const challengeText = z
  .string({ error: SECOND_FACTOR_MESSAGES.challengeExpired })
  .regex(/^[\w-]{43}$/, SECOND_FACTOR_MESSAGES.challengeExpired);

// ---- Sign-in (`/api/auth`) ----

export const SIGN_IN_STEPS = ['verify', 'enrol'] as const;
export type SignInStep = (typeof SIGN_IN_STEPS)[number];

/**
 * `POST /api/auth/login` when the password was right but the account needs a second step: `verify`
 * (enter a code) or `enrol` (set up a second factor first, when it is required). No session yet.
 */
export const secondFactorChallengeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  secondFactor: z.object({
    challenge: z.string(),
    step: z.enum(SIGN_IN_STEPS),
    expiresAt: z.string(),
  }),
});
export type SecondFactorChallengeResponse = z.infer<typeof secondFactorChallengeResponseSchema>;

/** Every answer of `POST /api/auth/login` that is not an error. */
export const loginAnswerSchema = z.union([loginResponseSchema, secondFactorChallengeResponseSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** `POST /api/auth/second-factor/verify`: answers like a completed login. */
export const secondFactorVerifyRequestSchema = z.object({ challenge: challengeText, code: codeText });
export type SecondFactorVerifyRequest = z.infer<typeof secondFactorVerifyRequestSchema>;

/** `POST /api/auth/second-factor/enrolment` (step `enrol`). */
export const challengeRequestSchema = z.object({ challenge: challengeText });
export type ChallengeRequest = z.infer<typeof challengeRequestSchema>;

/** `POST /api/auth/second-factor/enrolment/confirm`: a login answer plus the recovery codes, shown once. */
export const enrolmentConfirmAtSignInSchema = z.object({ challenge: challengeText, code: totpCodeText });
export type EnrolmentConfirmAtSignIn = z.infer<typeof enrolmentConfirmAtSignInSchema>;

export const signInWithRecoveryCodesSchema = loginResponseSchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type SignInWithRecoveryCodes = z.infer<typeof signInWithRecoveryCodesSchema>;

// ---- Enrolment (both the sign-in step and the portal) ----

/**
 * A new authenticator key waiting for its first code. `secret` is base32 for typing into an app,
 * `otpauthUri` what the QR code holds, `qrCode` a `data:image/svg+xml` URL of that QR code.
 */
export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
  issuer: z.string(),
  accountName: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

// ---- The signed-in admin's own second factor (`/api/admin/second-factor`) ----

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** `POST /api/admin/second-factor/enrolment`: setting up needs the password again. */
export const enrolmentStartSchema = z.object({
  // Never trimmed or cleaned: a password is kept exactly as typed.
  currentPassword: z
    .string({ error: SECOND_FACTOR_MESSAGES.currentPasswordRequired })
    .min(1, SECOND_FACTOR_MESSAGES.currentPasswordRequired)
    .max(MAX_PASSWORD_LENGTH, MESSAGES.tooLong(MAX_PASSWORD_LENGTH)),
});
export type EnrolmentStart = z.infer<typeof enrolmentStartSchema>;

export const enrolmentConfirmSchema = z.object({ code: totpCodeText });
export type EnrolmentConfirm = z.infer<typeof enrolmentConfirmSchema>;

/**
 * Turning on ends the account's other sessions (they never proved the second factor), so the
 * answer carries this session's new token, as a password change does.
 */
export const enrolmentConfirmResponseSchema = actionResultSchema.extend({
  token: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type EnrolmentConfirmResponse = z.infer<typeof enrolmentConfirmResponseSchema>;

/** Turning off and new recovery codes each need a current code (or a recovery code). */
export const secondFactorCodeSchema = z.object({ code: codeText });
export type SecondFactorCode = z.infer<typeof secondFactorCodeSchema>;

export const recoveryCodesResponseSchema = actionResultSchema.extend({
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;
