import Tinypool from 'tinypool';
import { createAdmissionGate } from '../admission-gate.ts';
import { neverThrows } from '../never-throws.ts';
import type { CheckAnswer, CheckRequest } from './check-thread.ts';
import { type QpdfLimits, QpdfMissingError } from './fork-server.ts';
import type { Judgement } from './judge.ts';

const THREAD_ENTRY = new URL('./check-thread-boot.mjs', import.meta.url);
const MiB = 1024 * 1024;
/** Tinypool's error for the tasks of a thread it ends. */
const THREAD_ENDED = 'Terminating worker thread';

/**
 * The bounds a file of `sizeBytes` is read within. qpdf needs a few MiB for a statement; 20,000
 * objects in a small file (past any statement of that size) read in under 48 MiB. A rewrite writes
 * about what it read: twice the input and a MiB leaves room for streams compressed anew, and the
 * JSON of a document of 20,000 objects is a few MiB. 40,000 objects and more is past the bounds and
 * refused as too complex: no statement comes near.
 */
export function pdfLimitsFor(sizeBytes: number): QpdfLimits {
  const small = sizeBytes <= MiB;
  const jsonBytes = small ? 4 * MiB : 16 * MiB;
  return {
    timeoutMs: 15_000,
    memoryBytes: small ? 48 * MiB : 128 * MiB,
    maxOutputBytes: Math.max(jsonBytes, 2 * sizeBytes + MiB),
  };
}

export interface PdfCheckOptions {
  /** Heap of the check thread, where qpdf's JSON is parsed and judged. */
  judgeMaxMemoryMb: number;
  /**
   * Memory the checks running at once may claim, each its qpdf bound: checks beyond it wait their
   * turn (the process's admission gate), so many small files are read side by side and a few large
   * ones one after the other.
   */
  memoryBudgetBytes: number;
  /** Told about a check thread that failed outside any check (it cannot fail a check). */
  onError?: (error: unknown) => void;
}

/**
 * The PDF check of a process (the BFF's uploads, the pdf-worker's packages): qpdf, in a child of the
 * fork server per file, reads the file; a check thread (a worker thread with its own heap bound)
 * parses qpdf's JSON and judges it (judge.ts). One process deep: the service, its check thread, the
 * fork server it started, and a bounded child per file.
 */
export function createPdfCheck(options: PdfCheckOptions) {
  const pool = new Tinypool({
    filename: THREAD_ENTRY.href,
    minThreads: 1,
    maxThreads: 1,
    // The thread mostly waits for qpdf's children; the gate below bounds how many run at once.
    concurrentTasksPerWorker: 64,
    // The loader comes from the entry file; the parent's flags (vitest's, tsx's) are not needed.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: options.judgeMaxMemoryMb },
  });
  pool.on('error', neverThrows(options.onError ?? (() => {})));
  const memory = createAdmissionGate({ capacity: options.memoryBudgetBytes });

  /**
   * A check whose bound passed ends its thread (the only way to stop a judgement that does not come
   * back). A check that was being handed to that thread as it ended fails with it, through no fault
   * of its file: it runs once more, in the new thread.
   */
  const runInThread = async (request: CheckRequest, signal: AbortSignal): Promise<CheckAnswer> => {
    try {
      return await pool.run(request, { signal });
    } catch (error) {
      if (signal.aborted || !(error instanceof Error) || error.message !== THREAD_ENDED) throw error;
      return pool.run(request, { signal });
    }
  };

  const run = async (request: CheckRequest): Promise<Judgement> => {
    const leave = await memory.enter(request.limits.memoryBytes);
    const controller = new AbortController();
    // qpdf's own timer bounds the read; this one a judgement that does not come back.
    const boundMs = 2 * request.limits.timeoutMs;
    const timer = setTimeout(
      neverThrows(() => controller.abort()),
      boundMs,
    );
    try {
      const answer = await runInThread(request, controller.signal);
      if ('missingQpdf' in answer) throw new QpdfMissingError(answer.missingQpdf);
      return answer.judgement;
    } catch (error) {
      if (error instanceof QpdfMissingError) throw error;
      if (controller.signal.aborted)
        return { kind: 'unreadable', detail: `timeout: no verdict within ${boundMs} ms` };
      const text = error instanceof Error ? error.message : String(error);
      return /out of memory|heap limit|ERR_WORKER_OUT_OF_MEMORY/i.test(
        `${text} ${(error as { code?: string }).code ?? ''}`,
      )
        ? { kind: 'unreadable', detail: 'too_complex: too many objects to judge within the memory bound' }
        : { kind: 'unreadable', detail: `the check failed: ${text}` };
    } finally {
      clearTimeout(timer);
      leave?.();
    }
  };

  return {
    /**
     * Rewrites the PDF at `input` into `output` (a new file) from the objects qpdf read, and judges
     * the rewritten file: it is `inert` only when nothing in it can act and qpdf read both without a
     * warning that matters. Only then may `output` be kept; the caller removes it otherwise.
     */
    normalize(input: string, output: string, limits: QpdfLimits): Promise<Judgement> {
      return run({ job: 'normalize', input, output, limits });
    },
    /** Judges the PDF at `input` as it is (the pdf-worker's own package). */
    inspect(input: string, limits: QpdfLimits): Promise<Judgement> {
      return run({ job: 'inspect', input, limits });
    },
    close: () => pool.destroy(),
  };
}

export type PdfCheck = ReturnType<typeof createPdfCheck>;
