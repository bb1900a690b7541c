import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSize, webDir } from './page-weight-assets.ts';
import { repoRoot } from './system.ts';

export interface ModuleSize {
  name: string;
  rendered: number;
  gzip: number;
}

/**
 * The profile of a missed JS budget: the web app built again (into memory, same config) with a
 * plugin that reads every module's rendered code in the entry chunk and the chunks it imports
 * statically, summed per npm package (or per source folder for the app's own code).
 */
export async function largestModules(): Promise<ModuleSize[]> {
  // The web workspace's own vite (not hoisted to the root), with the web app's config.
  const vitePath = pathToFileURL(join(webDir, 'node_modules/vite/dist/node/index.js')).href;
  const { build } = (await import(vitePath)) as {
    build: (config: Record<string, unknown>) => Promise<unknown>;
  };
  const outDir = mkdtempSync(join(tmpdir(), 'bench-vite-'));
  const sizes = new Map<string, ModuleSize>();
  try {
    await build({
      root: webDir,
      configFile: join(webDir, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false, outDir, emptyOutDir: false },
      plugins: [
        {
          name: 'bench-module-sizes',
          generateBundle(_options: unknown, bundle: Record<string, { type: string }>) {
            type Chunk = {
              type: 'chunk';
              isEntry: boolean;
              imports: string[];
              fileName: string;
              modules: Record<string, { code: string | null; renderedLength: number }>;
            };
            const chunks = Object.values(bundle).filter((o) => o.type === 'chunk') as unknown as Chunk[];
            const byName = new Map(chunks.map((c) => [c.fileName, c]));
            const initial = new Set<Chunk>();
            const add = (chunk: Chunk | undefined) => {
              if (!chunk || initial.has(chunk)) return;
              initial.add(chunk);
              for (const name of chunk.imports) add(byName.get(name));
            };
            for (const chunk of chunks) if (chunk.isEntry) add(chunk);
            for (const chunk of initial) {
              for (const [id, module] of Object.entries(chunk.modules)) {
                const name = packageOf(id);
                const entry = sizes.get(name) ?? { name, rendered: 0, gzip: 0 };
                entry.rendered += module.renderedLength;
                entry.gzip += module.code ? gzipSize(Buffer.from(module.code)) : 0;
                sizes.set(name, entry);
              }
            }
          },
        },
      ],
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return [...sizes.values()].sort((a, b) => b.rendered - a.rendered);
}

function packageOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0]!;
  const nodeModules = clean.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = clean.slice(nodeModules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (clean.startsWith(repoRoot)) {
    const parts = relative(repoRoot, clean).split('/');
    // web/src/<folder> or services/contracts/src: one line per folder of our own code.
    return parts.slice(0, Math.min(parts.length - 1, 3)).join('/');
  }
  return clean;
}
