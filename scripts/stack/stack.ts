import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { startContainers } from './containers.ts';
import { mailServer, postgresServer, redisServer, s3Server } from './local-servers.ts';
import { freePorts } from './process.ts';
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
  const [postgres, redis, s3, smtp, mailWeb] = await freePorts(5);
  return { postgres: postgres!, redis: redis!, s3: s3!, smtp: smtp!, mailWeb: mailWeb! };
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
  if (ports) return startLocalServers(stackDir, ports, persistent);
  try {
    return await startLocalServers(stackDir, await randomPorts(), persistent);
  } catch (error) {
    // Ports free when chosen can be taken by another process before a server binds them (the
    // server then exits at start): once more with new ones, after saying what happened.
    process.stderr.write(`local servers did not start (${String(error).slice(0, 300)}); trying new ports\n`);
    return startLocalServers(stackDir, await randomPorts(), persistent);
  }
}

async function startLocalServers(stackDir: string, p: StackPorts, persistent: boolean): Promise<Stack> {
  mkdirSync(stackDir, { recursive: true });
  const servers = {
    postgres: postgresServer(stackDir, p.postgres),
    redis: redisServer(stackDir, p.redis, persistent),
    s3: s3Server(stackDir, p.s3),
    mail: mailServer(stackDir, p.smtp, p.mailWeb),
  };
  // Every server, not only those that became ready: one that timed out while starting (a starved
  // machine) still has its process running.
  const stop = async () => {
    await Promise.allSettled(Object.values(servers).map((server) => server.stop()));
    if (!persistent) {
      for (const server of Object.values(servers)) server.destroy?.();
      rmSync(stackDir, { recursive: true, force: true });
    }
  };
  // Every start settles before a failure is handled, so no server still starting is left running.
  const starts = await Promise.allSettled(Object.values(servers).map((server) => server.start()));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { env: stackEnv(p), mailApiUrl: `http://127.0.0.1:${p.mailWeb}`, servers, stop };
}
