import { RECOVERY_CODE_COUNT } from '@funding/contracts';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';

// `make fuzz` runs thousands of generated cases (propertyRuns): seconds on a busy 2-core machine,
// more than the default 5 s.
const PROPERTY_TIMEOUT = { timeout: 60_000 };

const adminId = '00000000-0000-4000-8000-000000000001';

describe('recovery codes', () => {
  it('come ten at a time, distinct, 80 bits each, in four groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('hash to the same value however they are typed, and to another for another user', () => {
    const [code] = newRecoveryCodes(1);
    const hash = recoveryCodeHash(adminId, code!);
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(recoveryCodeHash(adminId, code!.toLowerCase().replaceAll('-', ' '))).toBe(hash);
    expect(recoveryCodeHash('00000000-0000-4000-8000-000000000002', code!)).not.toBe(hash);
    expect(hash).not.toContain(code!.replaceAll('-', ''));
  });

  it('answer null for anything that cannot be a code', PROPERTY_TIMEOUT, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: 'binary' }), (input) => {
        const hash = recoveryCodeHash(adminId, input);
        expect(hash === null || /^[\w-]{43}$/.test(hash)).toBe(true);
      }),
      { seed: 4226, numRuns: propertyRuns(3_000) },
    );
  });
});
