import { Worker } from 'node:worker_threads';
import { neverThrows } from '@funding/platform';
import type { Judgement } from './judge.ts';

const THREAD_ENTRY = new URL('./judge-thread-boot.mjs', import.meta.url);

export interface ThreadLimits {
  timeoutMs: number;
  maxMemoryMb: number;
}

interface Pending {
  resolve: (judgement: Judgement) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * One long-lived worker thread that parses qpdf's large JSON outputs, one after the other.
 * JSON.parse of tens of megabytes holds a thread for hundreds of milliseconds, which must not be
 * the event loop that serves every other request; a thread per check would pay its start (and,
 * from source, tsx's) every time. The bytes are transferred, not copied. A parse that runs past
 * its time or heap bound ends the thread: the files it held count as too complex, and the next
 * check starts a new one. The thread never keeps the process alive.
 */
class JudgeThread {
  private thread: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly limits: ThreadLimits) {}

  judge(json: Buffer): Promise<Judgement> {
    // Its own ArrayBuffer, so the transfer takes exactly these bytes (a pooled Buffer shares one).
    const bytes = new Uint8Array(json);
    const id = this.nextId++;
    const thread = this.started();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        neverThrows(
          () =>
            this.stop(thread, {
              kind: 'unreadable',
              detail: `judging took longer than ${this.limits.timeoutMs} ms`,
            }),
          reject,
        ),
        this.limits.timeoutMs,
      );
      this.pending.set(id, { resolve, reject, timer });
      thread.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
    });
  }

  private started(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(THREAD_ENTRY, {
      // The loader comes from the entry file; the parent's flags (vitest's, tsx's) are not needed.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxMemoryMb },
    });
    thread.on(
      'message',
      neverThrows(({ id, judgement }: { id: number; judgement: Judgement }) => {
        const waiting = this.pending.get(id);
        if (!waiting) return;
        this.pending.delete(id);
        clearTimeout(waiting.timer);
        waiting.resolve(judgement);
      }),
    );
    thread.on(
      'error',
      neverThrows((error: Error & { code?: string }) => {
        if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
          this.stop(thread, {
            kind: 'unreadable',
            detail: 'too many objects to judge within the memory bound',
          });
        else this.stop(thread, error);
      }),
    );
    thread.on(
      'exit',
      neverThrows((code: number) =>
        this.stop(thread, new Error(`PDF judge thread exited with code ${code}`)),
      ),
    );
    // After the listeners: attaching one refs the thread's port again.
    thread.unref();
    this.thread = thread;
    return thread;
  }

  /** Ends `thread` and answers everything it held with `outcome`. */
  private stop(thread: Worker, outcome: Judgement | Error) {
    if (this.thread !== thread) return;
    this.thread = null;
    void thread.terminate();
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      clearTimeout(waiting.timer);
      if (outcome instanceof Error) waiting.reject(outcome);
      else waiting.resolve(outcome);
    }
  }
}

const threads = new Map<string, JudgeThread>();

/** Judges qpdf's JSON in the shared thread of these limits. */
export function judgeInThread(json: Buffer, limits: ThreadLimits): Promise<Judgement> {
  const key = `${limits.timeoutMs}/${limits.maxMemoryMb}`;
  let thread = threads.get(key);
  if (!thread) {
    thread = new JudgeThread(limits);
    threads.set(key, thread);
  }
  return thread.judge(json);
}
