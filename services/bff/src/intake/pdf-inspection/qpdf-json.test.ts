import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onePage, writePdf } from '../../testing/pdf-corpus/pdf-writer.ts';
import { INSPECTION_LIMITS } from './inspect-pdf.ts';
import { createQpdfReader } from './qpdf-json.ts';

const dir = mkdtempSync(join(tmpdir(), 'qpdf-json-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const simple = join(dir, 'simple.pdf');
writeFileSync(simple, writePdf([{ objects: onePage(), trailer: '/Root 1 0 R' }]));

/** A valid file slow enough to read that a test can act while its check runs. */
function slowPdf(): string {
  const path = join(dir, 'slow.pdf');
  const filler = Array.from({ length: 60_000 }, (_, i) => ({
    number: 10 + i,
    body: '<< /A [1 2 3] /B (text) >>',
  }));
  writeFileSync(path, writePdf([{ objects: [...onePage(), ...filler], trailer: '/Root 1 0 R' }]));
  return path;
}

/** The pids of the live children of `parent` (its one thread: node's main thread, the server). */
function childrenOf(parent: number): number[] {
  try {
    return readFileSync(`/proc/${parent}/task/${parent}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The check process the server `server` runs, once it has one (a slow check was just asked for). */
async function runningCheck(server: number): Promise<number> {
  for (let tries = 0; tries < 400; tries++) {
    const [check] = childrenOf(server);
    if (check) return check;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the server started no check');
}

const forkServers = () =>
  childrenOf(process.pid).filter((pid) => /qpdf-fork/.test(readFileSync(`/proc/${pid}/comm`, 'utf8')));

describe('the qpdf fork server', () => {
  it("prints exactly what the qpdf program prints, from a process of each file's own", async () => {
    const reader = createQpdfReader();
    try {
      const read = await reader.read(simple, INSPECTION_LIMITS);
      const program = execFileSync('qpdf', ['--json', '--json-key=qpdf', '--no-warn', '--', simple]);
      expect(read).toEqual({ ok: true, json: program });
      // Ten at once: each answer is its own file's, whatever order they end in.
      const many = await Promise.all(
        Array.from({ length: 10 }, () => reader.read(simple, INSPECTION_LIMITS)),
      );
      for (const each of many) expect(each).toEqual({ ok: true, json: program });
    } finally {
      reader.close();
    }
  });

  it('answers a check whose process was killed as unreadable, and goes on answering', async () => {
    const reader = createQpdfReader();
    try {
      await reader.read(simple, INSPECTION_LIMITS);
      const [server] = forkServers();
      expect(server).toBeDefined();
      const slow = reader.read(slowPdf(), INSPECTION_LIMITS);
      process.kill(await runningCheck(server!), 'SIGSEGV');
      expect(await slow).toEqual({ ok: false, reason: 'unreadable', detail: 'signal 11' });
      expect((await reader.read(simple, INSPECTION_LIMITS)).ok).toBe(true);
      expect(forkServers()).toEqual([server]);
    } finally {
      reader.close();
    }
  });

  it('starts a new server when its server stopped, and leaves no process behind when closed', async () => {
    const reader = createQpdfReader();
    await reader.read(simple, INSPECTION_LIMITS);
    const [first] = forkServers();
    const slow = reader.read(slowPdf(), INSPECTION_LIMITS);
    await runningCheck(first!);
    process.kill(first!, 'SIGKILL');
    expect(await slow).toMatchObject({
      ok: false,
      reason: 'unreadable',
      detail: expect.stringMatching(/stopped/),
    });
    expect((await reader.read(simple, INSPECTION_LIMITS)).ok).toBe(true);
    const [second] = forkServers();
    expect(second).not.toBe(first);
    reader.close();
    for (let tries = 0; forkServers().length > 0 && tries < 100; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(forkServers()).toEqual([]);
  });

  it('refuses a request that is not one of ours, and nothing else', () => {
    const server = join(import.meta.dirname, 'qpdf-fork-server');
    for (const request of [
      '',
      'x\t1\t1\t1\t/a.pdf',
      '1\t0\t1\t1\t/a.pdf',
      '1\t1\t1\t1\trelative.pdf',
      '1\t1\t1\t1',
    ])
      expect(spawnSync(server, { input: `${request}\n` }).status).toBe(1);
    const answered = spawnSync(server, { input: `7\t65536\t5000\t1000000\t${simple}\n` });
    expect(answered.status).toBe(0);
    expect(answered.stdout.toString('utf8')).toMatch(/^7\t0\t0\t\d+\t\n\{/);
  });
});
