import type { DetectedFileType, StatementReading, UploadSlot } from '@funding/contracts';
import { neverThrows } from '@funding/platform/never-throws';
import Tinypool from 'tinypool';
import { type StatementFigures, unreadStatement } from './read-statement.ts';

const THREAD_ENTRY = new URL('./read-thread-boot.mjs', import.meta.url);

export interface StatementReaderOptions {
  /** Statements read at once: one thread each, started once and kept. */
  threads: number;
  /** A reading that takes longer is stopped and its thread replaced; the statement is unreconciled. */
  timeoutMs: number;
  /** Heap of each reader thread. */
  maxMemoryMb: number;
  /** A thread that failed outside any reading (it cannot fail one, so it is reported). */
  onError: (error: unknown) => void;
}

/** One uploaded file of an application, as stored after the upload check. */
export interface StatementUpload {
  slot: UploadSlot;
  fileName: string;
  fileType: DetectedFileType;
  bytes: Uint8Array;
}

export interface StatementReader {
  /** Never rejects: whatever goes wrong is the statement's check and reason. */
  read(upload: StatementUpload): Promise<StatementReading>;
  close(): Promise<void>;
}

/**
 * Reads statements in a pool of persistent threads (tinypool), as the pdf-worker renders: parsing a
 * PDF is CPU work that would hold the event loop, and the thread is its bound. A reading past the
 * time limit is stopped and its thread replaced; one that runs out of heap ends its thread only.
 */
export function createStatementReader(options: StatementReaderOptions): StatementReader {
  const pool = new Tinypool({
    filename: THREAD_ENTRY.href,
    minThreads: options.threads,
    maxThreads: options.threads,
    // The loader comes from the entry file; the parent's flags (vitest's, tsx's) are not needed.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
  });
  pool.on('error', neverThrows(options.onError));

  const readPdf = async (bytes: Uint8Array): Promise<StatementFigures> => {
    const controller = new AbortController();
    const timer = setTimeout(
      neverThrows(() => controller.abort()),
      options.timeoutMs,
    );
    // The thread takes the bytes over: a copy keeps the caller's buffer (often a pooled Buffer) intact.
    const own = new Uint8Array(bytes);
    try {
      return await pool.run({ bytes: own }, { signal: controller.signal, transferList: [own.buffer] });
    } catch (error) {
      if (controller.signal.aborted)
        return unreadStatement('unreconciled', `not read: reading took longer than ${options.timeoutMs} ms`);
      const message = error instanceof Error ? error.message : String(error);
      return /out of memory|heap limit|ERR_WORKER_OUT_OF_MEMORY/i.test(
        `${message} ${(error as { code?: string }).code ?? ''}`,
      )
        ? unreadStatement('unreconciled', `not read: it needs more than ${options.maxMemoryMb} MB`)
        : unreadStatement('unreconciled', `the PDF could not be read: ${message}`);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    async read(upload) {
      const figures =
        upload.fileType === 'pdf'
          ? await readPdf(upload.bytes)
          : unreadStatement('scanned', 'an image, not a PDF with text: a photo or a scan');
      return { slot: upload.slot, fileName: upload.fileName, ...figures };
    },
    close: () => pool.destroy(),
  };
}
