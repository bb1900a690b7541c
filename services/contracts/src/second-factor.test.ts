import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_LENGTH,
  SECOND_FACTOR_MESSAGES,
  secondFactorVerifyRequestSchema,
} from './second-factor.ts';

// `make fuzz` runs thousands of generated cases (propertyRuns): seconds on a busy 2-core machine,
// more than the default 5 s.
const PROPERTY_TIMEOUT = { timeout: 60_000 };

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const recoveryCode = fc
  .array(fc.constantFrom(...CROCKFORD), { minLength: RECOVERY_CODE_LENGTH, maxLength: RECOVERY_CODE_LENGTH })
  .map((characters) => characters.join(''));

describe('recovery codes as typed', () => {
  it(
    'read the same in any case, with or without hyphens and spaces, and with O, I, L for 0, 1, 1',
    PROPERTY_TIMEOUT,
    () => {
      fc.assert(
        fc.property(recoveryCode, fc.boolean(), fc.boolean(), (code, lower, spaced) => {
          let typed = formatRecoveryCode(code);
          if (spaced) typed = typed.replaceAll('-', ' ');
          if (lower) typed = typed.toLowerCase();
          expect(normalizeRecoveryCode(typed)).toBe(code);
          expect(normalizeRecoveryCode(` ${typed} `)).toBe(code);
          expect(normalizeRecoveryCode(code.replaceAll('0', 'O').replaceAll('1', 'l'))).toBe(code);
        }),
        { seed: 6238, numRuns: propertyRuns(2_000) },
      );
    },
  );

  it('turn any other text into null or a code of the alphabet, never an error', PROPERTY_TIMEOUT, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60, unit: 'binary' }), (input) => {
        const code = normalizeRecoveryCode(input);
        if (code !== null) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
      }),
      { seed: 6238, numRuns: propertyRuns(5_000) },
    );
    expect(normalizeRecoveryCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(normalizeRecoveryCode('ABCD-EFGH-JKMN')).toBeNull();
  });
});

describe('authenticator codes as typed', () => {
  it('accept six digits, spaces between them allowed, and nothing else', PROPERTY_TIMEOUT, () => {
    expect(normalizeTotpCode('123 456')).toBe('123456');
    expect(normalizeTotpCode(' 012345 ')).toBe('012345');
    for (const input of ['12345', '1234567', '12345a', '١٢٣٤٥٦', ''])
      expect(normalizeTotpCode(input)).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 20, unit: 'binary' }), (input) => {
        const code = normalizeTotpCode(input);
        if (code !== null) expect(code).toMatch(/^\d{6}$/);
      }),
      { seed: 4226, numRuns: propertyRuns(5_000) },
    );
  });
});

describe('the code request', () => {
  it('names each bad field with its message', () => {
    const result = secondFactorVerifyRequestSchema.safeParse({ challenge: 'short', code: '12' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['challenge', SECOND_FACTOR_MESSAGES.challengeExpired],
      ['code', SECOND_FACTOR_MESSAGES.codeFormat],
    ]);
    expect(
      secondFactorVerifyRequestSchema.parse({ challenge: 'a'.repeat(43), code: ' 7kq2-m9xd-4pth-0aav ' })
        .code,
    ).toBe('7kq2-m9xd-4pth-0aav');
  });
});
