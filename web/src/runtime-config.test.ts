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

  it('falls back to defaults when the element is absent or broken', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseRuntimeConfig(null).providerName).toBeTruthy();
    expect(parseRuntimeConfig('{not json').providerName).toBeTruthy();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
