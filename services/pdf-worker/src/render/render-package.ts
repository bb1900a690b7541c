import { renderApplicationPdf } from './render-application-pdf.ts';
import { type RenderLimits, renderInThread } from './render-in-thread.ts';
import type { RenderRequest, RenderResult } from './render-types.ts';

/**
 * Where a package is rendered. A small one (a summary and a few statements) renders in tens of
 * milliseconds, less than starting a thread costs, and cannot hold the event loop long enough to
 * miss a lock renewal. A large one goes to its own thread, bounded in time and memory, so the
 * worker keeps renewing its lock and a big package is never taken over and rendered twice.
 */
export interface PackageRenderLimits extends RenderLimits {
  /** Documents up to this many bytes render inline; without it every package gets a thread. */
  inlineMaxBytes?: number;
}

export function renderPackage(request: RenderRequest, limits: PackageRenderLimits): Promise<RenderResult> {
  const bytes = request.documents.reduce((total, document) => total + document.bytes.byteLength, 0);
  return bytes <= (limits.inlineMaxBytes ?? -1) ? renderInline(request) : renderInThread(request, limits);
}

function renderInline(request: RenderRequest): Promise<RenderResult> {
  return renderApplicationPdf(request);
}
