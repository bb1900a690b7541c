import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inheritedEnv } from '../scripts/stack/env.ts';
import { benchEnv } from './env.ts';
import { repoRoot } from './system.ts';

/** The categories run on `/`; each is a 0-100 score in the outcome. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseOutcome {
  scores: Record<Category, number>;
  metrics: Record<string, string>;
  opportunities: string[];
  /** Audits below full marks in the categories other than performance, by category. */
  failedAudits: Record<Exclude<Category, 'performance'>, string[]>;
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

/**
 * Lighthouse (mobile: its default emulation and simulated throttling) on a page, run by its own CLI,
 * all four categories in one run.
 */
export async function runLighthouse(url: string, outputDir: string): Promise<LighthouseOutcome> {
  const output = join(outputDir, 'lighthouse.json');
  const started = performance.now();
  const args = [
    // Installed by `make bench` (bench/lighthouse has its own lockfile).
    join(repoRoot, 'bench/lighthouse/node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic',
  ];
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...inheritedEnv(), CHROME_PATH: benchEnv.chromePath },
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
  const failedIn = (category: Category) =>
    (report.categories[category]?.auditRefs ?? [])
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
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics,
    opportunities,
    failedAudits: {
      accessibility: failedIn('accessibility'),
      'best-practices': failedIn('best-practices'),
      seo: failedIn('seo'),
    },
    scriptTransfer,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Lighthouse `runs` times; the run with the median performance score stands (scores vary run to run). */
export async function medianLighthouse(url: string, workDir: string, runs: number) {
  const outcomes: LighthouseOutcome[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try settles it.
    outcomes.push(await runLighthouse(url, workDir).catch(() => runLighthouse(url, workDir)));
  }
  const sorted = [...outcomes].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    median: sorted[Math.floor(sorted.length / 2)]!,
    scores: outcomes.map((o) => o.scores.performance),
    /** Best-practices and SEO do not depend on the machine's speed: the lowest of the runs stands. */
    lowest: (category: Category) => Math.min(...outcomes.map((o) => o.scores[category])),
  };
}
