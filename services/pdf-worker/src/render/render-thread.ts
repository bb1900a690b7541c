// First: the thread runs at its lower priority from here on, its imports (pdf-lib, fonts) included.
import './lower-thread-priority.ts';
import Tinypool, { kTransferable, kValue, type Transferable } from 'tinypool';
import { renderApplicationPdf } from './render-application-pdf.ts';
import type { RenderRequest, RenderResult } from './render-types.ts';
import { preloadFonts } from './text/font-face.ts';

// A pool thread starts before its first job (render-pool.ts): it loads the faces every PDF uses
// now, so that job does not wait for them.
preloadFonts();

/**
 * The render pool's task (render-pool.ts): one package per call, in a thread that stays up for the
 * next one. The document bytes arrive transferred, not copied, and the PDFs go back the same
 * way: a maximum-size package is a 70 MB PDF, which a copy would hold twice for a moment.
 */
export default async function renderTask(request: RenderRequest): Promise<RenderResult> {
  const result = await renderApplicationPdf(request);
  const moved: Transferable = {
    [kTransferable]: [
      ...new Set([result.pdf.buffer, result.summaryPdf.buffer, result.maskedSummaryPdf.buffer]),
    ],
    [kValue]: result,
  };
  // The pool unwraps it: the caller receives `result`, its buffers moved rather than copied.
  return Tinypool.move(moved) as unknown as RenderResult;
}
