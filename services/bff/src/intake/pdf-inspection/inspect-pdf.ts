import { availableParallelism } from 'node:os';
import { type Judgement, judgeQpdfJson } from './judge.ts';
import { judgeInThread } from './judge-in-thread.ts';
import { type QpdfLimits, readQpdfJson } from './qpdf-json.ts';

export type PdfVerdict = Judgement;

export interface InspectionLimits extends QpdfLimits {
  /** qpdf output up to this size is parsed on the event loop (a few milliseconds); more in a thread. */
  inlineMaxBytes: number;
  threadMaxMemoryMb: number;
}

/**
 * Sized on the measurements of docs/decisions/pdf-active-content.md: a scanned 10 MiB statement
 * prints about 12 KB of JSON in 10 ms, 400 pages of text about 1.4 MB in 70 ms. 150,000 objects
 * (43 MB of JSON, 600 MB of qpdf memory, 6 s) is past every bound and refused as too complex.
 */
export const INSPECTION_LIMITS: InspectionLimits = {
  timeoutMs: 15_000,
  memoryBytes: 256 * 1024 * 1024,
  maxOutputBytes: 32 * 1024 * 1024,
  inlineMaxBytes: 512 * 1024,
  threadMaxMemoryMb: 192,
};

/** At most this many checks at once per process: each is a qpdf process and maybe a thread. */
const MAX_CONCURRENT = Math.max(1, Math.min(4, availableParallelism()));
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
 * expanded, incremental updates applied, names decoded) and `findActiveContent` judges them.
 */
export function inspectPdf(path: string, limits: InspectionLimits = INSPECTION_LIMITS): Promise<PdfVerdict> {
  return withSlot(async () => {
    const read = await readQpdfJson(path, limits);
    if (!read.ok) return { kind: 'unreadable', detail: `${read.reason}: ${read.detail}` };
    if (read.json.length <= limits.inlineMaxBytes) return judgeQpdfJson(read.json);
    return judgeInThread(read.json, { timeoutMs: limits.timeoutMs, maxMemoryMb: limits.threadMaxMemoryMb });
  });
}
