import { spawn } from 'node:child_process';
import { neverThrows } from '@funding/platform';

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
// process we hold, so a kill reaches it and not only the shell.
const LIMITED_QPDF = 'ulimit -v "$1" || exit 125; exec qpdf --json --json-key=qpdf --no-warn -- "$2"';
const STDERR_KEPT = 2_000;

/**
 * Runs `qpdf --json` on a spooled file in its own process: a crash, a hang or a memory blow-up
 * of the parser ends that process, not the BFF. Exit 0 is a clean file, 3 a damaged one that qpdf
 * repaired (its xref rebuilt, say); both are judged on what qpdf read. 2 is a file qpdf cannot read.
 */
export function readQpdfJson(path: string, limits: QpdfLimits): Promise<QpdfOutcome> {
  return new Promise((resolve, reject) => {
    const memoryKiB = String(Math.floor(limits.memoryBytes / 1024));
    const child = spawn('/bin/sh', ['-c', LIMITED_QPDF, 'qpdf-check', memoryKiB, path], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Whatever goes wrong in a listener settles this check; it never escapes to the process.
    const guard = <Args extends unknown[]>(listener: (...args: Args) => unknown) =>
      neverThrows(listener, reject);
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let stopped: 'timeout' | 'too_complex' | null = null;
    const stop = (why: 'timeout' | 'too_complex') => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      guard(() => stop('timeout')),
      limits.timeoutMs,
    );
    child.stdout.on(
      'data',
      guard((chunk: Buffer) => {
        if (stopped) return;
        size += chunk.length;
        if (size > limits.maxOutputBytes) return stop('too_complex');
        chunks.push(chunk);
      }),
    );
    child.stderr.on(
      'data',
      guard((chunk: Buffer) => {
        if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8').slice(0, STDERR_KEPT);
      }),
    );
    child.once(
      'error',
      guard((error: Error) => {
        clearTimeout(timer);
        reject(error);
      }),
    );
    child.once(
      'close',
      guard((code: number | null, signal: NodeJS.Signals | null) => {
        clearTimeout(timer);
        const detail = stderr.trim().split('\n').slice(-3).join(' | ');
        if (stopped) return resolve({ ok: false, reason: stopped, detail });
        if (code === 127) return reject(new QpdfMissingError(detail));
        if (code === 0 || code === 3) return resolve({ ok: true, json: Buffer.concat(chunks) });
        // 2, a bad_alloc under the memory bound, or a crash (a signal): nothing to judge by.
        const reason = /bad_alloc/.test(detail) ? 'too_complex' : 'unreadable';
        resolve({ ok: false, reason, detail: detail || `exit ${code ?? signal}` });
      }),
    );
  });
}
