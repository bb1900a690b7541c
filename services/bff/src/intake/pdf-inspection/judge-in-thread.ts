import { Worker } from 'node:worker_threads';
import type { Judgement } from './judge.ts';

const THREAD_ENTRY = new URL('./judge-thread-boot.mjs', import.meta.url);

export interface ThreadLimits {
  timeoutMs: number;
  maxMemoryMb: number;
}

/**
 * Parses a large JSON in a worker thread: JSON.parse of tens of megabytes holds a thread for
 * hundreds of milliseconds, which must not be the event loop that serves every other request.
 * The bytes are transferred, not copied. A thread that runs out of heap or time is stopped and
 * the file counts as too complex.
 */
export function judgeInThread(json: Buffer, limits: ThreadLimits): Promise<Judgement> {
  // Its own ArrayBuffer, so the transfer takes exactly these bytes (a pooled Buffer shares one).
  const bytes = new Uint8Array(json);
  return new Promise((resolve, reject) => {
    const thread = new Worker(THREAD_ENTRY, {
      workerData: bytes,
      transferList: [bytes.buffer as ArrayBuffer],
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      settle(() =>
        resolve({ kind: 'unreadable', detail: `judging took longer than ${limits.timeoutMs} ms` }),
      );
      void thread.terminate();
    }, limits.timeoutMs);
    thread.once('message', (judgement: Judgement) => settle(() => resolve(judgement)));
    thread.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? resolve({ kind: 'unreadable', detail: 'too many objects to judge within the memory bound' })
          : reject(error),
      ),
    );
    thread.once('exit', (code) =>
      settle(() => reject(new Error(`PDF judge thread exited with code ${code} before answering`))),
    );
  });
}
