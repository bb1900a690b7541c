import { checkInProcess, startPdfCheckProcess } from './check-process.ts';
import type { Judgement } from './judge.ts';
import type { QpdfLimits } from './qpdf-json.ts';

export type PdfVerdict = Judgement;

export interface InspectionLimits extends QpdfLimits {
  /** Heap of the check process, where qpdf's JSON is parsed and judged (check-process.ts). */
  judgeMaxMemoryMb: number;
}

/**
 * Sized with room to spare over what real statements need (`make bench`, section "pdf check", times
 * a scanned and a dense text statement; docs/decisions/pdf-active-content.md compares the parsers):
 * 20,000 objects (a hostile shape) still fit, 40,000 objects and more is past the bounds and
 * refused as too complex. No statement comes near.
 */
export const INSPECTION_LIMITS: InspectionLimits = {
  timeoutMs: 15_000,
  memoryBytes: 128 * 1024 * 1024,
  maxOutputBytes: 16 * 1024 * 1024,
  judgeMaxMemoryMb: 128,
};

/**
 * The bounds of a file of at most SMALL_PDF_BYTES: qpdf needs a few MiB for a statement, and 20,000
 * objects in 1.4 MB (past any statement of that size) read in under 48 MiB and print 2.3 MB of JSON.
 */
export const SMALL_PDF_BYTES = 1024 * 1024;
export const SMALL_PDF_LIMITS: InspectionLimits = {
  ...INSPECTION_LIMITS,
  memoryBytes: 48 * 1024 * 1024,
  maxOutputBytes: 4 * 1024 * 1024,
};

/** The bounds a file of `sizeBytes` is checked within. */
export function inspectionLimitsFor(sizeBytes: number): InspectionLimits {
  return sizeBytes <= SMALL_PDF_BYTES ? SMALL_PDF_LIMITS : INSPECTION_LIMITS;
}

/**
 * The memory that the checks running at once may claim, each its qpdf bound: two checks with the
 * full bounds (2 x 128 MiB of qpdf and 2 x 16 MiB of JSON into the check process's heap), which the
 * pod's memory limit allows for (k8s/base/bff.yaml), or five of small files. A count of checks
 * would hold small files to the pace of two at a time: a check spends most of its time from the
 * request to the verdict waiting for three processes to wake in turn, not on the CPU, and two at
 * a time then checked fewer small uploads per second than arrived (scripts/faults: 40/s), so
 * every upload queued behind the checks until the upload gate refused new ones. Others wait their
 * turn.
 */
const CHECK_MEMORY_BUDGET = 2 * INSPECTION_LIMITS.memoryBytes;
let claimed = 0;
const waiting: { bytes: number; start: () => void }[] = [];

function startWaiting(): void {
  while (waiting.length > 0 && claimed + waiting[0]!.bytes <= CHECK_MEMORY_BUDGET) {
    const next = waiting.shift()!;
    claimed += next.bytes;
    next.start();
  }
}

async function withMemory<T>(bytes: number, work: () => Promise<T>): Promise<T> {
  // First come, first served: a large file is not passed over for ever by small ones.
  const claim = Math.min(bytes, CHECK_MEMORY_BUDGET);
  if (waiting.length === 0 && claimed + claim <= CHECK_MEMORY_BUDGET) claimed += claim;
  else await new Promise<void>((resolve) => waiting.push({ bytes: claim, start: resolve }));
  try {
    return await work();
  } finally {
    claimed -= claim;
    startWaiting();
  }
}

/**
 * Decides whether a complete PDF on disk may be kept: qpdf reads every object (object streams
 * expanded, incremental updates applied, names decoded) and `findActiveContent` judges them, both
 * in the check process (check-process.ts).
 */
export function inspectPdf(path: string, limits: InspectionLimits = INSPECTION_LIMITS): Promise<PdfVerdict> {
  return withMemory(limits.memoryBytes, () => checkInProcess(path, limits));
}

/** Starts the check process ahead of the first upload (the BFF calls it once at start). */
export function prepareInspection(limits: InspectionLimits = INSPECTION_LIMITS): void {
  startPdfCheckProcess(limits.judgeMaxMemoryMb);
}
