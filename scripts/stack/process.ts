import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a command to completion and throws with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { asUser?: string; cwd?: string } = {},
): string {
  const [cmd, argv] =
    options.asUser && isRoot ? ['runuser', ['-u', options.asUser, '--', command, ...args]] : [command, args];
  const result = spawnSync(cmd, argv, { cwd: options.cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** Starts a long-running child whose output goes to a log file; it dies with the stack. */
export function startChild(
  command: string,
  args: string[],
  logFile: string,
  env?: NodeJS.ProcessEnv,
): ChildProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

export async function stopChild(child: ChildProcess | undefined, timeoutMs = 10_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

export function canConnect(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Polls `probe` until it answers true or the deadline passes. A probe answers false for "not yet"
 * and throws when waiting is pointless (the process it waits for has exited): that error ends the
 * wait at once, instead of a timeout that hides it.
 */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms`);
}

/** A free TCP port chosen by the kernel. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * `count` distinct free ports: all are held until every one is chosen, so the kernel cannot hand
 * the same port out twice (two servers of one stack on one port: the second exits at start).
 */
export async function freePorts(count: number): Promise<number[]> {
  const { createServer } = await import('node:net');
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => {
              const address = server.address();
              resolve(typeof address === 'object' && address ? address.port : 0);
            });
          }),
      ),
    );
  } finally {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
      ),
    );
  }
}
