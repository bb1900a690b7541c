import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchingTimeStep, newTotpSecret, totpCodeAt, totpUri } from './totp.ts';

// `make fuzz` runs thousands of generated cases (propertyRuns): seconds on a busy 2-core machine,
// more than the default 5 s.
const PROPERTY_TIMEOUT = { timeout: 60_000 };

// RFC 6238 appendix B: the SHA-1 key is the ASCII of "12345678901234567890"; at T = 59 s the
// 8-digit code is 94287082, so the 6-digit one is its last six digits.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('makes 160-bit keys and URIs that apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, { issuer: 'Funding Provider', accountName: 'maria' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Funding Provider');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('accepts the code of the current step and one step either side, and names the step', () => {
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now)).toBe(step);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 60_000), now)).toBeNull();
    expect(matchingTimeStep(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 60_000), now)).toBeNull();
    const code = totpCodeAt(RFC_SECRET, now);
    expect(matchingTimeStep(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
  });

  it('answers any typed text with a step or null, never an error', PROPERTY_TIMEOUT, () => {
    const secret = newTotpSecret();
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: 'binary' }), (input) => {
        const step = matchingTimeStep(secret, input);
        expect(step === null || Number.isInteger(step)).toBe(true);
      }),
      { seed: 6238, numRuns: propertyRuns(3_000) },
    );
  });
});
