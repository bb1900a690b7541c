import { describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('uses the injected values', () => {
    const config = parseRuntimeConfig(
      JSON.stringify({
        providerName: 'Acme Capital',
        providerSiteUrl: 'https://acme.test',
        supportEmail: 'help@acme.test',
        logoUrl: '/acme.png',
        logoFallbackUrl: '/acme-small.png',
      }),
    );
    expect(config.providerName).toBe('Acme Capital');
    expect(config.supportEmail).toBe('help@acme.test');
    expect(config.logoFallbackUrl).toBe('/acme-small.png');
  });

  it('fills missing values with defaults', () => {
    const config = parseRuntimeConfig(JSON.stringify({ providerName: 'Acme Capital' }));
    expect(config.providerName).toBe('Acme Capital');
    expect(config.logoUrl).toBeTruthy();
  });

  it('ignores unknown keys and values that are not non-empty strings', () => {
    const config = parseRuntimeConfig(JSON.stringify({ providerName: '', logoUrl: 42, extra: 'x' }));
    expect(config.providerName).toBe('Business Funding');
    expect(config.logoUrl).toBe('/logo.svg');
    expect(config).not.toHaveProperty('extra');
  });

  it('falls back to defaults when the element is absent or broken', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRuntimeConfig(null).providerName).toBeTruthy();
    expect(parseRuntimeConfig('{not json').providerName).toBeTruthy();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
