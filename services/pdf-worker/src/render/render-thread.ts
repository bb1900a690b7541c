import { renderApplicationPdf } from './render-application-pdf.ts';
import type { RenderRequest, RenderResult } from './render-types.ts';

/**
 * The render pool's task (render-pool.ts): one package per call, in a thread that stays up for the
 * next one. The document bytes arrive transferred, not copied.
 */
export default function renderTask(request: RenderRequest): Promise<RenderResult> {
  return renderApplicationPdf(request);
}
