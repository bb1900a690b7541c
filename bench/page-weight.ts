import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchEnv } from './env.ts';
import { httpRequest } from './loadgen.ts';
import { budgetStatus, type Note, type Row, type SectionResult } from './report.ts';
import { bytes, KiB } from './stats.ts';
import { progress, repoRoot } from './system.ts';

const JS_BUDGET_BYTES = 150 * KiB;
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;
const webDir = join(repoRoot, 'web');
const distDir = join(webDir, 'dist');

interface Asset {
  path: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  /** How `/` reaches it: named by index.html, or imported statically by another chunk. */
  via: string;
}

const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;

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

interface ModuleSize {
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

interface LighthouseOutcome {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  opportunities: string[];
  failedAccessibility: string[];
  scriptTransfer: { url: string; transferSize: number; resourceSize: number }[];
  seconds: number;
}

type LighthouseReport = {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      displayValue?: string;
      numericValue?: number;
      details?: {
        type?: string;
        overallSavingsMs?: number;
        overallSavingsBytes?: number;
        items?: Record<string, unknown>[];
      };
    }
  >;
};

/** Lighthouse (mobile: its default emulation and simulated throttling) on `/`, run by its own CLI. */
export async function runLighthouse(url: string, outputDir: string): Promise<LighthouseOutcome> {
  const output = join(outputDir, 'lighthouse.json');
  const started = performance.now();
  const args = [
    join(repoRoot, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility',
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic',
  ];
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: benchEnv.chromePath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0 || !existsSync(output)) {
    throw new Error(`lighthouse exited with ${code}: ${stderr.join('').slice(-600)}`);
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const metricIds = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, report.audits[id]?.displayValue ?? 'n/a']));
  const opportunities = Object.values(report.audits)
    .filter((a) => (a.details?.overallSavingsMs ?? 0) > 0 || (a.details?.overallSavingsBytes ?? 0) > 2_048)
    .filter((a) => a.score !== null && a.score < 1)
    .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .map(
      (a) =>
        `${a.title}: ${a.displayValue ?? ''}${a.details?.overallSavingsMs ? ` (${Math.round(a.details.overallSavingsMs)} ms)` : ''}`,
    );
  const failedAccessibility = (report.categories.accessibility?.auditRefs ?? [])
    .map((ref) => report.audits[ref.id])
    .filter((a): a is NonNullable<typeof a> => a !== undefined && a.score !== null && a.score < 1)
    .map((a) => a.title);
  const scriptTransfer = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
      transferSize: Number(item.transferSize ?? 0),
      resourceSize: Number(item.resourceSize ?? 0),
    }));
  rmSync(output, { force: true });
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics,
    opportunities,
    failedAccessibility,
    scriptTransfer,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * A gzip-compressing reverse proxy in front of the BFF, as an ingress or CDN would be: the second
 * Lighthouse run through it shows what compression alone changes.
 */
async function startGzipProxy(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    try {
      const answer = await fetch(`${upstream}${req.url ?? '/'}`, {
        method: req.method,
        headers: { accept: String(req.headers.accept ?? '*/*') },
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) {
          headers[name] = value;
        }
      });
      const compressible = /text|javascript|json|css|svg/.test(headers['content-type'] ?? '');
      const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (compressible && accepts && body.length > 1_024) {
        const gzipped = gzipSync(body, { level: 6 });
        res.writeHead(answer.status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
        res.end(gzipped);
        return;
      }
      res.writeHead(answer.status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Content-Encoding the BFF answers a script with when the client accepts gzip and brotli. */
async function contentEncoding(baseUrl: string, path: string | undefined): Promise<string | null> {
  if (!path) return null;
  const answer = await httpRequest(`${baseUrl}/${path}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  const encoding = answer.headers['content-encoding'];
  return typeof encoding === 'string' && encoding !== 'identity' ? encoding : null;
}

/** Lighthouse `runs` times; the run with the median performance score stands (scores vary run to run). */
async function medianLighthouse(url: string, workDir: string, runs: number) {
  const outcomes: LighthouseOutcome[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try settles it.
    outcomes.push(await runLighthouse(url, workDir).catch(() => runLighthouse(url, workDir)));
  }
  const sorted = [...outcomes].sort((a, b) => a.performance - b.performance);
  return { median: sorted[Math.floor(sorted.length / 2)]!, scores: outcomes.map((o) => o.performance) };
}

export async function measurePageWeight(
  baseUrl: string,
  workDir: string,
  lighthouseRuns: number,
): Promise<SectionResult> {
  progress('page weight: gzip of what / loads (web/dist)');
  const { assets, lazy } = staticAssetsOfIndex();
  const js = assets.filter((a) => a.kind === 'js');
  const css = assets.filter((a) => a.kind === 'css');
  const sum = (list: Asset[], key: 'raw' | 'gzip') => list.reduce((total, a) => total + a[key], 0);
  const jsGzip = sum(js, 'gzip');
  const jsPass = jsGzip < JS_BUDGET_BYTES;
  const lazyJs = sum(lazy, 'gzip');
  const rows: Row[] = [
    {
      section: 'page weight',
      measure: `JS that / loads, gzip -9 (${js.length} file${js.length === 1 ? '' : 's'} from index.html and static imports)`,
      value: bytes(jsGzip),
      baseline: `${bytes(sum(js, 'raw'))} uncompressed`,
      versus: `budget < ${bytes(JS_BUDGET_BYTES)}`,
      status: budgetStatus(jsPass),
    },
    {
      section: 'page weight',
      measure: `lazy JS chunks (import(), ${lazy.length} files incl. the admin area), gzip -9`,
      value: bytes(lazyJs),
      baseline: `${bytes(sum(lazy, 'raw'))} uncompressed`,
      versus: 'not counted in the budget',
      status: '',
    },
    {
      section: 'page weight',
      measure: `CSS that / loads, gzip -9 (${css.length} file${css.length === 1 ? '' : 's'})`,
      value: bytes(sum(css, 'gzip')),
      baseline: `${bytes(sum(css, 'raw'))} uncompressed`,
      versus: '',
      status: '',
    },
  ];
  const notes: Note[] = [
    {
      title: 'What / loads',
      body: [
        '| file | via | uncompressed | gzip -9 |',
        '|---|---|---|---|',
        ...assets.map((a) => `| ${a.path} | ${a.via} | ${bytes(a.raw)} | ${bytes(a.gzip)} |`),
        ...lazy.map(
          (a) => `| ${a.path} | ${a.via} (lazy, not counted) | ${bytes(a.raw)} | ${bytes(a.gzip)} |`,
        ),
      ].join('\n'),
    },
  ];
  let modules: ModuleSize[] = [];
  if (!jsPass) {
    progress('page weight: JS budget missed; rebuilding the web app in memory for per-package sizes');
    try {
      modules = await largestModules();
      const totalRendered = modules.reduce((total, m) => total + m.rendered, 0);
      notes.push({
        title: 'Largest packages in the JS of / (missed the budget)',
        body: [
          'Per npm package (or folder of our own code), summed over the modules of the entry chunk and the ' +
            'chunks it imports statically, from a second build of the web app with the same config. Sizes are ' +
            "of each module's rendered code before minification; the share is what the package weighs in the " +
            'chunk, so about that share of the gzip total is due to it.',
          '',
          '| package | rendered (unminified) | share |',
          '|---|---|---|',
          ...modules
            .slice(0, 15)
            .map(
              (m) =>
                `| ${m.name} | ${bytes(m.rendered)} | ${Math.round((m.rendered / totalRendered) * 100)}% |`,
            ),
        ].join('\n'),
      });
    } catch (error) {
      notes.push({ title: 'Module sizes unavailable', body: String((error as Error).message) });
    }
  }

  progress(`page weight: Lighthouse (mobile) on /, from the BFF as it is, ${lighthouseRuns} runs`);
  const asServed = await medianLighthouse(`${baseUrl}/`, workDir, lighthouseRuns);
  const lighthouse = asServed.median;
  // When the BFF sends the page uncompressed, a second series through a gzip proxy shows what
  // compression alone would change.
  const encoding = await contentEncoding(baseUrl, assets.find((a) => a.kind === 'js')?.path);
  let compressedRuns: { median: LighthouseOutcome; scores: number[] } | null = null;
  if (!encoding) {
    progress('page weight: the BFF sends no compression; Lighthouse again through a gzip proxy');
    const proxy = await startGzipProxy(baseUrl);
    try {
      compressedRuns = await medianLighthouse(`${proxy.url}/`, workDir, lighthouseRuns);
    } catch (error) {
      notes.push({
        title: 'Lighthouse through the gzip proxy failed',
        body: String((error as Error).message),
      });
    } finally {
      await proxy.close();
    }
  }
  const compressed = compressedRuns?.median ?? null;
  rows.push(
    {
      section: 'page weight',
      measure: `Lighthouse mobile performance score on / (served by the BFF, median of ${lighthouseRuns})`,
      value: String(lighthouse.performance),
      baseline: `LCP ${lighthouse.metrics['largest-contentful-paint']}, TBT ${lighthouse.metrics['total-blocking-time']}`,
      versus: `budget >= ${PERFORMANCE_BUDGET}`,
      status: budgetStatus(lighthouse.performance >= PERFORMANCE_BUDGET),
    },
    ...(compressed
      ? [
          {
            section: 'page weight',
            measure: `Lighthouse mobile performance, same page through a gzip proxy (median of ${lighthouseRuns})`,
            value: String(compressed.performance),
            baseline: `LCP ${compressed.metrics['largest-contentful-paint']}, TBT ${compressed.metrics['total-blocking-time']}`,
            versus: 'what-if, no budget',
            status: '' as const,
          },
        ]
      : []),
    {
      section: 'page weight',
      measure: 'Lighthouse accessibility score on /',
      value: String(lighthouse.accessibility),
      baseline: '',
      versus: `budget = ${ACCESSIBILITY_BUDGET}`,
      status: budgetStatus(lighthouse.accessibility >= ACCESSIBILITY_BUDGET),
    },
  );
  const scripts = lighthouse.scriptTransfer
    .map((s) => `${s.url} ${bytes(s.transferSize)} transferred (${bytes(s.resourceSize)} uncompressed)`)
    .join('; ');
  notes.push({
    title: 'Lighthouse on /',
    body:
      `Mobile emulation with simulated throttling (Lighthouse 12 defaults), Chromium headless, the BFF ` +
      `serving web/dist on loopback, ${encoding ? `${encoding}-compressed` : 'uncompressed'}. Performance scores of the runs: ${asServed.scores.join(', ')}` +
      (compressedRuns ? ` (through the gzip proxy: ${compressedRuns.scores.join(', ')})` : '') +
      `. Metrics of the median run: ${Object.entries(lighthouse.metrics)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}. Scripts fetched: ${scripts || 'none'}.` +
      (lighthouse.opportunities.length ? ` Opportunities: ${lighthouse.opportunities.join('; ')}.` : '') +
      (lighthouse.performance < PERFORMANCE_BUDGET
        ? ' Lighthouse simulates a mobile CPU by scaling the main-thread work it measures on this host, so ' +
          'total blocking time, and with it the score, also moves with how busy the shared machine is; the ' +
          'lever in the page itself is the size of the entry script (see the packages above).'
        : '') +
      (lighthouse.failedAccessibility.length
        ? ` Failed accessibility audits: ${lighthouse.failedAccessibility.join('; ')}.`
        : '') +
      (compressed
        ? ` Through the gzip proxy: ${Object.entries(compressed.metrics)
            .map(([k, v]) => `${k} ${v}`)
            .join(
              ', ',
            )}${compressed.opportunities.length ? `; opportunities: ${compressed.opportunities.join('; ')}` : ''}.`
        : ''),
  });
  return {
    rows,
    notes,
    data: {
      pageWeight: {
        assets,
        lazy,
        jsGzip,
        budgetBytes: JS_BUDGET_BYTES,
        modules: modules.slice(0, 30),
        lighthouse,
        lighthouseGzip: compressed,
      },
    },
  };
}
