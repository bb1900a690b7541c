import { type ChildProcess, fork } from 'node:child_process';
import { neverThrows } from '@funding/platform';
import type { CheckAnswer, CheckRequest } from './check-process-main.ts';
import type { Judgement } from './judge.ts';
import { type QpdfLimits, QpdfMissingError } from './qpdf-json.ts';

const ENTRY = new URL('./check-process-boot.mjs', import.meta.url);
const STDERR_KEPT = 2_000;

interface Pending {
  resolve: (judgement: Judgement) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One long-lived process beside the BFF that has qpdf read each file (through its child, the qpdf
 * fork server: qpdf-json.ts) and judges the JSON. Parsing qpdf's JSON here keeps it off the BFF's
 * event loop and heap (a dense statement prints megabytes), with a heap bound of its own: a file
 * whose JSON runs past it ends this process, the checks it held are answered "unreadable", and the
 * next check starts a new one. Every process is started from here, never from the BFF, whose
 * page tables (as large as its memory) a spawn copies while the BFF's event loop waits.
 * The process never keeps the BFF alive, and it ends when the BFF does (its IPC channel closes).
 */
class CheckProcess {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stderr = '';

  /** `judgeMaxMemoryMb`: the heap of the process, where qpdf's JSON is parsed and judged. */
  constructor(private readonly judgeMaxMemoryMb: number) {}

  /** Starts the process now rather than at the first check (see `startPdfCheckProcess`). */
  warmUp(): void {
    this.started();
  }

  check(path: string, limits: QpdfLimits): Promise<Judgement> {
    const child = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // qpdf has its own time bound in there; this one covers a judgement that does not come back.
      const boundMs = 2 * limits.timeoutMs;
      const timer = setTimeout(
        neverThrows(
          () => this.stop(child, { kind: 'unreadable', detail: `timeout: no verdict within ${boundMs} ms` }),
          reject,
        ),
        boundMs,
      );
      this.pending.set(id, { resolve, reject, timer });
      child.send(
        { id, path, limits } satisfies CheckRequest,
        neverThrows((error: Error | null) => {
          if (error) this.stop(child, error);
        }, reject),
      );
    });
  }

  private started(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(ENTRY, [], {
      // Not the parent's flags (tsx's, vitest's): the entry registers its own loader.
      execArgv: [`--max-old-space-size=${this.judgeMaxMemoryMb}`],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    this.stderr = '';
    child.stderr?.on(
      'data',
      neverThrows((chunk: Buffer) => {
        if (this.stderr.length < STDERR_KEPT) this.stderr += chunk.toString('utf8').slice(0, STDERR_KEPT);
      }),
    );
    child.on(
      'message',
      neverThrows((answer: CheckAnswer) => this.answer(answer)),
    );
    child.on(
      'error',
      neverThrows((error: Error) => this.stop(child, error)),
    );
    child.on(
      'exit',
      neverThrows(() => {
        const outOfMemory = /heap out of memory|Reached heap limit/i.test(this.stderr);
        this.stop(child, {
          kind: 'unreadable',
          detail: outOfMemory
            ? 'too_complex: too many objects to judge within the memory bound'
            : `the check process stopped (${this.stderr.trim().split('\n').slice(-2).join(' | ') || 'no message'})`,
        });
      }),
    );
    // Neither the process nor its pipes keep the BFF running; a pending check's timer does.
    child.unref();
    child.channel?.unref();
    (child.stderr as (NodeJS.ReadableStream & { unref?: () => void }) | null)?.unref?.();
    this.child = child;
    return child;
  }

  private answer(answer: CheckAnswer) {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    clearTimeout(waiting.timer);
    if ('judgement' in answer) waiting.resolve(answer.judgement);
    else if ('missingQpdf' in answer) waiting.reject(new QpdfMissingError(answer.missingQpdf));
    else waiting.resolve({ kind: 'unreadable', detail: `the check failed: ${answer.failure}` });
  }

  /** Ends `child` and answers everything it held with `outcome`. */
  private stop(child: ChildProcess, outcome: Judgement | Error) {
    if (this.child !== child) return;
    this.child = null;
    child.kill('SIGKILL');
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      clearTimeout(waiting.timer);
      if (outcome instanceof Error) waiting.reject(outcome);
      else waiting.resolve(outcome);
    }
  }
}

const checkers = new Map<number, CheckProcess>();

function checkerFor(judgeMaxMemoryMb: number): CheckProcess {
  let checker = checkers.get(judgeMaxMemoryMb);
  if (!checker) {
    checker = new CheckProcess(judgeMaxMemoryMb);
    checkers.set(judgeMaxMemoryMb, checker);
  }
  return checker;
}

/** Checks the PDF at `path` in the shared check process whose heap is `judgeMaxMemoryMb`. */
export function checkInProcess(
  path: string,
  limits: QpdfLimits & { judgeMaxMemoryMb: number },
): Promise<Judgement> {
  const { judgeMaxMemoryMb, ...qpdfLimits } = limits;
  return checkerFor(judgeMaxMemoryMb).check(path, qpdfLimits);
}

/**
 * Starts the check process before the first upload. Started on demand, it boots (a Node process,
 * its loader, the judge, the fork server) while the first uploads wait: a second or more on a busy
 * machine, during which every upload that arrives queues behind it and the upload gate fills up.
 */
export function startPdfCheckProcess(judgeMaxMemoryMb: number): void {
  checkerFor(judgeMaxMemoryMb).warmUp();
}
