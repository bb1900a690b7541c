import { randomBytes } from 'node:crypto';
import type { ManagedServer } from './local-servers.ts';

// What a running stack is, apart from how it was started (local servers in stack.ts, containers in
// containers.ts): both starters build one, so neither imports the other.

export interface StackPorts {
  postgres: number;
  redis: number;
  s3: number;
  smtp: number;
  mailWeb: number;
}

/** The local addresses of `make dev` (README, "What runs where"). */
export const DEV_PORTS: StackPorts = { postgres: 5432, redis: 6379, s3: 9000, smtp: 1025, mailWeb: 1080 };

export interface Stack {
  /** Environment variables that point the services at this stack. */
  env: StackEnv;
  /** The mail catcher's REST API (GET /email lists messages). */
  mailApiUrl: string;
  /** Local servers by name, for tests that stop and start one; empty when containers are used. */
  servers: Record<string, ManagedServer>;
  stop(): Promise<void>;
}

export type StackEnv = ReturnType<typeof stackEnv>;

/**
 * s3rver knows one account, S3RVER, and does not check the secret of a V4 signature (the only kind
 * the minio client sends): a random secret per stack keeps tests that run in production mode (the
 * bundle test) off the published one, which production refuses.
 */
const s3rverCredentials = () => ({ accessKey: 'S3RVER', secretKey: randomBytes(24).toString('base64url') });

export function stackEnv(ports: StackPorts, credentials = s3rverCredentials()) {
  return {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${ports.postgres}/funding`,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_ACCESS_KEY: credentials.accessKey,
    S3_SECRET_KEY: credentials.secretKey,
    S3_BUCKET: 'funding',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
  };
}
