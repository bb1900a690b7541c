import { neverThrows } from '@funding/platform';
import Tinypool from 'tinypool';
import type { RenderRequest, RenderResult } from './render-types.ts';

const THREAD_ENTRY = new URL('./render-thread-boot.mjs', import.meta.url);

export interface RenderPoolOptions {
  /** Renders at once: one thread each, started once and kept. */
  threads: number;
  /** A render that takes longer is stopped, its thread replaced, and the attempt fails. */
  timeoutMs: number;
  /** Heap of each render thread; a package that needs more fails its attempt, not the process. */
  maxMemoryMb: number;
  /** A thread is replaced after this many renders, so nothing a parser leaks can pile up. */
  recycleAfterRenders: number;
  /** A thread that failed outside any render (it cannot fail the job, so it is reported). */
  onError: (error: unknown) => void;
}

export interface RenderPool {
  render(request: RenderRequest): Promise<RenderResult>;
  close(): Promise<void>;
}

/**
 * Every package renders in a pool of persistent threads (tinypool). Parsing and writing PDFs is CPU
 * work that would otherwise hold the event loop, which renews the BullMQ job lock: a starved lock
 * lets another worker take the same job. The thread is also the bound on hostile uploads: a parser
 * that loops forever on a damaged file (a truncated PNG does, in pdf-lib) is stopped at the time
 * limit and its thread replaced, one that runs out of heap ends its thread only, and neither can
 * stop the process. Threads start once, so a render costs the render, not a thread start.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const pool = new Tinypool({
    filename: THREAD_ENTRY.href,
    minThreads: options.threads,
    maxThreads: options.threads,
    // The loader comes from the entry file; the parent's flags (vitest's, tsx's) are not needed.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
  });
  const report = neverThrows(options.onError);
  pool.on('error', report);

  return {
    async render(request) {
      const controller = new AbortController();
      const timer = setTimeout(
        neverThrows(() => controller.abort(), report),
        options.timeoutMs,
      );
      try {
        return await pool.run(request, {
          signal: controller.signal,
          // Each document owns its buffer (render-request.ts copies it out of pooled Buffers).
          transferList: request.documents.map((document) => document.bytes.buffer as ArrayBuffer),
        });
      } catch (error) {
        if (controller.signal.aborted)
          throw new Error(`PDF rendering took longer than ${options.timeoutMs} ms`);
        throw error;
      } finally {
        clearTimeout(timer);
        if (pool.completed > 0 && pool.completed % options.recycleAfterRenders === 0) {
          pool.recycleWorkers().catch(report);
        }
      }
    },
    close: () => pool.destroy(),
  };
}
