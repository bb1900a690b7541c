import { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from './render-types.ts';

const THREAD_ENTRY = new URL('./render-thread-boot.mjs', import.meta.url);

export interface RenderLimits {
  /** A render that takes longer is stopped and the attempt fails (BullMQ retries it). */
  timeoutMs: number;
  /** Heap of the render thread; a package that needs more fails its attempt, not the process. */
  maxMemoryMb: number;
}

/**
 * Renders in a worker thread. Parsing and writing PDFs is CPU work that would otherwise hold the
 * event loop for seconds, and that loop renews the BullMQ job lock: a starved lock lets another
 * worker take the same job and render the package twice. The document bytes are transferred, not
 * copied, so each must own its ArrayBuffer (pdf-job.ts copies them out of pooled Buffers).
 */
export function renderInThread(request: RenderRequest, limits: RenderLimits): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(THREAD_ENTRY, {
      workerData: request,
      transferList: request.documents.map((document) => document.bytes.buffer as ArrayBuffer),
      // The loader comes from the entry file; the parent's flags (vitest's, tsx's) are not needed.
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
      settle(() => reject(new Error(`PDF rendering took longer than ${limits.timeoutMs} ms`)));
      void thread.terminate();
    }, limits.timeoutMs);
    thread.once('message', (result: RenderResult) => settle(() => resolve(result)));
    thread.once('error', (error) => settle(() => reject(error)));
    thread.once('exit', (code) =>
      settle(() => reject(new Error(`PDF render thread exited with code ${code} before answering`))),
    );
  });
}
