import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MemoryProbeReport } from '../scripts/stack/system.ts';
import type { MultipartBody } from './documents.ts';
import { submitTask } from './intake.ts';
import { closedLoop, httpRequest } from './loadgen.ts';
import { budgetStatus, type Note, type Row, type SectionResult } from './report.ts';
import { round } from './stats.ts';
import { type BenchSystem, progress } from './system.ts';

/** Issue 15: under 300 MB for 20 concurrent maximum-size submissions. */
const BUDGET_MB = 300;
/** A round's peak may exceed the first round's by this much before it counts as growth. */
const GROWTH_TOLERANCE = 0.1;

type StatusFields = Record<'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile' | 'RssShmem', number>;

/** The memory lines of /proc/<pid>/status, in MB. */
export function readStatus(pid: number): StatusFields | null {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;
    return {
      VmRSS: field('VmRSS'),
      VmHWM: field('VmHWM'),
      RssAnon: field('RssAnon'),
      RssFile: field('RssFile'),
      RssShmem: field('RssShmem'),
    };
  } catch {
    return null;
  }
}

/** Resets the kernel's peak-RSS mark (VmHWM) so each round reports its own peak; false if refused. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface RoundResult {
  round: number;
  before: number;
  peak: number;
  peakAnon: number;
  settled: number;
  ok: number;
  failed: number;
  failures: string[];
  seconds: number;
  /** The BFF's own view at its highest RSS of the round (heap, external, ArrayBuffers). */
  inside: MemoryProbeReport['peak'] | null;
}

/** What the figures after a forced collection say about the memory that stays after a round. */
function conclusion(liveAfterGc: number, rssAfterGc: number, settled: number, before: number): string {
  const fmt = (mb: number) => `${Math.round(mb)} MB`;
  if (!Number.isFinite(liveAfterGc)) return 'The probe did not answer after the collection.';
  if (liveAfterGc > rssAfterGc / 3) {
    return `Live objects after the collection are ${fmt(liveAfterGc)} of ${fmt(rssAfterGc)} RSS: something keeps Buffers alive.`;
  }
  const parts: string[] = [];
  if (rssAfterGc < settled * 0.7) {
    parts.push(
      `A forced full collection brought RSS from ${fmt(settled)} down to ${fmt(rssAfterGc)}: much of what ` +
        'stays after a round is Buffers already dropped but not yet collected (V8 frees a Buffer only in a ' +
        'garbage collection, and an idle process runs none).',
    );
  }
  if (rssAfterGc > before + 100) {
    parts.push(
      `After the collection only ${fmt(liveAfterGc)} is live (heap and Buffers), yet RSS is ${fmt(rssAfterGc)} ` +
        `against ${fmt(before)} before the rounds: the rest is memory freed by V8 and kept by the C allocator ` +
        '(malloc arenas), not given back to the system.',
    );
  }
  parts.push(
    "No live objects accumulate, so this is not a leak; the peak still counts against a container's limit.",
  );
  return parts.join(' ');
}

/** For a missed budget: which phase of a submission the Buffers belong to, from the lone submission. */
function whereItGoes(
  one: { receivingMaxArrayBuffers: number; storingMaxArrayBuffers: number },
  concurrency: number,
  lastPeakArrayBuffers: number | undefined,
): string {
  const fmt = (mb: number) => `${Math.round(mb)} MB`;
  const atPeak =
    lastPeakArrayBuffers === undefined
      ? ''
      : ` (ArrayBuffers at the last peak: ${fmt(lastPeakArrayBuffers)})`;
  if (one.storingMaxArrayBuffers > 2 * one.receivingMaxArrayBuffers) {
    return (
      `Where: the lone submission held ${fmt(one.storingMaxArrayBuffers)} of Buffers while its files were ` +
      `copied to storage against ${fmt(one.receivingMaxArrayBuffers)} while they streamed in, so the copy ` +
      'to storage holds whole files in memory instead of streaming them (the minio client, for one, reads ' +
      'an object of up to its 64 MiB part size into a single Buffer in `putObject`); ' +
      `${concurrency} submissions at once multiply it${atPeak}.`
    );
  }
  return (
    `Where: the lone submission held ${fmt(one.receivingMaxArrayBuffers)} of Buffers while it streamed in ` +
    `and ${fmt(one.storingMaxArrayBuffers)} while its files were copied to storage; ${concurrency} at once ` +
    `multiply the receiving side${atPeak}.`
  );
}

/**
 * One maximum-size submission alone, the BFF's ArrayBuffers watched in two phases: while the body
 * streams in (multipart parsing, spooling to disk) and from the last byte sent to the answer (the
 * copy of the seven files to S3, the row, the enqueue).
 */
async function profileOneSubmission(system: BenchSystem, body: MultipartBody) {
  await system.probeMemory('gc');
  let receiving: Promise<MemoryProbeReport | null> = Promise.resolve(null);
  const answer = await httpRequest(`${system.baseUrl}/api/applications`, {
    method: 'POST',
    headers: { 'content-type': body.contentType },
    body: body.body,
    onSent: () => {
      receiving = system.probeMemory('report');
    },
  });
  const receivingReport = await receiving;
  const storing = await system.probeMemory('report');
  return {
    status: answer.status,
    receivingMaxArrayBuffers: receivingReport?.peak.maxArrayBuffers ?? Number.NaN,
    storingMaxArrayBuffers: storing?.peak.maxArrayBuffers ?? Number.NaN,
  };
}

/**
 * Peak RSS of the BFF process while it takes `concurrency` maximum-size submissions at once, for
 * several rounds: the budget is the peak, and a peak that keeps rising round after round is growth.
 */
export async function measureMemory(
  system: BenchSystem,
  body: MultipartBody,
  { concurrency, rounds, rssAtStart }: { concurrency: number; rounds: number; rssAtStart?: number },
): Promise<SectionResult> {
  const pid = system.bff.child.pid;
  if (!pid || !readStatus(pid)) throw new Error('cannot read /proc/<pid>/status of the BFF');
  progress('memory: one maximum-size submission alone, ArrayBuffers while receiving and while storing');
  const one = await profileOneSubmission(system, body);
  const results: RoundResult[] = [];
  let kernelPeak = true;
  for (let round = 1; round <= rounds; round++) {
    progress(`memory: round ${round}/${rounds}, ${concurrency} concurrent maximum-size submissions`);
    const before = readStatus(pid)!.VmRSS;
    kernelPeak = resetPeak(pid) && kernelPeak;
    await system.probeMemory('report');
    let sampledPeak = 0;
    let peakAnon = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const status = readStatus(pid);
        if (status && status.VmRSS > sampledPeak) {
          sampledPeak = status.VmRSS;
          peakAnon = status.RssAnon;
        }
        await sleep(20);
      }
    })();
    const started = performance.now();
    const load = await closedLoop(concurrency, concurrency, submitTask(system, body, concurrency));
    const seconds = (performance.now() - started) / 1000;
    sampling = false;
    await sampler;
    const status = readStatus(pid)!;
    const peak = Math.max(sampledPeak, kernelPeak ? status.VmHWM : 0);
    const inside = (await system.probeMemory('report'))?.peak ?? null;
    await sleep(2_000);
    results.push({
      round,
      before,
      peak,
      peakAnon,
      settled: readStatus(pid)!.VmRSS,
      ok: load.ok,
      failed: load.failed,
      failures: load.failures,
      seconds,
      inside,
    });
  }
  const afterGc = await system.probeMemory('gc');
  await sleep(500);
  const rssAfterGc = readStatus(pid)?.VmRSS ?? Number.NaN;

  const peaks = results.map((r) => r.peak);
  const maxPeak = Math.max(...peaks);
  const first = peaks[0]!;
  const last = peaks[peaks.length - 1]!;
  const grows = last > first * (1 + GROWTH_TOLERANCE);
  const fmt = (mb: number) => `${Math.round(mb)} MB`;
  const rows: Row[] = [
    {
      section: 'memory',
      measure: `BFF peak RSS, ${concurrency} concurrent 7 x 10 MB submissions`,
      value: fmt(maxPeak),
      baseline: `${rssAtStart ? `${fmt(rssAtStart)} at start, ` : ''}${fmt(results[0]!.before)} before round 1`,
      versus: `budget < ${BUDGET_MB} MB`,
      status: budgetStatus(maxPeak < BUDGET_MB),
    },
    {
      section: 'memory',
      measure: `BFF peak RSS per round (${rounds} rounds of ${concurrency})`,
      value: peaks.map(fmt).join(', '),
      baseline: `settled: ${results.map((r) => fmt(r.settled)).join(', ')}`,
      versus: `no growth (last <= first +${GROWTH_TOLERANCE * 100}%)`,
      status: budgetStatus(!grows),
    },
    {
      section: 'memory',
      measure: 'BFF RSS after the rounds and a forced full GC',
      value: fmt(rssAfterGc),
      baseline: `${fmt(results[0]!.before)} before round 1`,
      versus: `nothing kept (<= before +${GROWTH_TOLERANCE * 100}% + 50 MB)`,
      status: budgetStatus(rssAfterGc <= results[0]!.before * (1 + GROWTH_TOLERANCE) + 50),
    },
  ];
  const notes: Note[] = [];
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  if (failed > 0) {
    const reasons = [...new Set(results.flatMap((r) => r.failures))].join('; ');
    notes.push({
      title: 'Failures in the memory rounds',
      body: `${failed} of ${rounds * concurrency} submissions were not accepted: ${reasons}`,
    });
  }
  const insideText = (m: Record<string, number> | null | undefined) =>
    m
      ? `heap used ${fmt(m.heapUsed ?? 0)} of ${fmt(m.heapTotal ?? 0)}, ArrayBuffers/Buffers ${fmt(m.arrayBuffers ?? 0)}`
      : 'not reported';
  const lastInside = results[results.length - 1]?.inside;
  // ArrayBuffers, not `external`: V8 updates its external total only when it sweeps, later.
  const liveAfterGc = afterGc ? (afterGc.now.heapUsed ?? 0) + (afterGc.now.arrayBuffers ?? 0) : Number.NaN;
  const missed =
    maxPeak >= BUDGET_MB || grows || rssAfterGc > results[0]!.before * (1 + GROWTH_TOLERANCE) + 50;
  notes.push({
    title: `Memory profile of the BFF${missed ? ' (missed the budget)' : ''}`,
    body:
      `Per round: ${results
        .map(
          (r) =>
            `round ${r.round}: RSS before ${fmt(r.before)}, peak ${fmt(r.peak)} (anonymous ${fmt(r.peakAnon)}; ` +
            `inside the process at its peak: ${insideText(r.inside)}), 2 s later ${fmt(r.settled)}, ` +
            `${r.ok} accepted in ${round(r.seconds, 1)} s`,
        )
        .join('; ')}. After the rounds and a forced full garbage collection: ${insideText(afterGc?.now)}, ` +
      `RSS ${fmt(rssAfterGc)}. One maximum-size submission alone (HTTP ${one.status}): ArrayBuffers up ` +
      `to ${fmt(one.receivingMaxArrayBuffers)} while its body streamed in, up to ` +
      `${fmt(one.storingMaxArrayBuffers)} from its last byte to the answer (copy to S3, row, enqueue); ` +
      'both include Buffers already dropped but not yet collected. ' +
      `RSS peaks are the kernel's high-water mark (VmHWM, reset before each round${kernelPeak ? '' : ' - refused here, so sampled VmRSS only'}) ` +
      'and VmRSS sampled every 20 ms from /proc/<pid>/status; the inside view is process.memoryUsage() ' +
      'sampled every 20 ms by scripts/stack/memory-probe.mjs, loaded into the BFF for the bench only. ' +
      (missed ? `${whereItGoes(one, concurrency, lastInside?.arrayBuffers)} ` : '') +
      conclusion(
        liveAfterGc,
        rssAfterGc,
        results[results.length - 1]?.settled ?? Number.NaN,
        results[0]!.before,
      ),
  });
  return {
    rows,
    notes,
    data: {
      memory: {
        concurrency,
        rounds,
        kernelPeak,
        one,
        results,
        afterGc,
        rssAfterGc,
        budgetMb: BUDGET_MB,
        grows,
      },
    },
  };
}
