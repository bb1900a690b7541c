import type { RuntimeConfig } from '@funding/contracts';

export type { RuntimeConfig };

// Used under `vite dev`, where no BFF rewrites the page, and for any value the page lacks.
const developmentDefaults: RuntimeConfig = {
  providerName: 'Business Funding',
  providerSiteUrl: 'https://example.com',
  supportEmail: 'support@example.com',
  logoUrl: '/logo.svg',
  logoFallbackUrl: '/logo-fallback.svg',
};

const RUNTIME_CONFIG_KEYS = Object.keys(developmentDefaults) as (keyof RuntimeConfig)[];

// Each known key that holds a non-empty string overrides its default; anything else is ignored.
export function parseRuntimeConfig(json: string | null | undefined): RuntimeConfig {
  if (!json) return developmentDefaults;
  let injected: unknown;
  try {
    injected = JSON.parse(json);
  } catch (error) {
    console.error('Invalid runtime configuration; using defaults', error);
    return developmentDefaults;
  }
  const config = { ...developmentDefaults };
  if (typeof injected !== 'object' || injected === null) return config;
  for (const key of RUNTIME_CONFIG_KEYS) {
    const value = (injected as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') config[key] = value;
  }
  return config;
}

function readRuntimeConfig(): RuntimeConfig {
  if (typeof document === 'undefined') return developmentDefaults;
  return parseRuntimeConfig(document.getElementById('runtime-config')?.textContent);
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig();
