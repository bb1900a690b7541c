import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderRequest, RenderResult } from '../services/pdf-worker/src/render/render-types.ts';
import { repoRoot } from './system.ts';

/**
 * The renderer as it was before the PDF set text in embedded Unicode fonts: the standard PDF fonts
 * (WinAnsi only, every other character printed as '?'). The bench renders the same applications
 * with it in the same run, so the cost of the Unicode fonts is a figure against a baseline measured
 * alongside, not against an old report. It is that commit's own code (git archive of its render
 * folder, beside the repository in .local), resolving pdf-lib from this checkout's node_modules.
 */
export const STANDARD_FONT_RENDERER_COMMIT = '5071781e38fa80dd81cd67a29ead9d442f60d9a1';

export interface BaselineRenderer {
  renderApplicationPdf(request: RenderRequest): Promise<RenderResult>;
  /** A fresh thread per job, as the worker rendered packages above 1 MiB before the render pool. */
  renderInThread(
    request: RenderRequest,
    limits: { timeoutMs: number; maxMemoryMb: number },
  ): Promise<RenderResult>;
}

/** The standard-font renderer, or why it is not available (a checkout without that history). */
export async function standardFontRenderer(): Promise<BaselineRenderer | string> {
  const dir = join(repoRoot, '.local', 'bench-render-baseline', STANDARD_FONT_RENDERER_COMMIT.slice(0, 12));
  const render = join(dir, 'services/pdf-worker/src/render');
  if (!existsSync(join(render, 'render-application-pdf.ts'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync(
      'git',
      ['archive', '--format=tar', STANDARD_FONT_RENDERER_COMMIT, 'services/pdf-worker/src/render'],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
    );
    if (archive.status !== 0) {
      return `commit ${STANDARD_FONT_RENDERER_COMMIT.slice(0, 7)} is not in this checkout (${archive.stderr.toString().trim()})`;
    }
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout });
    if (untar.status !== 0) return `tar failed: ${untar.stderr.toString().trim()}`;
  }
  const [application, thread] = await Promise.all([
    import(pathToFileURL(join(render, 'render-application-pdf.ts')).href),
    import(pathToFileURL(join(render, 'render-in-thread.ts')).href),
  ]);
  return { renderApplicationPdf: application.renderApplicationPdf, renderInThread: thread.renderInThread };
}
