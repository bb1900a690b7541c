import { UPLOAD_SLOT_LABELS } from '@funding/contracts';
import { QUEUE_NAMES, QUEUE_PREFIX, redisConnection, withPersonalDataMasked } from '@funding/platform';
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
import { budgetStatus, type Note, type Row, type SectionResult } from './report.ts';
import { shutdownBoundsRow } from './shutdown-bounds.ts';
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
  const source = {
    applicationId: 'FA-BENCH-00001',
    submittedAt: new Date(),
    agent,
    providerName: 'Funding Provider',
  };
  return {
    content: summaryContent({ ...source, application }),
    maskedContent: summaryContent({ ...source, application: withPersonalDataMasked(application) }),
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

/**
 * The render alone, called in this process: wall times, and CPU milliseconds per render (user and
 * system of this process, whose only work then is the render). The CPU figure is the baseline of
 * the workers' CPU per application: unlike wall time, it does not grow when other work shares the
 * cores.
 */
async function renderAlone(files: BenchFile[], times: number) {
  await renderApplicationPdf(renderRequestFor(files));
  const requests = Array.from({ length: times }, () => renderRequestFor(files));
  const before = process.cpuUsage();
  const wall = summarize(await timeRenders(times, () => renderApplicationPdf(requests.pop()!)));
  const used = process.cpuUsage(before);
  return { wall, cpuMs: (used.user + used.system) / 1000 / times };
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
  /** Applications with their PDF done per second, from the first submission to the last PDF. */
  pdfThroughput: number;
  /** Where the CPU went during the run (bursts only). */
  cpu?: CpuUsage;
}

function runResult(
  processes: number,
  rate: number,
  ids: string[],
  rejected: number,
  timings: Timing[],
  /** When the workers could start (a drained backlog); by default the first submission. */
  since?: number,
): RunResult {
  const done = timings.filter((t) => t.mailMs !== null);
  const startedAt = since ?? Math.min(...timings.map((t) => t.createdAt.getTime()));
  const lastMailed = Math.max(...done.map((t) => t.emailDoneAt!.getTime()));
  const rendered = timings.filter((t) => t.pdfDoneAt !== null);
  const lastRendered = Math.max(...rendered.map((t) => t.pdfDoneAt!.getTime()));
  return {
    processes,
    ratePerSecond: rate,
    submitted: ids.length,
    rejected,
    completed: done.length,
    failed: timings.filter((t) => t.failed).length,
    pdf: summarize(timings.flatMap((t) => (t.pdfMs === null ? [] : [t.pdfMs]))),
    mail: summarize(done.map((t) => t.mailMs!)),
    throughput: done.length / ((lastMailed - startedAt) / 1000),
    pdfThroughput: rendered.length / ((lastRendered - startedAt) / 1000),
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
  senders = 4,
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
  const load = await closedLoop(senders, count, async () => {
    ids.push(await submitTask(system, body, senders)());
  });
  const result = runResult(processes, Number.NaN, ids, load.failed, await waitForPipeline(sql, ids, 240_000));
  return { ...result, cpu: cpu() };
}

/**
 * The workers' own capacity: `count` submissions wait in the paused `pdf` queue (their intake done),
 * then the queue resumes and the warm workers drain it. Applications mailed per second from the
 * resume to the last mail, with no intake competing for the cores.
 */
async function drainBacklog(
  system: BenchSystem,
  sql: Sql,
  body: MultipartBody,
  count: number,
  workers: RunningService[],
): Promise<RunResult> {
  const queue = new Queue(QUEUE_NAMES.pdf, {
    connection: redisConnection(system.env.REDIS_URL!),
    prefix: QUEUE_PREFIX,
  });
  try {
    await queue.pause();
    progress(`pipeline: a backlog of ${count} submissions in the paused pdf queue, then drained`);
    const ids: string[] = [];
    const load = await closedLoop(4, count, async () => {
      ids.push(await submitTask(system, body, 4)());
    });
    const pids = (name: string) => workers.filter((w) => w.name === name).map((w) => w.child.pid ?? 0);
    const cpu = startCpuCount({ 'pdf-worker': pids('pdf-worker'), 'mail-worker': pids('mail-worker') });
    const resumedAt = Date.now();
    await queue.resume();
    const timings = await waitForPipeline(sql, ids, 240_000);
    return { ...runResult(workers.length / 2, Number.NaN, ids, load.failed, timings, resumedAt), cpu: cpu() };
  } finally {
    await queue.resume();
    await queue.close();
  }
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
  /** Submissions queued before the workers drain them (their own capacity). */
  backlog: number;
  /** Timed renders of the baseline. */
  renders: number;
  /** Maximum-size applications sent through the pipeline (one at a time) for their CPU figures. */
  maxApplications: number;
}

/** An application's files and its prebuilt multipart body. */
export interface BenchPackage {
  files: BenchFile[];
  body: MultipartBody;
}

const cpuMsPerApplication = (run: RunResult, group: string) =>
  run.cpu && run.completed > 0 ? ((run.cpu.groups[group] ?? 0) * 1000) / run.completed : Number.NaN;

export async function measurePipeline(
  system: BenchSystem,
  small: BenchPackage,
  max: BenchPackage,
  options: PipelineOptions,
): Promise<SectionResult> {
  const { files, body } = small;
  progress(`pipeline baseline: pdf-lib renders the same document ${options.renders} times in this process`);
  const packageBytes = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const alone = await renderAlone(files, options.renders);
  const direct = alone.wall;
  progress('pipeline baseline: the maximum-size document, rendered twice in this process');
  const maxAlone = await renderAlone(max.files, 2);
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
  // Each worker as deployed: its default concurrency (the pdf-worker renders two packages at once).
  const workerEnv = {};
  const workers: RunningService[] = [];
  const capacity: RunResult[] = [];
  const steady: RunResult[] = [];
  try {
    progress('pipeline: starting 1 pdf-worker and 1 mail-worker');
    workers.push(
      await system.addWorker('pdf-worker', workerEnv),
      await system.addWorker('mail-worker', workerEnv),
    );
    // Pairs of applications warm up the workers (JIT, connections, fonts) in both render threads, as
    // a worker that has run for a while is; the figures are of that state, not of a cold start.
    const submit = submitTask(system, body, 2);
    for (let i = 0; i < 4; i++) await waitForPipeline(sql, await Promise.all([submit(), submit()]), 60_000);

    capacity.push(await burst(system, sql, body, options.burst, workers));
    const drained = await drainBacklog(system, sql, body, options.backlog, workers);
    // The same rate for both: within what one process of each keeps up with.
    const rate = options.load * capacity[0]!.throughput;
    steady.push(await steadyArrivals(system, sql, body, rate, options.seconds, 1));
    progress(`pipeline: ${options.maxApplications} maximum-size applications, one at a time`);
    const maxRun = await burst(system, sql, max.body, options.maxApplications, workers, 1);

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
    const one = capacity[0]!;
    const smallCpu = {
      bff: cpuMsPerApplication(one, 'bff'),
      pdf: cpuMsPerApplication(one, 'pdf-worker'),
      mail: cpuMsPerApplication(one, 'mail-worker'),
    };
    const maxCpu = {
      bff: cpuMsPerApplication(maxRun, 'bff'),
      pdf: cpuMsPerApplication(maxRun, 'pdf-worker'),
    };
    const perCore = (cpuMs: number) => `${round(1000 / cpuMs, 1)}/s per core`;
    const cpuRow = (what: string, cpuMs: number, aloneMs: number): Row => ({
      section: 'issue 15',
      measure: `pdf-worker CPU per ${what} application (1 process, all its work: S3, Postgres, queues, render)`,
      value: `${ms(cpuMs)} CPU`,
      baseline: `render alone ${ms(aloneMs)} CPU`,
      versus: `x${round(cpuMs / aloneMs, 2)} (goal <= x2)`,
      status: budgetStatus(cpuMs <= 2 * aloneMs),
    });
    const steadyOne = steady[0]!;
    rows.push(
      cpuRow('small', smallCpu.pdf, alone.cpuMs),
      cpuRow('maximum-size', maxCpu.pdf, maxAlone.cpuMs),
      {
        section: 'issue 15',
        measure: `small applications mailed per second by 1 pdf-worker (and 1 mail-worker) process, draining a backlog of ${drained.submitted}`,
        value: `${round(drained.throughput, 2)}/s mailed (PDFs ${round(drained.pdfThroughput, 2)}/s)`,
        baseline: `with the intake of a burst of ${one.submitted} on the same cores: ${round(one.throughput, 2)}/s`,
        versus: 'goal >= 6/s',
        status: budgetStatus(drained.throughput >= 6 && drained.failed === 0),
      },
      {
        section: 'issue 15',
        measure: `accepted to mail done p95 at 60% of capacity (${round(steadyOne.ratePerSecond, 2)}/s, n=${steadyOne.completed})`,
        value: ms(steadyOne.mail.p95),
        baseline: `p50 ${ms(steadyOne.mail.p50)}`,
        versus: 'goal <= 1 s',
        status: budgetStatus(steadyOne.mail.p95 <= 1000 && steadyOne.completed === steadyOne.submitted),
      },
      ...(
        [
          ['BFF (with its PDF check process and qpdf)', 'small', smallCpu.bff],
          ['pdf-worker', 'small', smallCpu.pdf],
          ['mail-worker', 'small', smallCpu.mail],
          ['BFF (with its PDF check process and qpdf)', 'maximum-size', maxCpu.bff],
          ['pdf-worker', 'maximum-size', maxCpu.pdf],
        ] as const
      ).map(
        ([service, size, cpuMs]): Row => ({
          section: 'issue 15',
          measure: `CPU-seconds per ${size} application: ${service}`,
          value: `${round(cpuMs / 1000, 3)} s`,
          baseline: '',
          versus: `${perCore(cpuMs)} (sizing figure)`,
          status: '',
        }),
      ),
      shutdownBoundsRow(),
    );
    const notes: Note[] = [
      {
        title: 'How the pipeline is measured',
        body:
          'Small applications (7 x 200 KB: five scanned-page PDFs, a JPEG, a PNG) go through the BFF to both ' +
          'workers. Capacity: a burst of submissions, then applications mailed per second from the first ' +
          'accepted to the last mailed; the BFF takes the burst in on the same two cores meanwhile. The ' +
          "workers' own capacity: a backlog of submissions waits in the paused pdf queue, then the warm workers " +
          `drain it (${round(drained.throughput, 2)}/s mailed from the resume to the last mail; CPU per ` +
          `application then: pdf-worker ${ms(cpuMsPerApplication(drained, 'pdf-worker'))}, mail-worker ` +
          `${ms(cpuMsPerApplication(drained, 'mail-worker'))}, the cores ${Math.round((drained.cpu?.machineBusy ?? 0) * 100)}% busy). ` +
          `Latency: submissions at a steady ${round(rate, 2)}/s ` +
          `(${Math.round(options.load * 100)}% of the capacity of one process of each worker, the same rate for ` +
          'both set-ups), from Postgres `pdf_completed_at` and `email_completed_at` minus `created_at`. Each ' +
          'worker process runs with its default concurrency (the pdf-worker renders two packages at once). ' +
          `The baseline is \`renderApplicationPdf\` called directly in the bench process (p50 ${ms(direct.p50)}, ` +
          `${ms(alone.cpuMs)} of CPU; the maximum-size package ${ms(maxAlone.cpuMs)} of CPU). CPU per application ` +
          "is read from /proc for each service process and its children (the BFF's PDF check process and its " +
          'qpdf runs) over a burst, divided by the applications mailed; its inverse is the throughput one core ' +
          'gives that service, the figure to size replicas with, independent of how busy this machine was. ' +
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
          renderAloneCpuMs: alone.cpuMs,
          maxRenderAlone: maxAlone,
          maxRun,
          cpuPerApplicationMs: { small: smallCpu, max: maxCpu },
          renderInPool: threaded,
          packageBytes,
          rate,
          capacity,
          drained,
          steady,
        },
      },
    };
  } finally {
    for (const worker of workers) await system.stopProcess(worker);
    await sql.end({ timeout: 5 });
  }
}
