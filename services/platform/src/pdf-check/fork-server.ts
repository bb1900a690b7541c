import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { constants } from 'node:os';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { neverThrows } from '../never-throws.ts';
import { type Answer, answerReader } from './fork-server-answers.ts';

/** Bounds of one job: a file that needs more is refused, never waited for. */
export interface QpdfLimits {
  timeoutMs: number;
  /** Address space of the job's process (`RLIMIT_AS`): a decompression bomb ends in bad_alloc. */
  memoryBytes: number;
  /** Largest file the job may write (`RLIMIT_FSIZE`): the rewritten PDF, and qpdf's JSON. */
  maxOutputBytes: number;
}

/** What qpdf made of a file: its JSON and its warnings, or why there is nothing to judge. */
export type QpdfReading =
  | { ok: true; json: Buffer; warnings: string[] }
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
 * the bundled check thread in each image that checks PDFs (scripts/bundle-services.ts).
 */
const FORK_SERVER = fileURLToPath(new URL('./qpdf-fork-server', import.meta.url));
const { SIGALRM, SIGXFSZ } = constants.signals;

interface Waiting {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * Runs qpdf jobs through the qpdf fork server (qpdf-fork-server.cpp): one long-lived program that
 * has libqpdf loaded and forks a bounded child per file, which runs with an empty environment, no
 * descriptor but its own and, where we run as root, as `nobody`. The server is started here with an
 * empty environment, so none of the service's secrets reach a parser of hostile files. A server that
 * stops answers what it held as unreadable, and the next job starts a new one.
 */
export function createForkServerClient() {
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
    const child = spawn(FORK_SERVER, [], { stdio: ['pipe', 'pipe', 'pipe'], env: {} });
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
    child.stdin.on(
      'error',
      neverThrows(() => {}),
    );
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

  const run = (fields: string[]) =>
    new Promise<Answer>((answered, failed) => {
      const id = String(nextId++);
      waiting.set(id, { resolve: answered, reject: failed });
      started().stdin.write(`${[id, ...fields].join('\t')}\n`);
    });

  const job = async (
    kind: 'normalize' | 'inspect',
    input: string,
    output: string,
    limits: QpdfLimits,
  ): Promise<QpdfReading> => {
    // One request per line, fields between tabs, absolute paths: ours (spool files), never a client's.
    for (const path of kind === 'normalize' ? [input, output] : [input])
      if (!isAbsolute(path) || /[\t\r\n]/.test(path))
        throw new Error('a path for the fork server must be absolute, without a tab or a line break');
    const answer = await run([
      kind,
      String(Math.floor(limits.memoryBytes / 1024)),
      String(limits.timeoutMs),
      String(limits.maxOutputBytes),
      input,
      output,
    ]).catch((error: unknown): Answer => {
      if (error instanceof QpdfMissingError) throw error;
      const message = error instanceof Error ? error.message : String(error);
      return { code: -1, signal: 0, message, json: Buffer.alloc(0) };
    });
    return readingOf(answer, limits);
  };

  return {
    /**
     * Writes `input` again to `output` (which must not exist) from the objects qpdf read, and reads
     * back what it wrote: the JSON is of the rewritten file, the warnings of both readings.
     */
    normalize: (input: string, output: string, limits: QpdfLimits) => job('normalize', input, output, limits),
    /** Reads `input` as it is. */
    inspect: (input: string, limits: QpdfLimits) => job('inspect', input, '-', limits),
    /** The running server's process id, if one runs (tests read its children from /proc). */
    get pid(): number | undefined {
      return server?.pid;
    },
    /** Ends the server (it would end with this thread anyway). */
    close(): void {
      server?.kill('SIGKILL');
    },
  };
}

export type ForkServerClient = ReturnType<typeof createForkServerClient>;

function readingOf({ code, signal, message, json }: Answer, limits: QpdfLimits): QpdfReading {
  if (signal === SIGALRM)
    return { ok: false, reason: 'timeout', detail: `no answer within ${limits.timeoutMs} ms` };
  if (signal === SIGXFSZ)
    return { ok: false, reason: 'too_complex', detail: `more than ${limits.maxOutputBytes} bytes of output` };
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  if (code === 0 || code === 3) return { ok: true, json, warnings: lines };
  // 2, a bad_alloc under the memory bound, or a crash (a signal): nothing to judge by.
  const reason = /bad_alloc/.test(message) ? 'too_complex' : 'unreadable';
  return {
    ok: false,
    reason,
    detail: lines.join(' | ').slice(0, 2_000) || (signal ? `signal ${signal}` : `exit ${code}`),
  };
}
