import { ADMIN_API_MESSAGES } from '@funding/contracts';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-strength.ts';

// `make fuzz` runs thousands of generated cases (propertyRuns): seconds on a busy 2-core machine,
// more than the default 5 s.
const PROPERTY_TIMEOUT = { timeout: 60_000 };

describe('passwordWeakness', () => {
  it.each([
    'Password1',
    'password123',
    'Summer2024!',
    'qwertyuiop',
    'iloveyou2',
    'admin-password',
    'Admin_Password_1',
    'maria.lopez',
    'funding2026',
  ])('refuses %s with advice', (password) => {
    const message = passwordWeakness(password, { username: 'maria.lopez', email: 'maria@lender.example' });
    expect(message).toMatch(/^Choose a stronger password: \S/);
    expect(message).toMatch(/\.$/);
  });

  it.each([
    'river-planet-cobalt-41',
    'staff portal gardens 1987',
    'kx8#Qm2!vLp9',
    'correct horse battery staple',
  ])('accepts %s', (password) => {
    expect(passwordWeakness(password, { username: 'maria.lopez' })).toBeNull();
  });

  it("says why in the estimator's words", () => {
    expect(passwordWeakness('Password1')).toBe(
      ADMIN_API_MESSAGES.weakPassword(
        'This is a commonly used password. Add more words that are less common. Capitalize more than the first letter.',
      ),
    );
  });

  it('answers every password of the allowed length quickly, with a message or null', PROPERTY_TIMEOUT, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 200, unit: 'binary' }), (password) => {
        const started = performance.now();
        const message = passwordWeakness(password, { username: 'u', email: 'u@example.com' });
        expect(message === null || message.startsWith('Choose a stronger password: ')).toBe(true);
        // Only the first 32 characters are rated, so even a long random password stays cheap.
        expect(performance.now() - started).toBeLessThan(2_000);
      }),
      { seed: 20_2611, numRuns: propertyRuns(300) },
    );
  });
});
