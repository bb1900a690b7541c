import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startContainers } from './containers.ts';
import { type ManagedServer, mailServer, postgresServer, redisServer, s3Server } from './local-servers.ts';
import { freePort } from './process.ts';
import { type Stack, type StackPorts, stackEnv } from './stack-shape.ts';

export type { Stack, StackEnv, StackPorts } from './stack-shape.ts';
export { DEV_PORTS, stackEnv } from './stack-shape.ts';

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
