import { fileURLToPath } from 'node:url';
import {
  commonEnv,
  databaseEnv,
  devDefault,
  type EnvSource,
  encryptionEnv,
  envPort,
  isProduction,
  parseEnv,
  redisEnv,
  storageEnv,
} from '@funding/platform';
import { z } from 'zod';

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export function loadBffEnv(source: EnvSource) {
  const production = isProduction(source);
  return parseEnv(
    {
      ...commonEnv,
      ...databaseEnv,
      ...redisEnv,
      ...storageEnv(production),
      ...encryptionEnv(production),
      PORT: envPort(8080),
      HOST: z.string().default('0.0.0.0'),
      PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
      WEB_DIST_DIR: z.string().default(defaultWebDist),
      JWT_SECRET: devDefault(production, 'dev-only-jwt-secret-change-me-in-production-0123456789'),
      ADMIN_USERNAME: devDefault(production, 'admin'),
      ADMIN_PASSWORD: devDefault(production, 'admin-password'),
      ADMIN_EMAIL: z.string().email().default('admin@funding.local'),
      // Shown to applicants; runtime configuration so one build serves any provider.
      PROVIDER_NAME: z.string().default('Funding Provider'),
      PROVIDER_SITE_URL: z.string().url().default('http://127.0.0.1:8080'),
      SUPPORT_EMAIL: z.string().email().default('support@funding.local'),
      LOGO_URL: z.string().default('/logo.svg'),
      LOGO_FALLBACK_URL: z.string().default('/logo-fallback.svg'),
      CORS_ORIGINS: z
        .string()
        .default('')
        .transform((s) =>
          s
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        ),
    },
    source,
  );
}

export type BffEnv = ReturnType<typeof loadBffEnv>;
