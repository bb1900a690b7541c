import { renderApplicationPdf } from './render-application-pdf.ts';
import type { RenderRequest, RenderResult } from './render-types.ts';
import { preloadFonts } from './text/font-face.ts';

// A pool thread starts before its first job (render-pool.ts): it loads the faces every PDF uses
// now, so that job does not wait for them.
preloadFonts();

/**
 * The render pool's task (render-pool.ts): one package per call, in a thread that stays up for the
 * next one. The document bytes arrive transferred, not copied.
 */
export default function renderTask(request: RenderRequest): Promise<RenderResult> {
  return renderApplicationPdf(request);
}
