import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { constants } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { neverThrows } from '@funding/platform/never-throws';
import { type Answer, answerReader } from './fork-server-answers.ts';

/** Bounds of one qpdf run: a file that needs more is refused as unreadable, never waited for. */
export interface QpdfLimits {
  timeoutMs: number;
  /** Address space of the qpdf process (`RLIMIT_AS`): a decompression bomb ends in bad_alloc. */
  memoryBytes: number;
  /** Most JSON accepted from qpdf; a document with more objects than that is too complex to check. */
  maxOutputBytes: number;
}

export type QpdfOutcome =
  | { ok: true; json: Buffer }
  | { ok: false; reason: 'unreadable' | 'timeout' | 'too_complex'; detail: string };

export class QpdfMissingError extends Error {
  constructor(cause: unknown) {
    super(
      'the qpdf fork server cannot start: PDF uploads cannot be checked (make install builds it; it needs libqpdf)',
      { cause },
    );
    this.name = 'QpdfMissingError';
  }
}

/**
 * Built beside this module by scripts/build-qpdf-fork-server.sh (make install), and copied beside
 * the bundled check process in the image (scripts/bundle-services.ts).
 */
const FORK_SERVER = fileURLToPath(new URL('./qpdf-fork-server', import.meta.url));
const { SIGALRM, SIGXFSZ } = constants.signals;

interface Waiting {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * Runs `qpdf --json` on files on disk through the qpdf fork server (qpdf-fork-server.cpp): one
 * long-lived program that has libqpdf loaded and forks a child per file. Each file is still read in
 * a process of its own, bounded in address space, output and time, so a crash, a hang or a memory
 * blow-up of the parser ends that child, not ours; what the fork saves is the start of the qpdf
 * program, which costs many times the CPU of reading a small statement (`make bench`, section "pdf
 * check"). Exit 0 is a clean file, 3 a damaged one that qpdf repaired (its xref rebuilt, say); both
 * are judged on what qpdf read. 2 is a file qpdf cannot read. A server that stops answers what it
 * held as unreadable, and the next read starts a new one.
 */
export function createQpdfReader() {
  let server: ChildProcessWithoutNullStreams | null = null;
  const waiting = new Map<string, Waiting>();
  let nextId = 1;

  const stopped = (child: ChildProcessWithoutNullStreams, error: Error) => {
    if (server !== child) return;
    server = null;
    child.kill('SIGKILL');
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      entry.reject(error);
    }
  };

  const started = (): ChildProcessWithoutNullStreams => {
    if (server) return server;
    const child = spawn(FORK_SERVER, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    const read = answerReader((id, answer) => {
      const entry = waiting.get(id);
      waiting.delete(id);
      entry?.resolve(answer);
    });
    child.stdout.on(
      'data',
      neverThrows(read, (error) => stopped(child, error instanceof Error ? error : new Error(String(error)))),
    );
    child.stderr.resume();
    // A server that died answers a write with EPIPE; its 'exit' is what reports it.
    child.stdin.on('error', () => {});
    child.once(
      'error',
      neverThrows((error: NodeJS.ErrnoException) =>
        stopped(
          child,
          error.code === 'ENOENT' || error.code === 'EACCES' ? new QpdfMissingError(error) : error,
        ),
      ),
    );
    child.once(
      'exit',
      neverThrows((code: number | null, signal: NodeJS.Signals | null) =>
        stopped(child, new Error(`the qpdf fork server stopped (${signal ?? `exit ${code}`})`)),
      ),
    );
    server = child;
    return child;
  };

  const run = (request: string[]) =>
    new Promise<Answer>((answered, failed) => {
      const id = String(nextId++);
      waiting.set(id, { resolve: answered, reject: failed });
      started().stdin.write(`${[id, ...request].join('\t')}\n`);
    });

  return {
    async read(path: string, limits: QpdfLimits): Promise<QpdfOutcome> {
      // One request per line, fields between tabs: a path is ours (a spool file name), never the client's.
      if (/[\t\r\n]/.test(path)) throw new Error('a spool path cannot hold a tab or a line break');
      const { code, signal, message, json } = await run([
        String(Math.floor(limits.memoryBytes / 1024)),
        String(limits.timeoutMs),
        String(limits.maxOutputBytes),
        // The server takes absolute paths only (INTAKE_TMP_DIR may be relative).
        resolve(path),
      ]).catch((error: unknown) => {
        if (error instanceof QpdfMissingError) throw error;
        const message = error instanceof Error ? error.message : String(error);
        return { code: -1, signal: 0, message, json: Buffer.alloc(0) };
      });
      if (signal === SIGALRM)
        return { ok: false, reason: 'timeout', detail: `no JSON within ${limits.timeoutMs} ms` };
      if (signal === SIGXFSZ)
        return {
          ok: false,
          reason: 'too_complex',
          detail: `more than ${limits.maxOutputBytes} bytes of JSON`,
        };
      if (code === 0 || code === 3) return { ok: true, json };
      // 2, a bad_alloc under the memory bound, or a crash (a signal): nothing to judge by.
      const reason = /bad_alloc/.test(message) ? 'too_complex' : 'unreadable';
      return { ok: false, reason, detail: message || (signal ? `signal ${signal}` : `exit ${code}`) };
    },
    /** Ends the server (it would end with our stdin anyway). */
    close(): void {
      server?.kill('SIGKILL');
    },
  };
}
