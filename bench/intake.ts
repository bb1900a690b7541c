import { randomUUID } from 'node:crypto';
import { CONTENT_TYPE_OF } from '@funding/contracts';
import { processSeconds } from './cpu.ts';
import type { BenchFile, MultipartBody } from './documents.ts';
import { agentFor, closedLoop, httpRequest, type LoadResult } from './loadgen.ts';
import { budgetStatus, type Note, type Row, type SectionResult } from './report.ts';
import { MiB, ms, round, summarize } from './stats.ts';
import { type BenchSystem, progress } from './system.ts';

export interface IntakeCase {
  label: string;
  files: BenchFile[];
  body: MultipartBody;
  /** Concurrency and number of submissions at that concurrency. */
  steps: { concurrency: number; amount: number }[];
  /** Issue 26's goal: the p95 submit latency within this multiple of the same bytes put to S3 directly. */
  goalLatencyRatio: number;
}

/** POSTs the prebuilt submission; anything but 201 with an application id is a failure. */
export function submitTask(system: BenchSystem, body: MultipartBody, concurrency: number) {
  const agent = agentFor(concurrency);
  return async () => {
    const answer = await httpRequest(`${system.baseUrl}/api/applications`, {
      method: 'POST',
      headers: { 'content-type': body.contentType },
      body: body.body,
      agent,
    });
    if (answer.status !== 201) throw new Error(`HTTP ${answer.status}: ${answer.body.slice(0, 160)}`);
    return JSON.parse(answer.body).applicationId as string;
  };
}

/**
 * The baseline: the same seven files put straight to the same S3 server, at once, through the
 * storage port the BFF stores them with (one request of known length per file).
 */
function s3Task(system: BenchSystem, files: BenchFile[], keys: string[]) {
  const { storage } = system;
  const buffers = files.map((f) => Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength));
  return async () => {
    await Promise.all(
      files.map((file, index) => {
        const key = `bench-baseline/${randomUUID()}`;
        keys.push(key);
        return storage.putBytes(key, buffers[index]!, CONTENT_TYPE_OF[file.kind]);
      }),
    );
  };
}

function summarizeLoad(results: LoadResult[]) {
  const latency = summarize(results.flatMap((result) => result.latenciesMs));
  const sum = (pick: (result: LoadResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const ok = sum((result) => result.ok);
  return {
    ...latency,
    ok,
    failed: sum((result) => result.failed),
    perSecond: ok / (sum((result) => result.wallMs) / 1000),
  };
}

/**
 * Each step runs in this many rounds, the BFF and S3 direct taking turns (BFF first in even rounds,
 * S3 first in odd ones): a busy spell of the shared machine then falls on both sides alike instead
 * of on whichever ran during it. One run after the other gave ratios 20 points apart on the same code.
 */
const ROUNDS = 4;

export async function measureIntake(system: BenchSystem, cases: IntakeCase[]): Promise<SectionResult> {
  const rows: Row[] = [];
  const notes: Note[] = [];
  const data: Record<string, unknown>[] = [];
  for (const c of cases) {
    const submissionBytes = c.files.reduce((sum, f) => sum + f.bytes.length, 0);
    // One of each to warm connections, JIT and the table before timing.
    await submitTask(system, c.body, 1)();
    await s3Task(system, c.files, [])();
    for (const { concurrency, amount } of c.steps) {
      progress(
        `intake ${c.label}: ${amount} submissions at concurrency ${concurrency} (BFF and S3 direct in turns)`,
      );
      const bffRounds: LoadResult[] = [];
      const s3Rounds: LoadResult[] = [];
      // The BFF's CPU with its children: the qpdf fork server and the process that checks each PDF.
      const bffPid = system.bff.child.pid ?? 0;
      let bffCpuSeconds = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const share = Math.round(((round + 1) * amount) / ROUNDS) - Math.round((round * amount) / ROUNDS);
        const keys: string[] = [];
        const viaBff = async () => {
          const before = processSeconds(bffPid);
          bffRounds.push(await closedLoop(concurrency, share, submitTask(system, c.body, concurrency)));
          bffCpuSeconds += processSeconds(bffPid) - before;
        };
        const direct = async () =>
          s3Rounds.push(await closedLoop(concurrency, share, s3Task(system, c.files, keys)));
        for (const side of round % 2 === 0 ? [viaBff, direct] : [direct, viaBff]) await side();
        await system.storage.removeObjects(keys).catch(() => {});
      }
      const bff = summarizeLoad(bffRounds);
      const s3 = summarizeLoad(s3Rounds);
      const latencyRatio = bff.p95 / s3.p95;
      const mbps = (perSecond: number) => round((perSecond * submissionBytes) / MiB, 1);
      const cpuMs = (bffCpuSeconds * 1000) / Math.max(1, bff.ok);
      rows.push({
        section: 'intake',
        measure: `${c.label}, concurrency ${concurrency}: submit latency p50/p95/p99 (n=${bff.ok})`,
        value: `${ms(bff.p50)} / ${ms(bff.p95)} / ${ms(bff.p99)}`,
        baseline: `${ms(s3.p50)} / ${ms(s3.p95)} / ${ms(s3.p99)} S3 direct`,
        versus: `p95 x${round(latencyRatio, 2)} (goal <= x${c.goalLatencyRatio})`,
        status: budgetStatus(latencyRatio <= c.goalLatencyRatio),
      });
      rows.push({
        section: 'intake',
        measure: `${c.label}, concurrency ${concurrency}: submissions/s (MB/s); BFF CPU per submission with its PDF checks`,
        value: `${round(bff.perSecond, 2)}/s (${mbps(bff.perSecond)} MB/s); ${round(cpuMs, 1)} ms CPU`,
        baseline: `${round(s3.perSecond, 2)}/s (${mbps(s3.perSecond)} MB/s) S3 direct`,
        versus: `${Math.round((bff.perSecond / s3.perSecond) * 100)}% of S3 direct`,
        status: '',
      });
      if (bff.failed > 0 || s3.failed > 0) {
        notes.push({
          title: `Failures in intake ${c.label} at concurrency ${concurrency}`,
          body: `BFF: ${bff.failed} failed, S3 direct: ${s3.failed} failed.`,
        });
      }
      data.push({ case: c.label, concurrency, amount, submissionBytes, bff, s3, latencyRatio, cpuMs });
    }
  }
  notes.push({
    title: 'How intake is measured',
    body:
      'A closed loop of N callers on loopback, each sending the next prebuilt multipart submission (the ' +
      'application JSON and seven real PDF/JPEG/PNG files) as soon as the previous one is answered (201). ' +
      'The baseline is the same seven files put to the same S3 server from the bench process by the same ' +
      'loop, seven puts at once per "submission" as the BFF stores them. The BFF additionally parses the ' +
      'multipart stream, keeps small files in memory (larger ones spool to disk), has qpdf rewrite each PDF ' +
      'and judges the rewrite, stores each file as soon as it is checked, validates, commits the row and ' +
      'enqueues the PDF job, ' +
      'all on the same two cores as the S3 server and the load generator. Each step runs in ' +
      `${ROUNDS} rounds in which the BFF and S3 direct take turns, so the machine's busy spells fall on both sides.`,
  });
  return { rows, notes, data: { intake: data } };
}
