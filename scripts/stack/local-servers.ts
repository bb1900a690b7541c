import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { canConnect, isRoot, run, startChild, stopChild, waitFor } from './process.ts';

/**
 * The real servers the system needs, run as local processes when no Docker engine exists:
 * a private Postgres cluster, redis-server, s3rver (S3 protocol) and maildev (SMTP + web UI).
 * Each can be stopped and started again, which the fault tests use.
 */
export interface ManagedServer {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Deletes the server's data (throwaway test stacks). */
  destroy?(): void;
}

const repoRoot = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(repoRoot, 'node_modules', name);

function postgresBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(base, v, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL server binaries not found; run scripts/install-system-deps.sh');
  return found;
}

export function postgresServer(stackDir: string, port: number): ManagedServer {
  const binDir = postgresBinDir();
  // Postgres refuses to run as root; as root the cluster belongs to `postgres` and lives where that
  // user can reach it (a checkout under /root is not traversable by other users).
  const dataDir = isRoot
    ? join(
        '/var/tmp',
        `funding-pg-${createHash('sha1').update(resolve(stackDir)).digest('hex').slice(0, 12)}`,
      )
    : join(stackDir, 'postgres');
  const asUser = isRoot ? 'postgres' : undefined;
  const pgCtl = (args: string[]) => run(join(binDir, 'pg_ctl'), ['-D', dataDir, ...args], { asUser });

  return {
    name: 'postgres',
    async start() {
      // A cluster left running by a killed `make dev` is stopped first, then started cleanly.
      if (existsSync(join(dataDir, 'postmaster.pid'))) {
        try {
          pgCtl(['-m', 'fast', '-w', 'stop']);
        } catch {
          // Not running after all: the pid file is stale and pg_ctl start handles it.
        }
      }
      if (!existsSync(join(dataDir, 'PG_VERSION'))) {
        mkdirSync(dataDir, { recursive: true, mode: 0o700 });
        if (isRoot) run('chown', ['postgres:postgres', dataDir]);
        run(
          join(binDir, 'initdb'),
          ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
          { asUser },
        );
      }
      const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
      pgCtl(['-o', options, '-l', join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
      await waitFor('postgres', () => canConnect(port));
    },
    async stop() {
      if (existsSync(join(dataDir, 'postmaster.pid'))) pgCtl(['-m', 'fast', '-w', 'stop']);
    },
    destroy() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The end of a server's log, for an error that says why it stopped. */
function logTail(logFile: string): string {
  const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  return text.slice(-1_500).trim() || '(its log is empty)';
}

function childServer(
  name: string,
  logFile: string,
  launch: (logFile: string) => ChildProcess,
  ready: () => Promise<boolean>,
): ManagedServer {
  let child: ChildProcess | undefined;
  return {
    name,
    async start() {
      const started = launch(logFile);
      child = started;
      const exited = new Promise<boolean>((resolve) => started.once('exit', () => resolve(false)));
      await waitFor(name, async () => {
        // A server that stopped (a port taken meanwhile, say) will not become ready: say why at once.
        if (started.exitCode !== null || started.signalCode !== null)
          throw new Error(`${name} exited (${started.exitCode ?? started.signalCode}): ${logTail(logFile)}`);
        return Promise.race([ready(), exited]);
      });
    },
    async stop() {
      await stopChild(child);
      child = undefined;
    },
  };
}

export function redisServer(stackDir: string, port: number, persistent: boolean): ManagedServer {
  const dir = join(stackDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''];
  // Matches production: never evict queue keys; append-only file when the data should survive.
  args.push('--maxmemory-policy', 'noeviction', '--appendonly', persistent ? 'yes' : 'no');
  return childServer(
    'redis',
    join(stackDir, 'redis.log'),
    (log) => startChild('redis-server', args, log),
    () => canConnect(port),
  );
}

export function s3Server(stackDir: string, port: number): ManagedServer {
  const dir = join(stackDir, 's3');
  mkdirSync(dir, { recursive: true });
  const args = [
    // s3rver's continuation token (a listing past 1,000 keys) uses DES, which OpenSSL 3 keeps in
    // its legacy provider: without it every such listing is a 500 (the orphan sweep, the fuzz's check).
    '--openssl-legacy-provider',
    bin('s3rver/bin/s3rver.js'),
    '-d',
    dir,
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '--no-vhost-buckets',
  ];
  return childServer(
    's3',
    join(stackDir, 's3.log'),
    (log) => startChild(process.execPath, args, log),
    () => canConnect(port),
  );
}

export function mailServer(stackDir: string, smtpPort: number, webPort: number): ManagedServer {
  const args = [
    bin('maildev/bin/maildev'),
    '-s',
    String(smtpPort),
    '-w',
    String(webPort),
    '--ip',
    '127.0.0.1',
    // In the stack's folder, not a temp folder of maildev's own: it goes with the stack (up to a GB
    // of attachments after a bench run), and `make dev` keeps its mails across restarts.
    '--mail-directory',
    join(stackDir, 'mail'),
  ];
  return childServer(
    'mail',
    join(stackDir, 'mail.log'),
    (log) => startChild(process.execPath, args, log),
    async () => (await canConnect(smtpPort)) && (await canConnect(webPort)),
  );
}
