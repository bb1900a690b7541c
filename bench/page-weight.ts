/**
 * The `page-weight` section of `make bench`: what `/` costs an applicant. The bytes of JavaScript
 * and CSS it loads (page-weight-assets.ts, with a per-package profile when the budget is missed:
 * page-weight-modules.ts), and Lighthouse's four scores on it (page-weight-lighthouse.ts; through a
 * gzip proxy too when the BFF sends no compression: page-weight-gzip-proxy.ts).
 */
import { type Asset, staticAssetsOfIndex } from './page-weight-assets.ts';
import { contentEncoding, startGzipProxy } from './page-weight-gzip-proxy.ts';
import { medianLighthouse } from './page-weight-lighthouse.ts';
import { largestModules, type ModuleSize } from './page-weight-modules.ts';
import { budgetStatus, type Note, type Row, type SectionResult } from './report.ts';
import { bytes, KiB } from './stats.ts';
import { progress } from './system.ts';

const JS_BUDGET_BYTES = 150 * KiB;
const PERFORMANCE_BUDGET = 95;
const ACCESSIBILITY_BUDGET = 100;
/** A public page is expected to follow the platform's practices and be findable in full. */
const BEST_PRACTICES_BUDGET = 100;
const SEO_BUDGET = 100;

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
  let compressedRuns: Awaited<ReturnType<typeof medianLighthouse>> | null = null;
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
      value: String(lighthouse.scores.performance),
      baseline: `LCP ${lighthouse.metrics['largest-contentful-paint']}, TBT ${lighthouse.metrics['total-blocking-time']}`,
      versus: `budget >= ${PERFORMANCE_BUDGET}`,
      status: budgetStatus(lighthouse.scores.performance >= PERFORMANCE_BUDGET),
    },
    ...(compressed
      ? [
          {
            section: 'page weight',
            measure: `Lighthouse mobile performance, same page through a gzip proxy (median of ${lighthouseRuns})`,
            value: String(compressed.scores.performance),
            baseline: `LCP ${compressed.metrics['largest-contentful-paint']}, TBT ${compressed.metrics['total-blocking-time']}`,
            versus: 'what-if, no budget',
            status: '' as const,
          },
        ]
      : []),
    {
      section: 'page weight',
      measure: 'Lighthouse accessibility score on /',
      value: String(lighthouse.scores.accessibility),
      baseline: '',
      versus: `budget = ${ACCESSIBILITY_BUDGET}`,
      status: budgetStatus(lighthouse.scores.accessibility >= ACCESSIBILITY_BUDGET),
    },
    {
      section: 'page weight',
      measure: `Lighthouse best-practices score on / (lowest of ${lighthouseRuns})`,
      value: String(asServed.lowest('best-practices')),
      baseline: '',
      versus: `budget = ${BEST_PRACTICES_BUDGET}`,
      status: budgetStatus(asServed.lowest('best-practices') >= BEST_PRACTICES_BUDGET),
    },
    {
      section: 'page weight',
      measure: `Lighthouse SEO score on / (lowest of ${lighthouseRuns})`,
      value: String(asServed.lowest('seo')),
      baseline: '',
      versus: `budget = ${SEO_BUDGET}`,
      status: budgetStatus(asServed.lowest('seo') >= SEO_BUDGET),
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
      (lighthouse.scores.performance < PERFORMANCE_BUDGET
        ? ' Lighthouse simulates a mobile CPU by scaling the main-thread work it measures on this host, so ' +
          'total blocking time, and with it the score, also moves with how busy the shared machine is; the ' +
          'lever in the page itself is the size of the entry script (see the packages above).'
        : '') +
      Object.entries(lighthouse.failedAudits)
        .filter(([, titles]) => titles.length > 0)
        .map(([category, titles]) => ` Failed ${category} audits: ${titles.join('; ')}.`)
        .join('') +
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
