import { checkInProcess } from './check-process.ts';
import type { Judgement } from './judge.ts';
import type { QpdfLimits } from './qpdf-json.ts';

export type PdfVerdict = Judgement;

export interface InspectionLimits extends QpdfLimits {
  /** Heap of the check process, where qpdf's JSON is parsed and judged (check-process.ts). */
  judgeMaxMemoryMb: number;
}

/**
 * Sized on the measurements of docs/decisions/pdf-active-content.md: a scanned 10 MiB statement
 * prints about 12 KB of JSON in 10 ms, 400 pages of text about 1.4 MB in 70 ms with 14 MB of
 * memory; 20,000 objects (a hostile shape, 5 MB of JSON) fit in 80 MB. 40,000 objects and more is
 * past the bounds and refused as too complex: no statement comes near.
 */
export const INSPECTION_LIMITS: InspectionLimits = {
  timeoutMs: 15_000,
  memoryBytes: 128 * 1024 * 1024,
  maxOutputBytes: 16 * 1024 * 1024,
  judgeMaxMemoryMb: 128,
};

/**
 * At most this many checks at once per BFF process, each a qpdf process and a parse in the check
 * process: with the bounds above that is at most 2 x 128 MiB of qpdf and a 128 MB heap beside the
 * BFF's own, which the pod's memory limit allows for (k8s/base/bff.yaml). Others wait their turn.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Decides whether a complete PDF on disk may be kept: qpdf reads every object (object streams
 * expanded, incremental updates applied, names decoded) and `findActiveContent` judges them, both
 * in the check process (check-process.ts).
 */
export function inspectPdf(path: string, limits: InspectionLimits = INSPECTION_LIMITS): Promise<PdfVerdict> {
  return withSlot(() => checkInProcess(path, limits));
}
