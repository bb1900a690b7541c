import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_APPLICATION_SEGMENT, adminApplicationUrl } from './admin-portal-links.ts';
import { APPLICATION_ID_PATTERN, formatApplicationId, MIN_APPLICATION_ID_RANDOM_BYTES } from './ids.ts';

const PORTAL = 'https://funding.example.com/admin';

describe('adminApplicationUrl', () => {
  it('puts the application below the portal root, with or without a trailing slash', () => {
    expect(adminApplicationUrl(PORTAL, 'FA-7K3QD-9XW2M')).toBe(
      'https://funding.example.com/admin/applications/FA-7K3QD-9XW2M',
    );
    expect(adminApplicationUrl('http://127.0.0.1:8080/admin/', 'FA-7K3QD-9XW2M')).toBe(
      'http://127.0.0.1:8080/admin/applications/FA-7K3QD-9XW2M',
    );
  });

  it('drops a query or fragment of the portal address', () => {
    expect(adminApplicationUrl(`${PORTAL}?tab=agents#top`, 'FA-7K3QD-9XW2M')).toBe(
      'https://funding.example.com/admin/applications/FA-7K3QD-9XW2M',
    );
  });

  it('gives every application id its own path segment of the portal', () => {
    const ids = fc
      .uint8Array({ minLength: MIN_APPLICATION_ID_RANDOM_BYTES, maxLength: MIN_APPLICATION_ID_RANDOM_BYTES })
      .map(formatApplicationId);
    fc.assert(
      fc.property(ids, (applicationId) => {
        const url = new URL(adminApplicationUrl(PORTAL, applicationId));
        expect(url.origin).toBe('https://funding.example.com');
        expect(url.pathname).toBe(`/admin/${ADMIN_APPLICATION_SEGMENT}/${applicationId}`);
      }),
      { seed: 19, numRuns: propertyRuns(2000) },
    );
  });

  it('refuses anything that is not an application id, so a link cannot point elsewhere', () => {
    for (const bad of ['..', '.', '%2e%2e', 'FA-7K3QD-9XW2M/../..', '', 'fa-7k3qd-9xw2m']) {
      expect(() => adminApplicationUrl(PORTAL, bad)).toThrow(RangeError);
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        fc.pre(!APPLICATION_ID_PATTERN.test(text));
        expect(() => adminApplicationUrl(PORTAL, text)).toThrow(RangeError);
      }),
      { seed: 19, numRuns: propertyRuns(2000) },
    );
  });
});
