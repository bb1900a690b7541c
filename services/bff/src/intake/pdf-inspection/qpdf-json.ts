import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { neverThrows } from '@funding/platform/never-throws';

/** Bounds of one qpdf run: a file that needs more is refused as unreadable, never waited for. */
export interface QpdfLimits {
  timeoutMs: number;
  /** Address space of the qpdf process (`ulimit -v`): a decompression bomb ends in bad_alloc. */
  memoryBytes: number;
  /** Most JSON accepted from qpdf; a document with more objects than that is too complex to check. */
  maxOutputBytes: number;
}

export type QpdfOutcome =
  | { ok: true; json: Buffer }
  | { ok: false; reason: 'unreadable' | 'timeout' | 'too_complex'; detail: string };

export class QpdfMissingError extends Error {
  constructor(cause: unknown) {
    super('qpdf is not installed: PDF uploads cannot be checked (scripts/install-system-deps.sh)', { cause });
    this.name = 'QpdfMissingError';
  }
}

// `ulimit -v` is the one memory bound that needs no extra program; `exec` leaves qpdf as the
// process we hold, so a kill reaches it and not only the shell. `@-`: qpdf reads its arguments
// from stdin, one per line, so the process can start before there is a file to check.
const LIMITED_QPDF = 'ulimit -v "$1" || exit 125; exec qpdf @-';
const QPDF_ARGUMENTS = ['--json', '--json-key=qpdf', '--no-warn', '--'];
const STDERR_KEPT = 2_000;

/** A started qpdf, waiting for its arguments, with what it prints collected from the start. */
interface StartedQpdf {
  memoryKiB: string;
  child: ChildProcessWithoutNullStreams;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Called with each chunk of stdout; replaced by the run that takes the process. */
  onOutput: (chunk: Buffer) => void;
  stderr: string;
}

function startQpdf(memoryKiB: string): StartedQpdf {
  const child = spawn('/bin/sh', ['-c', LIMITED_QPDF, 'qpdf-check', memoryKiB], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const started: StartedQpdf = {
    memoryKiB,
    child,
    exited: new Promise((resolve) =>
      child.once(
        'close',
        neverThrows((code: number | null, signal: NodeJS.Signals | null) => resolve({ code, signal })),
      ),
    ),
    onOutput: () => {},
    stderr: '',
  };
  // A failing output handler kills this qpdf: its check then ends as unreadable, not the process.
  const killOnError = () => child.kill('SIGKILL');
  child.stdout.on(
    'data',
    neverThrows((chunk: Buffer) => started.onOutput(chunk), killOnError),
  );
  child.stderr.on(
    'data',
    neverThrows((chunk: Buffer) => {
      if (started.stderr.length < STDERR_KEPT) started.stderr += chunk.toString('utf8').slice(0, STDERR_KEPT);
    }, killOnError),
  );
  // A process that died before its arguments were written (qpdf missing) reports EPIPE here; its
  // exit code says what happened.
  child.stdin.on('error', () => {});
  child.once('error', () => {});
  return started;
}

/**
 * Runs `qpdf --json` on files on disk, each in its own process: a crash, a hang or a memory
 * blow-up of the parser ends that process, not ours. Starting qpdf (loading and linking its
 * libraries) is most of the cost of checking a small file, about 5 of its 7 ms here, so `spares`
 * processes are started ahead and wait for their file on stdin: a check then pays only the parse
 * (bench/pdf-check.ts measures both). Exit 0 is a clean file, 3 a damaged one that qpdf repaired
 * (its xref rebuilt, say); both are judged on what qpdf read. 2 is a file qpdf cannot read.
 */
export function createQpdfReader({ spares }: { spares: number }) {
  const ready: StartedQpdf[] = [];
  const alive = (qpdf: StartedQpdf) => qpdf.child.exitCode === null && qpdf.child.signalCode === null;
  const take = (memoryKiB: string): StartedQpdf => {
    // A spare that ended while it waited (killed, or no qpdf to run) is dropped, not used.
    for (let i = ready.length - 1; i >= 0; i--) if (!alive(ready[i]!)) ready.splice(i, 1);
    const index = ready.findIndex((qpdf) => qpdf.memoryKiB === memoryKiB);
    const taken = index >= 0 ? ready.splice(index, 1)[0]! : startQpdf(memoryKiB);
    // The next check's process starts now, while this one parses.
    while (ready.length < spares) ready.push(startQpdf(memoryKiB));
    return taken;
  };

  return {
    async read(path: string, limits: QpdfLimits): Promise<QpdfOutcome> {
      // One argument per line: a path is ours (a spool file name), never the client's.
      if (/[\r\n]/.test(path)) throw new Error('a spool path cannot hold a line break');
      const qpdf = take(String(Math.floor(limits.memoryBytes / 1024)));
      const chunks: Buffer[] = [];
      let size = 0;
      let stopped: 'timeout' | 'too_complex' | null = null;
      const stop = (why: 'timeout' | 'too_complex') => {
        stopped ??= why;
        qpdf.child.kill('SIGKILL');
      };
      qpdf.onOutput = (chunk) => {
        if (stopped) return;
        size += chunk.length;
        if (size > limits.maxOutputBytes) return stop('too_complex');
        chunks.push(chunk);
      };
      const timer = setTimeout(
        neverThrows(() => stop('timeout')),
        limits.timeoutMs,
      );
      qpdf.child.stdin.end(`${[...QPDF_ARGUMENTS, path].join('\n')}\n`);
      const { code, signal } = await qpdf.exited;
      clearTimeout(timer);
      const detail = qpdf.stderr.trim().split('\n').slice(-3).join(' | ');
      if (stopped) return { ok: false, reason: stopped, detail };
      if (code === 127) throw new QpdfMissingError(detail);
      if (code === 0 || code === 3) return { ok: true, json: Buffer.concat(chunks) };
      // 2, a bad_alloc under the memory bound, or a crash (a signal): nothing to judge by.
      const reason = /bad_alloc/.test(detail) ? 'too_complex' : 'unreadable';
      return { ok: false, reason, detail: detail || `exit ${code ?? signal}` };
    },
    /** Ends the processes waiting for a file (they would end with our stdin anyway). */
    close(): void {
      for (const qpdf of ready.splice(0)) qpdf.child.kill('SIGKILL');
    },
  };
}
