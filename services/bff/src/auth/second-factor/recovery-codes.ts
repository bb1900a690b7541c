import { createHash, randomInt } from 'node:crypto';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@funding/contracts';

/**
 * One-time recovery codes: 16 random characters of Crockford base32 (80 bits) each. They are random,
 * not chosen by a person, so a plain SHA-256 is enough to keep them from a database reader: 2^80
 * guesses is out of reach however fast the hash, and a slow hash would only let a caller burn CPU
 * ten hashes at a time. The hash covers the user's id, so a code (or its row) means nothing elsewhere.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    formatRecoveryCode(
      Array.from({ length: RECOVERY_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    ),
  );
}

/** The stored form of a recovery code as typed; null when the input cannot be one. */
export function recoveryCodeHash(adminUserId: string, typed: string): string | null {
  const code = normalizeRecoveryCode(typed);
  if (!code) return null;
  return createHash('sha256').update(`${adminUserId}:${code}`).digest('base64url');
}
