import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onePage, writePdf } from '../testing/pdf-corpus/pdf-writer.ts';
import { createForkServerClient, type QpdfLimits } from './fork-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'fork-server-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const simple = join(dir, 'simple.pdf');
writeFileSync(simple, writePdf([{ objects: onePage(), trailer: '/Root 1 0 R' }]));
const LIMITS: QpdfLimits = {
  timeoutMs: 15_000,
  memoryBytes: 128 * 1024 * 1024,
  maxOutputBytes: 16 * 1024 * 1024,
};
let outputs = 0;
const output = () => join(dir, `out-${outputs++}.pdf`);

/** A valid file slow enough to read that a test can look at its job while it runs. */
function slowPdf(): string {
  const path = join(dir, 'slow.pdf');
  const filler = Array.from({ length: 60_000 }, (_, i) => ({
    number: 10 + i,
    body: '<< /A [1 2 3] /B (text) >>',
  }));
  const list = filler.map((object) => `${object.number} 0 R`).join(' ');
  writeFileSync(
    path,
    writePdf([{ objects: [...onePage(`/Filler [${list}]`), ...filler], trailer: '/Root 1 0 R' }]),
  );
  return path;
}

/** The pids of the live children of `parent` (each thread's list: a server is a worker thread's child here). */
function childrenOf(parent: number): number[] {
  try {
    return readdirSync(`/proc/${parent}/task`).flatMap((task) =>
      readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/** The job the server `server` runs, once it has one (a slow job was just asked for). */
async function runningJob(server: number): Promise<number> {
  for (let tries = 0; tries < 400; tries++) {
    const [job] = childrenOf(server);
    if (job) return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the server started no job');
}

/**
 * `job` once it has set itself up: a child just forked still holds the server's descriptors for
 * the few instructions before it closes them. Its input is fd 3 and its privileges are dropped
 * (as root) once it has.
 */
async function settledJob(job: number): Promise<number> {
  const settled = () => {
    try {
      const input = readlinkSync(`/proc/${job}/fd/3`).endsWith('slow.pdf');
      const dropped =
        process.getuid?.() !== 0 || /^Uid:\s+65534\s/m.test(readFileSync(`/proc/${job}/status`, 'utf8'));
      return input && dropped;
    } catch {
      return false;
    }
  };
  for (let tries = 0; tries < 400 && !settled(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  return job;
}

const forkServers = () =>
  childrenOf(process.pid).filter((pid) => /qpdf-fork/.test(readFileSync(`/proc/${pid}/comm`, 'utf8')));
const qpdfJson = (path: string) =>
  JSON.parse(
    execFileSync('qpdf', ['--json', '--json-key=qpdf', '--no-warn', '--', path], { encoding: 'utf8' }),
  ).qpdf;

describe('the qpdf fork server', () => {
  it("prints what the qpdf program prints of a file's objects, from a process of each file's own", async () => {
    const server = createForkServerClient();
    try {
      const read = await server.inspect(simple, LIMITS);
      expect(read.ok && JSON.parse(read.json.toString('utf8')).qpdf).toEqual(qpdfJson(simple));
      // Ten at once: each answer is its own file's, whatever order they end in.
      const many = await Promise.all(Array.from({ length: 10 }, () => server.inspect(simple, LIMITS)));
      for (const each of many) expect(each).toEqual(read);
    } finally {
      server.close();
    }
  });

  it('rewrites a file into a new one and prints the objects of what it wrote', async () => {
    const server = createForkServerClient();
    try {
      const rewritten = output();
      const read = await server.normalize(simple, rewritten, LIMITS);
      expect(read).toMatchObject({ ok: true, warnings: [] });
      expect(read.ok && JSON.parse(read.json.toString('utf8')).qpdf).toEqual(qpdfJson(rewritten));
      expect(execFileSync('qpdf', ['--check', rewritten], { encoding: 'utf8' })).toMatch(
        /No syntax or stream encoding errors/,
      );
      // Never over a file that exists: the output is always new.
      expect(await server.normalize(simple, rewritten, LIMITS)).toMatchObject({
        ok: false,
        detail: expect.stringMatching(/cannot create the output/),
      });
    } finally {
      server.close();
    }
  });

  it('gives the parser nothing to steal: no environment, no descriptor but its own, no privileges', async () => {
    process.env.FORK_SERVER_TEST_SECRET = 'must-not-reach-qpdf';
    const server = createForkServerClient();
    try {
      await server.inspect(simple, LIMITS);
      const serverPid = server.pid!;
      expect(readFileSync(`/proc/${serverPid}/environ`).length).toBe(0);
      // Slow enough to be looked at while it runs, and time to finish on two starved cores.
      const roomy = {
        timeoutMs: 120_000,
        memoryBytes: 1024 * 1024 * 1024,
        maxOutputBytes: 128 * 1024 * 1024,
      };
      const slow = server.normalize(slowPdf(), output(), roomy);
      const job = await settledJob(await runningJob(serverPid));
      expect(readFileSync(`/proc/${job}/environ`).length).toBe(0);
      // stdin and stdout are /dev/null, stderr its message file; then its input, its output, its JSON.
      // qpdf itself opens /dev/urandom for the rewritten file's /ID.
      const targets = readdirSync(`/proc/${job}/fd`).map((fd) => readlinkSync(`/proc/${job}/fd/${fd}`));
      const own =
        /^\/dev\/(null|urandom)$|^\/memfd:qpdf-(json|message) \(deleted\)$|\/slow\.pdf$|\/out-\d+\.pdf$/;
      expect(targets.filter((target) => !own.test(target))).toEqual([]);
      if (process.getuid?.() === 0) {
        const status = readFileSync(`/proc/${job}/status`, 'utf8');
        expect(status).toMatch(/^Uid:\s+65534\s+65534\s+65534\s+65534$/m);
        expect(status).toMatch(/^Groups:\s*$/m);
      }
      expect(await slow).toMatchObject({ ok: true });
    } finally {
      delete process.env.FORK_SERVER_TEST_SECRET;
      server.close();
    }
  }, 180_000);

  it('answers a job whose process was killed as unreadable, and goes on answering', async () => {
    const server = createForkServerClient();
    try {
      await server.inspect(simple, LIMITS);
      const serverPid = server.pid;
      expect(serverPid).toBeDefined();
      const slow = server.inspect(slowPdf(), LIMITS);
      process.kill(await runningJob(serverPid!), 'SIGSEGV');
      expect(await slow).toEqual({ ok: false, reason: 'unreadable', detail: 'signal 11' });
      expect((await server.inspect(simple, LIMITS)).ok).toBe(true);
      expect(server.pid).toBe(serverPid);
    } finally {
      server.close();
    }
  });

  it('starts a new server when its server stopped, and leaves no process behind when closed', async () => {
    const server = createForkServerClient();
    await server.inspect(simple, LIMITS);
    const first = server.pid;
    const slow = server.inspect(slowPdf(), LIMITS);
    await runningJob(first!);
    process.kill(first!, 'SIGKILL');
    expect(await slow).toMatchObject({
      ok: false,
      reason: 'unreadable',
      detail: expect.stringMatching(/stopped/),
    });
    expect((await server.inspect(simple, LIMITS)).ok).toBe(true);
    const second = server.pid!;
    expect(second).not.toBe(first);
    server.close();
    for (let tries = 0; forkServers().includes(second) && tries < 100; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(forkServers()).not.toContain(second);
  });

  it('refuses a request that is not one of ours, and nothing else', () => {
    const binary = join(import.meta.dirname, 'qpdf-fork-server');
    for (const request of [
      '',
      'x\tinspect\t1\t1\t1\t/a.pdf\t-',
      '1\trun\t1\t1\t1\t/a.pdf\t-',
      '1\tinspect\t0\t1\t1\t/a.pdf\t-',
      '1\tinspect\t1\t1\t1\trelative.pdf\t-',
      '1\tinspect\t1\t1\t1\t/a.pdf\t/b.pdf',
      '1\tnormalize\t1\t1\t1\t/a.pdf\t-',
      '1\tinspect\t1\t1\t1\t/a.pdf',
    ])
      expect(spawnSync(binary, { input: `${request}\n` }).status).toBe(1);
    const answered = spawnSync(binary, { input: `7\tinspect\t65536\t5000\t1000000\t${simple}\t-\n` });
    expect(answered.status).toBe(0);
    expect(answered.stdout.toString('utf8')).toMatch(/^7\t0\t0\t0\t\d+\n\{/);
    const missing = spawnSync(binary, { input: `8\tinspect\t65536\t5000\t1000000\t${dir}/none.pdf\t-\n` });
    expect(missing.stdout.toString('utf8')).toMatch(/^8\t-1\t0\t\d+\t0\nqpdf: cannot open the input/);
  });
});
