import { jpeg, png, textPdf } from '@funding/platform/testing/documents';
import fc from 'fast-check';
import { createRenderPool } from '../render/render-pool.ts';
import type { DocumentKind, RenderDocument, RenderRequest } from '../render/render-types.ts';

/**
 * The renderer fuzz: uploads that passed intake's checks (they start like a PDF, PNG or JPEG) but
 * are broken inside: bytes flipped, cut, repeated, PDF syntax spliced in, sizes and counts made
 * absurd, page trees made to point at themselves. Each package must come back with every document
 * either attached or listed with a reason; a render may be stopped by its time or memory bound
 * (the job's attempt fails), but nothing may take the process down.
 */
export interface RenderFuzzOptions {
  seed: number;
  cases: number;
  /**
   * The render bound: production allows 2 minutes, which every damaged file that makes a parser
   * loop would take in full; the fuzz stops such renders sooner.
   */
  timeoutMs?: number;
}

export interface RenderFuzzFailure {
  index: number;
  kind: string;
  problem: string;
}

export interface RenderFuzzSummary {
  seed: number;
  cases: number;
  documents: number;
  attached: number;
  listedWithReason: number;
  stoppedByBound: number;
  /** The packages a bound stopped, to look into. */
  stopped: RenderFuzzFailure[];
  failures: RenderFuzzFailure[];
  seconds: number;
  maxRenderMs: number;
}

const PDF_TOKENS = [
  '<<',
  '>>',
  '[',
  ']',
  ' obj ',
  'endobj',
  'stream\n',
  'endstream',
  '/Length 999999999',
  '99999 0 R',
  '/Kids[3 0 R 3 0 R]',
  '/Count 999999',
  'trailer<</Root 1 0 R>>',
  '%%EOF',
  'xref\n0 99999\n',
  '/Filter/FlateDecode',
  '/Filter/LZWDecode',
  '(unterminated',
  '<ZZ>',
  '\u0000',
];

// Replacements that keep the file parseable but make its structure hostile.
const PDF_REWRITES: [string, string][] = [
  ['/Count 3', '/Count 100000'],
  ['/Count 3', '/Count -1'],
  ['/Kids [ 5 0 R', '/Kids [ 1 0 R'],
  ['/Parent 1 0 R', '/Parent 5 0 R'],
  ['/Pages 1 0 R', '/Pages 2 0 R'],
  ['/Contents [ 6 0 R ]', '/Contents [ 5 0 R ]'],
  ['/MediaBox [ 0 0 612 792 ]', '/MediaBox [ 0 0 1e30 -1e30 ]'],
  ['/Type /Page\n', '/Type /Pages\n'],
];

interface Mutation {
  /** What it did, to name a failing case. */
  name: string;
  apply: (bytes: Uint8Array) => Uint8Array;
}

const at = (bytes: Uint8Array, fraction: number) => Math.floor(bytes.length * fraction);
const where = fc.double({ min: 0, max: 1, noNaN: true });
const splice = (bytes: Uint8Array, offset: number, inserted: ArrayLike<number>) =>
  new Uint8Array([...bytes.subarray(0, offset), ...Array.from(inserted), ...bytes.subarray(offset)]);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(where, fc.integer({ min: 0, max: 255 })).map(([w, value]) => ({
    name: `byte at ${w.toFixed(3)} = ${value}`,
    apply: (bytes: Uint8Array) => {
      const copy = new Uint8Array(bytes);
      copy[Math.min(copy.length - 1, at(copy, w))] = value;
      return copy;
    },
  })),
  fc.double({ min: 0.05, max: 1, noNaN: true }).map((w) => ({
    name: `cut at ${w.toFixed(3)}`,
    apply: (bytes: Uint8Array) => bytes.slice(0, at(bytes, w)),
  })),
  fc.tuple(where, fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([w, inserted]) => ({
    name: `${inserted.length} random bytes at ${w.toFixed(3)}`,
    apply: (bytes: Uint8Array) => splice(bytes, at(bytes, w), inserted),
  })),
  fc.tuple(where, where, fc.integer({ min: 2, max: 50 })).map(([from, to, times]) => ({
    name: `slice ${Math.min(from, to).toFixed(3)}-${Math.max(from, to).toFixed(3)} repeated ${times} times`,
    apply: (bytes: Uint8Array) => {
      const [start, end] = [at(bytes, Math.min(from, to)), at(bytes, Math.max(from, to))];
      const slice = [...bytes.subarray(start, Math.min(end, start + 4_096))];
      return splice(bytes, end, Array.from({ length: times }, () => slice).flat());
    },
  })),
  fc.tuple(where, fc.constantFrom(0, 0xffffffff, 0x7fffffff, 30_000, 65_535, 1)).map(([w, value]) => ({
    name: `uint32 at ${w.toFixed(3)} = ${value}`,
    apply: (bytes: Uint8Array) => {
      const copy = new Uint8Array(bytes);
      if (copy.length >= 4)
        new DataView(copy.buffer).setUint32(Math.min(copy.length - 4, at(copy, w)), value);
      return copy;
    },
  })),
  fc.tuple(where, fc.constantFrom(...PDF_TOKENS)).map(([w, token]) => ({
    name: `${JSON.stringify(token)} at ${w.toFixed(3)}`,
    apply: (bytes: Uint8Array) => splice(bytes, at(bytes, w), Buffer.from(token, 'latin1')),
  })),
  fc.constantFrom(...PDF_REWRITES).map(([from, to]) => ({
    name: `${JSON.stringify(from)} -> ${JSON.stringify(to)}`,
    apply: (bytes: Uint8Array) =>
      new Uint8Array(Buffer.from(Buffer.from(bytes).toString('latin1').split(from).join(to), 'latin1')),
  })),
);

interface Base {
  kind: DocumentKind;
  bytes: Uint8Array;
}

async function bases(): Promise<Base[]> {
  // Without object streams, so the PDF's syntax is there in plain text to be mutated.
  const plainPdf = async (texts: string[]) =>
    new Uint8Array(await textPdf(texts, { useObjectStreams: false }));
  return [
    { kind: 'pdf', bytes: await plainPdf(['Statement page one']) },
    { kind: 'pdf', bytes: await plainPdf(['One', 'Two', 'Three']) },
    { kind: 'png', bytes: png(64, 48) },
    { kind: 'jpeg', bytes: jpeg() },
  ];
}

const CONTENT: RenderRequest['content'] = {
  title: 'Funding Application',
  providerName: 'Fuzz Capital',
  applicationId: 'FA-7K3QD-9XW2M',
  submittedAt: '2026-11-20 14:03 UTC',
  sections: [{ title: 'Business Information', rows: [{ label: 'Business Name', value: 'Fuzzed Bakery' }] }],
};

const BOUND_MESSAGE = /took longer than|exited with code|out of memory|ERR_WORKER_OUT_OF_MEMORY/i;

export async function runRenderFuzz(options: RenderFuzzOptions): Promise<RenderFuzzSummary> {
  const renderer = createRenderPool({
    threads: 2,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxMemoryMb: 1_024,
    recycleAfterRenders: 200,
    onError: () => {},
  });
  const started = performance.now();
  const kinds = await bases();
  const caseArbitrary = fc.array(
    fc.record({
      base: fc.nat({ max: kinds.length - 1 }),
      mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 3 },
  );
  const summary: RenderFuzzSummary = {
    seed: options.seed,
    cases: options.cases,
    documents: 0,
    attached: 0,
    listedWithReason: 0,
    stoppedByBound: 0,
    stopped: [],
    failures: [],
    seconds: 0,
    maxRenderMs: 0,
  };
  const samples = fc.sample(caseArbitrary, { seed: options.seed, numRuns: options.cases });
  const runCase = async (index: number, sample: (typeof samples)[number]) => {
    const documents: RenderDocument[] = sample.map(({ base, mutations }, n) => {
      const { kind, bytes } = kinds[base]!;
      const mutated = mutations.reduce(
        (current, m) => (current.length === 0 ? current : m.apply(current)),
        bytes,
      );
      return {
        label: `Document ${n + 1}`,
        originalName: `d${n}.${kind}`,
        kind,
        sizeBytes: mutated.byteLength,
        bytes: mutated,
      };
    });
    const kind = sample
      .map(({ base, mutations }) => `${kinds[base]!.kind}[${mutations.map((m) => m.name).join('; ')}]`)
      .join(' + ');
    summary.documents += documents.length;
    const renderStarted = performance.now();
    try {
      const result = await renderer.render({ content: CONTENT, maskedContent: CONTENT, documents });
      if (result.documents.length !== documents.length) {
        summary.failures.push({
          index,
          kind,
          problem: `${result.documents.length} outcomes for ${documents.length} documents`,
        });
      }
      for (const outcome of result.documents) {
        if (outcome.pages > 0) summary.attached++;
        else if (outcome.error) summary.listedWithReason++;
        else summary.failures.push({ index, kind, problem: 'a document with no pages and no reason' });
      }
      if (result.pageCount !== result.summaryPageCount + result.documents.reduce((n, d) => n + d.pages, 0)) {
        summary.failures.push({ index, kind, problem: 'page count does not add up' });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (BOUND_MESSAGE.test(message)) {
        summary.stoppedByBound++;
        summary.stopped.push({ index, kind, problem: message });
      } else summary.failures.push({ index, kind, problem: `render threw: ${message.slice(0, 200)}` });
    }
    summary.maxRenderMs = Math.max(summary.maxRenderMs, Math.round(performance.now() - renderStarted));
  };
  // As many packages at once as the pool has threads.
  let next = 0;
  const loop = async () => {
    while (next < samples.length) {
      const index = next++;
      await runCase(index, samples[index]!);
    }
  };
  try {
    await Promise.all([loop(), loop()]);
  } finally {
    await renderer.close();
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

/**
 * What a run found wrong, one line each; empty when the renderer held. A run that attached nothing,
 * or listed nothing with a reason, did not reach the renderer's two outcomes: its cases are wrong.
 */
export function renderFuzzProblems(s: RenderFuzzSummary): string[] {
  const problems = s.failures.map((f) => `render case ${f.index} (${f.kind}): ${f.problem}`);
  if (s.attached === 0) problems.push('no mutated document was attached');
  if (s.listedWithReason === 0) problems.push('no mutated document was listed with a reason');
  return problems;
}

export function renderSummaryLine(s: RenderFuzzSummary): string {
  return (
    `render fuzz: seed ${s.seed}, ${s.cases} packages, ${s.documents} mutated documents in ${s.seconds.toFixed(1)} s: ` +
    `${s.attached} attached, ${s.listedWithReason} listed with a reason, ${s.stoppedByBound} stopped by a time or memory bound, ` +
    `${s.failures.length} failures, 0 crashed; slowest package ${s.maxRenderMs} ms`
  );
}
