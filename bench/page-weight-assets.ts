import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './system.ts';

/** What `/` loads, read from the built web app (web/dist) without a browser. */
export const webDir = join(repoRoot, 'web');
const distDir = join(webDir, 'dist');

export interface Asset {
  path: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  /** How `/` reaches it: named by index.html, or imported statically by another chunk. */
  via: string;
}

export const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** Attribute values of the tags in `html` matching `tag` whose `rel`/`type` fit. */
function tagUrls(html: string): { url: string; kind: 'js' | 'css'; via: string }[] {
  const found: { url: string; kind: 'js' | 'css'; via: string }[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = match[2]!;
    const attr = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(attributes)?.[1];
    if (match[1]!.toLowerCase() === 'script') {
      const src = attr('src');
      if (src) found.push({ url: src, kind: 'js', via: 'index.html <script>' });
      continue;
    }
    const rel = attr('rel')?.toLowerCase();
    const href = attr('href');
    if (!href) continue;
    if (rel === 'modulepreload') found.push({ url: href, kind: 'js', via: 'index.html modulepreload' });
    if (rel === 'stylesheet') found.push({ url: href, kind: 'css', via: 'index.html stylesheet' });
  }
  return found;
}

/** Static `import ... from './x.js'` (not `import('./x.js')`) in a built chunk. */
function staticImports(code: string): string[] {
  return [
    ...code.matchAll(/\bimport\s*(?:[\w$*{},\s]{0,4000}?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g),
  ].map((m) => m[1]!);
}

function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);
}

/**
 * Everything `/` loads before it can run: index.html's tags and the static import graph of its
 * scripts. `lazy` is what those scripts can import later (`import()`), with its own static imports.
 */
export function staticAssetsOfIndex(): { assets: Asset[]; lazy: Asset[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const initial = new Map<string, Asset>();
  const lazy = new Map<string, Asset>();
  const toFile = (url: string) => join(distDir, url.replace(/^\//, '').split('?')[0]!);
  const lazyQueue: { file: string; via: string }[] = [];
  const visit = (into: Map<string, Asset>, file: string, kind: 'js' | 'css', via: string) => {
    if (initial.has(file) || into.has(file) || !existsSync(file)) return;
    const content = readFileSync(file);
    into.set(file, {
      path: relative(distDir, file),
      kind,
      raw: content.length,
      gzip: gzipSize(content),
      via,
    });
    if (kind !== 'js') return;
    const code = content.toString('utf8');
    const from = relative(distDir, file);
    for (const target of staticImports(code))
      visit(into, join(dirname(file), target), 'js', `import in ${from}`);
    for (const target of dynamicImports(code))
      lazyQueue.push({ file: join(dirname(file), target), via: `import() in ${from}` });
  };
  for (const tag of tagUrls(html)) visit(initial, toFile(tag.url), tag.kind, tag.via);
  for (let next = lazyQueue.shift(); next; next = lazyQueue.shift()) visit(lazy, next.file, 'js', next.via);
  return { assets: [...initial.values()], lazy: [...lazy.values()] };
}
