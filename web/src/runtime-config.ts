import { type RuntimeConfig, runtimeConfigSchema } from '@funding/contracts';

export type { RuntimeConfig };

// Used under `vite dev`, where no BFF rewrites the page.
const developmentDefaults: RuntimeConfig = {
  providerName: 'Business Funding',
  providerSiteUrl: 'https://example.com',
  supportEmail: 'support@example.com',
  logoUrl: '/logo.svg',
  logoFallbackUrl: '/logo-fallback.svg',
};

export function parseRuntimeConfig(json: string | null | undefined): RuntimeConfig {
  if (!json) return developmentDefaults;
  try {
    const parsed = runtimeConfigSchema.partial().parse(JSON.parse(json));
    return { ...developmentDefaults, ...stripEmpty(parsed) };
  } catch (error) {
    console.error('Invalid runtime configuration; using defaults', error);
    return developmentDefaults;
  }
}

function stripEmpty(config: Partial<RuntimeConfig>): Partial<RuntimeConfig> {
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined));
}

function readRuntimeConfig(): RuntimeConfig {
  if (typeof document === 'undefined') return developmentDefaults;
  return parseRuntimeConfig(document.getElementById('runtime-config')?.textContent);
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig();
