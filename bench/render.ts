import { statSync } from 'node:fs';
import { type Application, type ApplicationInput, validateApplication } from '@funding/contracts';
import { SECOND_OWNER, validApplicationInput } from '@funding/platform/testing/fixtures';
import { renderApplicationPdf } from '../services/pdf-worker/src/render/render-application-pdf.ts';
import { createRenderPool } from '../services/pdf-worker/src/render/render-pool.ts';
import type { RenderRequest, RenderResult } from '../services/pdf-worker/src/render/render-types.ts';
import { fontFace } from '../services/pdf-worker/src/render/text/font-face.ts';
import {
  type FaceName,
  FONT_FACES,
  FONT_FILE_PATHS,
} from '../services/pdf-worker/src/render/text/font-files.ts';
import { MULTI_SCRIPT_AGENT, MULTI_SCRIPT_FIELDS } from '../services/pdf-worker/src/testing/names.ts';
import type { BenchFile } from './documents.ts';
import { renderRequestFor } from './pipeline.ts';
import {
  type BaselineRenderer,
  STANDARD_FONT_RENDERER_COMMIT,
  standardFontRenderer,
} from './render-baseline.ts';
import { budgetStatus, type Note, type Row, type SectionResult } from './report.ts';
import { bytes, ms, round, type Summary, summarize } from './stats.ts';
import { progress } from './system.ts';

/**
 * The application PDF set in embedded Unicode fonts against the standard-font renderer it
 * replaced (render-baseline.ts), the same applications rendered by both in this run, one after
 * the other so machine noise falls on both alike. Budget: a Latin-only render at most 1.5 times
 * the standard-font one. Run this section before anything else renders in the bench process: it
 * also times the first load of each font, which happens once per process.
 */
export interface RenderOptions {
  /** Timed renders of each application in each renderer. */
  renders: number;
  /** Timed renders the way the pdf-worker renders: now a warm pool thread, before a fresh thread. */
  threadRenders: number;
}

const BUDGET = 1.5;
const THREAD_LIMITS = { timeoutMs: 120_000, maxMemoryMb: 1_024 };

/**
 * The application of render `index`: each render's names differ, as each applicant's do, so no
 * cache of laid-out text can serve a whole application again (the fixed wording can be).
 */
function application(index: number, fields: Partial<ApplicationInput> = {}): Application {
  const input = validApplicationInput({ ...fields });
  const result = validateApplication({
    ...input,
    businessName: `${input.businessName} ${index}`,
    owner1LastName: `${input.owner1LastName}-${index}`,
    ownerSignature: `${input.ownerSignature} ${index}`,
  });
  if (!result.success) throw new Error('the bench application does not validate');
  return result.data;
}

const latinRequest = (files: BenchFile[]) => (index: number) =>
  renderRequestFor(files, { application: application(index) });

const multiScriptRequest = (index: number) =>
  renderRequestFor([], {
    application: application(index, { ...SECOND_OWNER, ...MULTI_SCRIPT_FIELDS }),
    agent: MULTI_SCRIPT_AGENT,
  });

/** First load of every face in this process: reading and parsing the file, then a first layout. */
function fontLoads(): { name: FaceName; ms: number }[] {
  return (Object.keys(FONT_FACES) as FaceName[]).map((name) => {
    const started = performance.now();
    fontFace(name).runWidth('Ag', 'ltr');
    return { name, ms: performance.now() - started };
  });
}

interface Comparison {
  standard: Summary;
  unicode: Summary;
  standardBytes: number;
  unicodeBytes: number;
  summaryBytes: { standard: number; unicode: number };
}

/** Renders `request()` with both renderers, alternating, after one untimed render of each. */
async function compare(
  times: number,
  request: (index: number) => RenderRequest,
  standard: (request: RenderRequest) => Promise<RenderResult>,
  unicode: (request: RenderRequest) => Promise<RenderResult>,
): Promise<Comparison> {
  const first = { standard: await standard(request(0)), unicode: await unicode(request(0)) };
  const samples = { standard: [] as number[], unicode: [] as number[] };
  for (let i = 0; i < times; i++) {
    for (const [name, render] of [
      ['standard', standard],
      ['unicode', unicode],
    ] as const) {
      const input = request(i + 1);
      const started = performance.now();
      await render(input);
      samples[name].push(performance.now() - started);
    }
  }
  return {
    standard: summarize(samples.standard),
    unicode: summarize(samples.unicode),
    standardBytes: first.standard.pdf.byteLength,
    unicodeBytes: first.unicode.pdf.byteLength,
    summaryBytes: {
      standard: first.standard.summaryPdf.byteLength,
      unicode: first.unicode.summaryPdf.byteLength,
    },
  };
}

function timeRow(measure: string, result: Comparison, budget?: number): Row {
  const ratio = result.unicode.p50 / result.standard.p50;
  return {
    section: 'render',
    measure: `${measure} p50/p95 (n=${result.unicode.n})`,
    value: `${ms(result.unicode.p50)} / ${ms(result.unicode.p95)}`,
    baseline: `standard fonts ${ms(result.standard.p50)} / ${ms(result.standard.p95)}`,
    versus: `x${round(ratio, 2)}${budget ? ` (budget x${budget})` : ''}`,
    status: budget ? budgetStatus(ratio <= budget) : '',
    data: { ...result },
  };
}

function bytesRow(measure: string, result: Comparison): Row {
  return {
    section: 'render',
    measure,
    value: `${bytes(result.unicodeBytes)} (summary alone ${bytes(result.summaryBytes.unicode)})`,
    baseline: `standard fonts ${bytes(result.standardBytes)} (${bytes(result.summaryBytes.standard)})`,
    versus: `+${bytes(result.unicodeBytes - result.standardBytes)}`,
    status: '',
  };
}

export async function measureRender(files: BenchFile[], options: RenderOptions): Promise<SectionResult> {
  progress('render: loading each font face for the first time');
  const loads = fontLoads();
  const baseline = await standardFontRenderer();
  if (typeof baseline === 'string') {
    return {
      rows: [],
      notes: [
        { title: 'Render: no baseline', body: `The standard-font renderer is not available: ${baseline}.` },
      ],
    };
  }
  const renderer: BaselineRenderer = baseline;
  const latinSummary = latinRequest([]);
  const latinPackage = latinRequest(files);

  progress(`render: Latin-only summary, ${options.renders} renders with each renderer`);
  const summary = await compare(
    options.renders,
    latinSummary,
    renderer.renderApplicationPdf,
    renderApplicationPdf,
  );
  progress(`render: Latin-only package (${files.length} uploads), ${options.renders} renders with each`);
  const packaged = await compare(
    options.renders,
    latinPackage,
    renderer.renderApplicationPdf,
    renderApplicationPdf,
  );
  progress('render: names in nine scripts');
  const multiScript = await compare(
    options.renders,
    multiScriptRequest,
    renderer.renderApplicationPdf,
    renderApplicationPdf,
  );
  progress(`render: Latin-only package as the worker renders it, ${options.threadRenders} with each`);
  const pool = createRenderPool({
    threads: 1,
    ...THREAD_LIMITS,
    recycleAfterRenders: 200,
    onError: () => {},
  });
  await pool.render(latinPackage(-1));
  const threaded = await compare(
    options.threadRenders,
    latinPackage,
    (request) => renderer.renderInThread(request, THREAD_LIMITS),
    (request) => pool.render(request),
  );
  await pool.close();

  const fontBytes = FONT_FILE_PATHS.reduce((sum, path) => sum + statSync(path).size, 0);
  const loadText = loads.map(({ name, ms: time }) => `${name} ${ms(time)}`).join(', ');
  const rows: Row[] = [
    timeRow('Latin-only application, summary alone', summary, BUDGET),
    bytesRow('Latin-only application, PDF size', summary),
    timeRow(`Latin-only application with ${files.length} uploads`, packaged, BUDGET),
    timeRow(
      'same, as the pdf-worker renders it (now a warm pool thread; before a fresh thread per job)',
      threaded,
    ),
    timeRow('names in nine scripts, summary alone (standard fonts print them as ?)', multiScript),
    bytesRow('names in nine scripts, PDF size', multiScript),
    {
      section: 'render',
      measure: 'font load, first use in a process or thread (read, parse, first layout)',
      value: loadText,
      baseline: 'standard fonts: built into pdf-lib',
      versus: '',
      status: '',
      data: { loads },
    },
    {
      section: 'render',
      measure: 'font files the pdf-worker image carries',
      value: `${bytes(fontBytes)} in ${FONT_FILE_PATHS.length} files`,
      baseline: 'none',
      versus: '',
      status: '',
    },
  ];
  const notes: Note[] = [
    {
      title: 'How the Unicode fonts are measured',
      body:
        'Each application is rendered by `renderApplicationPdf` as it is now and by the same function at commit ' +
        `${STANDARD_FONT_RENDERER_COMMIT.slice(0, 7)}, the last one with the standard PDF fonts (its own code, ` +
        'unpacked with git archive into .local), alternately in this process after one untimed render of each; ' +
        'every render has its own business name, owner name and signature, as every applicant does. ' +
        'The Latin-only application is the bench application (every field, no agent); "with uploads" adds the ' +
        `pipeline's ${files.length} files of ${bytes(files[0]?.bytes.byteLength ?? 0)}. The nine-script application ` +
        'has its business name in Chinese, DBA in Japanese, owners in Vietnamese and Polish, street in Korean, city ' +
        'in Hebrew, second street line in Arabic, signatures in Vietnamese and Greek and an agent in Cyrillic. The ' +
        'worker row compares the render path itself: before, every package above 1 MiB started a fresh thread ' +
        'that imported the render code and loaded its fonts on each job; now every package goes to a persistent ' +
        'pool thread that has both already. Font loads are the first use of each face in this process: Noto Sans ' +
        'regular, bold and Noto Serif italic load for every PDF; Hebrew, Arabic and the 19 MB CJK collection only ' +
        'when a character needs them.',
    },
  ];
  return {
    rows,
    notes,
    data: { render: { loads, summary, packaged, multiScript, threaded, fontBytes } },
  };
}
