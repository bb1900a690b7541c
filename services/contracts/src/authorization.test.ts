import { describe, expect, it } from 'vitest';
import { acceptTermsLabel, authorizationText } from './authorization.ts';

describe('authorization', () => {
  const text = authorizationText('Acme Funding').join('\n');

  it('names the provider and covers what the product requires of it', () => {
    expect(text).toContain('Acme Funding');
    expect(text).toMatch(/credit\s+reports/);
    expect(text).toMatch(/business/);
    expect(text).toMatch(/share this application/);
    expect(text).toMatch(/text\s+message/);
    expect(text).toMatch(/automatic telephone dialing system/);
    expect(text).toMatch(/e-mail/);
  });

  it('labels the acceptance checkbox', () => {
    expect(acceptTermsLabel('Acme Funding')).toBe(
      'I accept the terms and authorize Acme Funding to process my application',
    );
  });
});
