import { inject } from 'vitest';

/**
 * For integration tests: the environment that points a service at the real servers started by
 * scripts/test/integration-setup.ts. Pass it to a service's own env loader.
 */
export function integrationEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...inject('stackEnv'), ...overrides };
}

export function mailCatcherUrl(): string {
  return inject('mailApiUrl');
}
