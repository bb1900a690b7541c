import { type Logger, startQueueConsumer } from '@funding/platform';
import { createStatementReader } from '@funding/statements';
import { createStatementsJobProcessor, type StatementsJobDependencies } from '@funding/statements/step';
import type { ConnectionOptions } from 'bullmq';

/** Heap of a reader thread: a statement of 150 pages of dense text reads in well under this. */
const READER_MEMORY_MB = 256;

/**
 * The `statements` step, hosted by the pdf-worker beside its `pdf` consumer: its own queue, its own
 * threads, so a reading neither waits for a render nor delays one. Closed with the worker (a reading
 * in hand finishes or times out first).
 */
export function startStatementsConsumer(options: {
  connection: ConnectionOptions;
  readers: number;
  timeoutMs: number;
  lockDurationMs: number;
  logger: Logger;
  deps: Omit<StatementsJobDependencies, 'reader' | 'logger'>;
}) {
  const { logger } = options;
  const reader = createStatementReader({
    threads: options.readers,
    timeoutMs: options.timeoutMs,
    maxMemoryMb: READER_MEMORY_MB,
    onError: (error) => logger.error({ err: error }, 'statement reader thread failed'),
  });
  const worker = startQueueConsumer({
    queue: 'statements',
    processor: createStatementsJobProcessor({ ...options.deps, reader, logger }),
    connection: options.connection,
    concurrency: options.readers,
    lockDurationMs: options.lockDurationMs,
    logger,
  });
  return {
    async close() {
      await worker.close();
      await reader.close();
    },
  };
}
