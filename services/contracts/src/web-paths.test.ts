import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentFormPath, isAgentSlug } from './slug.ts';
import { isNoIndexPath, isWebAppPath } from './web-paths.ts';

describe('isWebAppPath', () => {
  it("knows the spec's pages, with or without one trailing slash", () => {
    for (const path of [
      '/',
      '/application',
      '/application/',
      '/Application',
      '/apply/agent/1b2c3d4e-0000-4000-8000-000000000001',
      agentFormPath('jane-doe'),
      '/thank-you',
      '/admin',
      '/admin/applications/FA-7K3QD-9XW2M',
      '/admin-login',
    ]) {
      expect(isWebAppPath(path), path).toBe(true);
    }
  });

  it('answers false for everything else', () => {
    for (const path of [
      '/robots.txt',
      '/wp-login.php',
      '/assets/gone-123.js',
      '/application/extra',
      '/apply/agent/',
      '/apply/agent/a/b',
      '/-funding-application',
      '/Jane-funding-application',
      '/admin/applications/',
      '/admin/users',
      '/thank-you//',
    ]) {
      expect(isWebAppPath(path), path).toBe(false);
    }
  });

  it("follows the router's rule for agent links: a page exactly when the slug is one (seeded)", () => {
    const segment = fc.string({ maxLength: 40 }).filter((text) => !text.includes('/'));
    fc.assert(
      fc.property(fc.oneof(segment, fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)), (slug) => {
        const path = agentFormPath(slug);
        expect(isWebAppPath(path)).toBe(isAgentSlug(slug));
        expect(isWebAppPath(`${path}/`)).toBe(isAgentSlug(slug));
      }),
      { seed: 17, numRuns: propertyRuns(5_000) },
    );
  });

  it('never throws on any path (seeded)', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.string(), (path, prefix) => {
        expect(typeof isWebAppPath(`/${prefix}${path}`)).toBe('boolean');
      }),
      { seed: 17, numRuns: propertyRuns(5_000) },
    );
  });
});

describe('isNoIndexPath', () => {
  it('covers the confirmation and the staff portal, not the form', () => {
    expect(isNoIndexPath('/thank-you')).toBe(true);
    expect(isNoIndexPath('/admin')).toBe(true);
    expect(isNoIndexPath('/admin/applications/FA-7K3QD-9XW2M')).toBe(true);
    expect(isNoIndexPath('/')).toBe(false);
    expect(isNoIndexPath('/application')).toBe(false);
    expect(isNoIndexPath(agentFormPath('jane-doe'))).toBe(false);
  });
});
