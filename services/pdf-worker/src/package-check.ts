import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPdfCheck, type PdfCheck, type QpdfLimits } from '@funding/platform/pdf-check';
import { UnrecoverableError } from 'bullmq';

/**
 * A package holds up to seven uploads of 10 MiB: qpdf lists its objects without reading stream data,
 * in far less than the render's own bounds. One check at a time; the JSON of seven dense statements
 * is parsed in the check thread's heap.
 */
const PACKAGE_LIMITS: QpdfLimits = {
  timeoutMs: 60_000,
  memoryBytes: 256 * 1024 * 1024,
  maxOutputBytes: 64 * 1024 * 1024,
};

/** The PDF check of the pdf-worker: the same check the BFF runs on every upload. */
export function createPackageCheck(onError: (error: unknown) => void): PdfCheck {
  return createPdfCheck({ judgeMaxMemoryMb: 256, memoryBudgetBytes: PACKAGE_LIMITS.memoryBytes, onError });
}

/** Where a package waits on disk for qpdf to read it (the pod's /tmp emptyDir). */
const CHECK_DIR = join(tmpdir(), 'funding-package-check');

/**
 * Judges the application PDF we made, before it is stored or mailed, as every upload was judged: the
 * uploads were rewritten and judged at intake, so active content here is a bug (in the renderer,
 * or a document stored before uploads were rewritten). The step then fails for good with what was
 * found, which staff see on the application, and nothing is mailed.
 */
export async function assertPackageInert(
  check: PdfCheck,
  applicationId: string,
  pdf: Uint8Array,
): Promise<void> {
  await mkdir(CHECK_DIR, { recursive: true });
  const path = join(CHECK_DIR, `${applicationId}-${randomUUID()}.pdf`);
  await writeFile(path, pdf);
  try {
    const verdict = await check.inspect(path, PACKAGE_LIMITS);
    if (verdict.kind === 'active')
      throw new UnrecoverableError(
        `the application PDF holds active content (${verdict.finding.name}); it was neither stored nor mailed`,
      );
    if (verdict.kind === 'unreadable')
      throw new Error(`the application PDF could not be checked (${verdict.detail})`);
  } finally {
    await rm(path, { force: true });
  }
}
