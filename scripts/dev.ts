/**
 * `make dev`: the whole system in the foreground. Starts Postgres, Redis, S3 and the mail catcher
 * (local processes, or docker compose when a Docker engine answers), migrates, builds the web app,
 * then runs the BFF and both workers with readable logs. Ctrl-C stops everything it started.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runMigrations, storageFromEnv } from '@funding/platform';
import { formatLogLine } from './stack/log-format.ts';
import { canConnect } from './stack/process.ts';
import { SERVICES, type ServiceName, spawnService, waitUntilReady } from './stack/services.ts';
import { DEV_PORTS, type Stack, stackEnv, startStack } from './stack/stack.ts';
import { type Supervisor, supervise } from './stack/supervise.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const devDir = join(repoRoot, '.local/dev');
const lockFile = join(devDir, 'dev.pid');
const APP_PORT = 8080;

function alreadyRunning(): number | null {
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

function dockerEngineAnswers(): boolean {
  return spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5_000 }).status === 0;
}

async function startInfrastructure(): Promise<Stack> {
  if (dockerEngineAnswers()) {
    console.log('Docker engine found: starting Postgres, Redis, MinIO and maildev with docker compose');
    execFileSync(
      'docker',
      ['compose', 'up', '-d', '--wait', 'postgres', 'redis', 'minio', 'minio-init', 'mail'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );
    return {
      env: stackEnv(DEV_PORTS, { accessKey: 'minioadmin', secretKey: 'minioadmin' }),
      mailApiUrl: 'http://127.0.0.1:1080',
      servers: {},
      stop: async () => {
        execFileSync('docker', ['compose', 'stop', 'postgres', 'redis', 'minio', 'mail'], {
          cwd: repoRoot,
          stdio: 'inherit',
        });
      },
    };
  }
  const busy = [];
  for (const [name, port] of Object.entries({ ...DEV_PORTS, app: APP_PORT })) {
    if (await canConnect(port)) busy.push(`${name} (${port})`);
  }
  if (busy.length > 0) {
    throw new Error(
      `These ports are already in use: ${busy.join(', ')}. Stop what uses them, then run make dev again.`,
    );
  }
  console.log('Starting local Postgres, Redis, S3 (s3rver) and maildev in .local/dev');
  return startStack({ dir: devDir, ports: DEV_PORTS, persistent: true, mode: 'local' });
}

function crashBanner(name: string, exit: number | string, restartInMs: number): string {
  const line = '!'.repeat(72);
  return `\n${line}\n!! ${name} CRASHED (exit ${exit}); the lines above are its last words.\n!! Restarting it in ${restartInMs / 1000} s; the other services keep running.\n${line}\n`;
}

async function main() {
  const pid = alreadyRunning();
  if (pid) {
    console.error(`make dev is already running (pid ${pid}): the app is at http://127.0.0.1:${APP_PORT}.`);
    console.error(`Stop it with Ctrl-C in its terminal (or \`kill ${pid}\`) before starting another.`);
    process.exit(1);
  }
  mkdirSync(devDir, { recursive: true });
  writeFileSync(lockFile, String(process.pid));

  const running: Supervisor[] = [];
  let stack: Stack | undefined;
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await Promise.allSettled(running.map((service) => service.stop()));
    await stack?.stop().catch((error) => console.error(error));
    rmSync(lockFile, { force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    stack = await startInfrastructure();
    const env = { ...stack.env, NODE_ENV: 'development', PORT: String(APP_PORT) };
    await runMigrations(env.DATABASE_URL);
    await storageFromEnv(env).ensureBucket();
    console.log('Migrations applied; building the web app');
    execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: repoRoot, stdio: 'inherit' });

    // Like the cluster: a service that crashes is restarted (with backoff), the rest keep running.
    for (const name of Object.keys(SERVICES) as ServiceName[]) {
      running.push(
        supervise({
          start: () => spawnService(name, env, (from, line) => console.log(formatLogLine(from, line))),
          onCrash: ({ code, signal, restartInMs }) =>
            console.error(crashBanner(name, code ?? signal ?? 'unknown', restartInMs)),
        }),
      );
    }
    await waitUntilReady(running[0]!.current, `http://127.0.0.1:${APP_PORT}/api/ready`);
    console.log(
      [
        '',
        `  App and API    http://127.0.0.1:${APP_PORT}   (admin: http://127.0.0.1:${APP_PORT}/admin, admin / admin-password)`,
        `  Mail catcher   ${stack.mailApiUrl}`,
        `  S3             ${env.S3_ENDPOINT}   Postgres ${env.DATABASE_URL}   Redis ${env.REDIS_URL}`,
        '  Ctrl-C stops everything.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
  }
}

await main();
