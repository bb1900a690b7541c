import { UPLOAD_SLOT_LABELS } from '@funding/contracts';
import { QUEUE_NAMES, QUEUE_PREFIX, redisConnection } from '@funding/platform';
import { Queue } from 'bullmq';
import postgres from 'postgres';
import type { RunningService } from '../scripts/stack/services.ts';
import { loadPdfWorkerEnv } from '../services/pdf-worker/src/env.ts';
import { renderApplicationPdf } from '../services/pdf-worker/src/render/render-application-pdf.ts';
import { createRenderPool } from '../services/pdf-worker/src/render/render-pool.ts';
import type { RenderRequest } from '../services/pdf-worker/src/render/render-types.ts';
import { type SummarySource, summaryContent } from '../services/pdf-worker/src/summary-content.ts';
import { type CpuUsage, startCpuCount } from './cpu.ts';
import { type BenchFile, benchApplication, type MultipartBody } from './documents.ts';
import { submitTask } from './intake.ts';
import { closedLoop } from './loadgen.ts';
import type { Note, Row, SectionResult } from './report.ts';
import { bytes, ms, round, summarize } from './stats.ts';
import { type BenchSystem, progress } from './system.ts';

/** The document the pdf-worker renders for a submission of `files`, built the way render-request.ts does. */
export function renderRequestFor(
  files: BenchFile[],
  {
    application = benchApplication(),
    agent = null,
  }: Partial<Pick<SummarySource, 'application' | 'agent'>> = {},
): RenderRequest {
  return {
    content: summaryContent({
      applicationId: 'FA-BENCH-00001',
      application,
      submittedAt: new Date(),
      agent,
      providerName: 'Funding Provider',
    }),
    documents: files.map((file) => ({
      label: UPLOAD_SLOT_LABELS[file.slot],
      originalName: file.name,
      kind: file.kind,
      sizeBytes: file.bytes.byteLength,
      // A copy that owns its buffer: the render thread takes the buffers over.
      bytes: new Uint8Array(file.bytes),
    })),
  };
}

async function timeRenders(times: number, render: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await render();
    samples.push(performance.now() - started);
  }
  return samples;
}

interface Timing {
  applicationId: string;
  pdfMs: number | null;
  mailMs: number | null;
  createdAt: Date;
  emailDoneAt: Date | null;
  pdfDoneAt: Date | null;
  failed: boolean;
}

type Sql = ReturnType<typeof postgres>;

async function readTimings(sql: Sql, ids: string[]): Promise<Timing[]> {
  const rows = await sql<
    {
      application_id: string;
      created_at: Date;
      pdf_completed_at: Date | null;
      email_completed_at: Date | null;
      pdf_status: string;
      email_status: string;
    }[]
  >`select application_id, created_at, pdf_completed_at, email_completed_at, pdf_status, email_status
    from applications where application_id = any(${ids})`;
  return rows.map((r) => ({
    applicationId: r.application_id,
    createdAt: r.created_at,
    pdfDoneAt: r.pdf_completed_at,
    emailDoneAt: r.email_completed_at,
    pdfMs: r.pdf_completed_at ? r.pdf_completed_at.getTime() - r.created_at.getTime() : null,
    mailMs: r.email_completed_at ? r.email_completed_at.getTime() - r.created_at.getTime() : null,
    failed: r.pdf_status === 'failed' || r.email_status === 'failed',
  }));
}

/** Polls Postgres until every application has its mail sent (or a step failed), or the deadline passes. */
async function waitForPipeline(sql: Sql, ids: string[], timeoutMs: number): Promise<Timing[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const timings = await readTimings(sql, ids);
    const finished = timings.filter((t) => t.mailMs !== null || t.failed).length;
    if (finished === ids.length || Date.now() > deadline) return timings;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface RunResult {
  processes: number;
  ratePerSecond: number;
  submitted: number;
  rejected: number;
  completed: number;
  failed: number;
  pdf: ReturnType<typeof summarize>;
  mail: ReturnType<typeof summarize>;
  /** Applications mailed per second, from the first submission to the last mail. */
  throughput: number;
  /** Where the CPU went during the run (bursts only). */
  cpu?: CpuUsage;
}

function runResult(
  processes: number,
  rate: number,
  ids: string[],
  rejected: number,
  timings: Timing[],
): RunResult {
  const done = timings.filter((t) => t.mailMs !== null);
  const firstCreated = Math.min(...timings.map((t) => t.createdAt.getTime()));
  const lastMailed = Math.max(...done.map((t) => t.emailDoneAt!.getTime()));
  return {
    processes,
    ratePerSecond: rate,
    submitted: ids.length,
    rejected,
    completed: done.length,
    failed: timings.filter((t) => t.failed).length,
    pdf: summarize(timings.flatMap((t) => (t.pdfMs === null ? [] : [t.pdfMs]))),
    mail: summarize(done.map((t) => t.mailMs!)),
    throughput: done.length / ((lastMailed - firstCreated) / 1000),
  };
}

/** Submissions at a fixed rate (open loop: one every 1/rate s whatever the answers do). */
async function steadyArrivals(
  system: BenchSystem,
  sql: Sql,
  body: MultipartBody,
  rate: number,
  seconds: number,
  processes: number,
): Promise<RunResult> {
  progress(
    `pipeline: steady arrivals at ${round(rate, 2)}/s for ${seconds} s, ${processes} process(es) of each worker`,
  );
  const count = Math.max(3, Math.round(rate * seconds));
  const submit = submitTask(system, body, 16);
  const ids: string[] = [];
  let rejected = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      submit().then(
        (id) => void ids.push(id),
        () => void rejected++,
      ),
    );
  }
  await Promise.all(pending);
  return runResult(processes, rate, ids, rejected, await waitForPipeline(sql, ids, 180_000));
}

/** A burst of `count` submissions (four at a time), then the time until the last one is mailed: capacity. */
async function burst(
  system: BenchSystem,
  sql: Sql,
  body: MultipartBody,
  count: number,
  workers: RunningService[],
): Promise<RunResult> {
  const processes = workers.length / 2;
  const pids = (name: string) => workers.filter((w) => w.name === name).map((w) => w.child.pid ?? 0);
  const cpu = startCpuCount({
    bff: [system.bff.child.pid ?? 0],
    'pdf-worker': pids('pdf-worker'),
    'mail-worker': pids('mail-worker'),
  });
  progress(
    `pipeline: capacity, a burst of ${count} submissions with ${processes} process(es) of each worker`,
  );
  const ids: string[] = [];
  const load = await closedLoop(4, count, async () => {
    ids.push(await submitTask(system, body, 4)());
  });
  const result = runResult(processes, Number.NaN, ids, load.failed, await waitForPipeline(sql, ids, 240_000));
  return { ...result, cpu: cpu() };
}

/** Removes every job left in the queues (the intake measurements queue hundreds nobody works on). */
async function emptyQueues(redisUrl: string): Promise<void> {
  const connection = redisConnection(redisUrl);
  for (const name of Object.values(QUEUE_NAMES)) {
    const queue = new Queue(name, { connection, prefix: QUEUE_PREFIX });
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

function cpuSentence(run: RunResult): string {
  const cpu = run.cpu;
  if (!cpu || run.completed === 0) return '';
  const perApp = (name: string) => `${ms(((cpu.groups[name] ?? 0) * 1000) / run.completed)}`;
  return (
    `With ${run.processes} process${run.processes > 1 ? 'es' : ''} of each, the machine's cores were ` +
    `${Math.round(cpu.machineBusy * 100)}% busy during the burst; CPU per application: pdf-worker ` +
    `${perApp('pdf-worker')}, mail-worker ${perApp('mail-worker')}, BFF ${perApp('bff')}. `
  );
}

function scalingSentence(capacity: RunResult[]): string {
  const [one, two] = capacity;
  if (!one || !two) return '';
  const factor = two.throughput / one.throughput;
  return (
    `Capacity: one process of each mailed ${round(one.throughput, 2)}/s, two processes ` +
    `${round(two.throughput, 2)}/s (x${round(factor, 2)}). ${cpuSentence(one)}${cpuSentence(two)}` +
    (factor >= 1.6
      ? 'Adding a process nearly doubles the throughput even on this two-core machine.'
      : `${factor < 1 ? 'A second process lowered it here' : 'A second process added little here'}: the ` +
        'two cores are shared by the BFF, Postgres, Redis, S3, the mail catcher, every worker and the ' +
        'bench, so once they are busy more processes only compete for them. Adding worker processes adds ' +
        'throughput where they get cores of their own (pods on other nodes).')
  );
}

export interface PipelineOptions {
  /** Length of each steady-arrival run. */
  seconds: number;
  /** Steady arrival rate as a fraction of the capacity of one process of each worker. */
  load: number;
  /** Submissions in each capacity burst. */
  burst: number;
  /** Timed renders of the baseline. */
  renders: number;
}

export async function measurePipeline(
  system: BenchSystem,
  files: BenchFile[],
  body: MultipartBody,
  options: PipelineOptions,
): Promise<SectionResult> {
  progress(`pipeline baseline: pdf-lib renders the same document ${options.renders} times in this process`);
  const packageBytes = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const request = renderRequestFor(files);
  await renderApplicationPdf(renderRequestFor(files));
  const direct = summarize(await timeRenders(options.renders, () => renderApplicationPdf(request)));
  // The worker renders in a pool of persistent threads: the same render, handed to a warm thread.
  const renderEnv = loadPdfWorkerEnv({});
  const pool = createRenderPool({
    threads: 1,
    timeoutMs: renderEnv.RENDER_TIMEOUT_MS,
    maxMemoryMb: renderEnv.RENDER_MAX_MEMORY_MB,
    recycleAfterRenders: renderEnv.RENDER_RECYCLE_AFTER,
    onError: () => {},
  });
  await pool.render(renderRequestFor(files));
  const threaded = summarize(
    await timeRenders(Math.max(3, Math.ceil(options.renders / 2)), () =>
      pool.render(renderRequestFor(files)),
    ),
  );
  await pool.close();

  await emptyQueues(system.env.REDIS_URL!);
  const sql = postgres(system.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  // One job at a time per process, so "2 processes" is twice the renders in flight of "1 process".
  const workerEnv = { WORKER_CONCURRENCY: '1' };
  const workers: RunningService[] = [];
  const capacity: RunResult[] = [];
  const steady: RunResult[] = [];
  try {
    progress('pipeline: starting 1 pdf-worker and 1 mail-worker');
    workers.push(
      await system.addWorker('pdf-worker', workerEnv),
      await system.addWorker('mail-worker', workerEnv),
    );
    // Two applications alone warm up the workers (JIT, connections, the first render thread).
    const submit = submitTask(system, body, 1);
    for (let i = 0; i < 2; i++) await waitForPipeline(sql, [await submit()], 60_000);

    capacity.push(await burst(system, sql, body, options.burst, workers));
    // The same rate for both: within what one process of each keeps up with.
    const rate = options.load * capacity[0]!.throughput;
    steady.push(await steadyArrivals(system, sql, body, rate, options.seconds, 1));

    progress('pipeline: adding a second pdf-worker and mail-worker');
    workers.push(
      await system.addWorker('pdf-worker', workerEnv),
      await system.addWorker('mail-worker', workerEnv),
    );
    capacity.push(await burst(system, sql, body, options.burst, workers));
    steady.push(await steadyArrivals(system, sql, body, rate, options.seconds, 2));

    const rows: Row[] = [];
    for (const [index, run] of steady.entries()) {
      const processes = `${run.processes} process${run.processes > 1 ? 'es' : ''} of each worker`;
      const label = `${processes}, ${round(run.ratePerSecond, 2)}/s for ${options.seconds} s (n=${run.completed})`;
      const cap = capacity[index]!;
      rows.push(
        {
          section: 'pipeline',
          measure: `accepted to PDF done p50/p95, ${label}`,
          value: `${ms(run.pdf.p50)} / ${ms(run.pdf.p95)}`,
          baseline: `render alone ${ms(direct.p50)} / ${ms(direct.p95)}`,
          versus: `p50 x${round(run.pdf.p50 / direct.p50, 1)}`,
          status: '',
        },
        {
          section: 'pipeline',
          measure: `accepted to mail done p50/p95, ${label}`,
          value: `${ms(run.mail.p50)} / ${ms(run.mail.p95)}`,
          baseline: `render alone ${ms(direct.p50)} / ${ms(direct.p95)}`,
          versus: `p50 x${round(run.mail.p50 / direct.p50, 1)}`,
          status: '',
        },
        {
          section: 'pipeline',
          measure: `capacity (mailed/s, burst of ${cap.submitted}), ${processes}`,
          value: `${round(cap.throughput, 2)}/s${cap.failed ? ` (${cap.failed} failed)` : ''}`,
          baseline: `${round(1000 / direct.p50, 2)}/s renders alone, one core`,
          versus: index > 0 ? `x${round(cap.throughput / capacity[0]!.throughput, 2)} vs 1 process` : '',
          status: '',
        },
      );
    }
    const notes: Note[] = [
      {
        title: 'How the pipeline is measured',
        body:
          'Small applications (7 x 200 KB: five scanned-page PDFs, a JPEG, a PNG) go through the BFF to both ' +
          'workers. Capacity: a burst of submissions, then applications mailed per second from the first ' +
          `accepted to the last mailed. Latency: submissions at a steady ${round(rate, 2)}/s ` +
          `(${Math.round(options.load * 100)}% of the capacity of one process of each worker, the same rate for ` +
          'both set-ups), from Postgres `pdf_completed_at` and `email_completed_at` minus `created_at`. Each ' +
          'worker process takes one job at a time (`WORKER_CONCURRENCY=1`). The baseline is ' +
          `\`renderApplicationPdf\` called directly in the bench process (p50 ${ms(direct.p50)}). ` +
          `The pdf-worker renders every package in a pool of persistent threads; handing this ${bytes(packageBytes)} ` +
          `package to a warm thread takes p50 ${ms(threaded.p50)} (the transfer of the documents and the copy of ` +
          'the result back). The pipeline also reads the uploads from S3, writes two PDFs, updates the statuses, hands ' +
          `over between the queues and sends the mail. ${scalingSentence(capacity)}`,
      },
    ];
    return {
      rows,
      notes,
      data: {
        pipeline: {
          renderDirect: direct,
          renderInPool: threaded,
          packageBytes,
          rate,
          capacity,
          steady,
        },
      },
    };
  } finally {
    for (const worker of workers) await system.stopProcess(worker);
    await sql.end({ timeout: 5 });
  }
}
