import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startContainers } from './containers.ts';
import { type ManagedServer, mailServer, postgresServer, redisServer, s3Server } from './local-servers.ts';
import { freePort } from './process.ts';

export interface StackPorts {
  postgres: number;
  redis: number;
  s3: number;
  smtp: number;
  mailWeb: number;
}

/** The addresses of DESIGN.md, used by `make dev`. */
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

export interface StackOptions {
  dir: string;
  ports?: StackPorts;
  persistent?: boolean;
  /** 'auto' uses testcontainers when a Docker engine answers, else local servers. */
  mode?: 'auto' | 'local';
}

export async function randomPorts(): Promise<StackPorts> {
  return {
    postgres: await freePort(),
    redis: await freePort(),
    s3: await freePort(),
    smtp: await freePort(),
    mailWeb: await freePort(),
  };
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

export async function startStack({
  dir,
  ports,
  persistent = false,
  mode = 'auto',
}: StackOptions): Promise<Stack> {
  if (mode === 'auto') {
    const containers = await startContainers();
    if (containers) return containers;
  }
  const stackDir = resolve(dir);
  mkdirSync(stackDir, { recursive: true });
  const p = ports ?? (await randomPorts());
  const servers = {
    postgres: postgresServer(stackDir, p.postgres),
    redis: redisServer(stackDir, p.redis, persistent),
    s3: s3Server(stackDir, p.s3),
    mail: mailServer(stackDir, p.smtp, p.mailWeb),
  };
  const started: ManagedServer[] = [];
  const stop = async () => {
    await Promise.allSettled(started.map((server) => server.stop()));
    if (!persistent) {
      for (const server of Object.values(servers)) server.destroy?.();
      rmSync(stackDir, { recursive: true, force: true });
    }
  };
  try {
    await Promise.all(
      Object.values(servers).map(async (server) => {
        await server.start();
        started.push(server);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: stackEnv(p), mailApiUrl: `http://127.0.0.1:${p.mailWeb}`, servers, stop };
}
