import { getPriority, setPriority } from 'node:os';

/**
 * Renders are batch work that may wait: on a busy node they must not take the CPU from what must
 * answer now, the worker's own event loop (it renews the job locks; a starved lock lets another
 * worker take the same job) and, where services share cores, the BFF taking uploads. Linux keeps a
 * nice value per thread, so this lowers the render thread alone, relative to the thread that
 * started it (a process already started with `nice` stays above its renders); lowering never needs a
 * privilege.
 */
export const RENDER_THREAD_NICENESS = 10;
const LOWEST_PRIORITY = 19;
try {
  setPriority(Math.min(LOWEST_PRIORITY, getPriority() + RENDER_THREAD_NICENESS));
} catch {
  // A platform without per-thread priorities renders at the normal one.
}
