import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { neverThrows } from './never-throws.ts';
import { withTimeout } from './with-timeout.ts';

// The bff builds its request metrics with these, so it needs no prom-client dependency of its own.
export { Counter, Histogram, Registry } from 'prom-client';

/** What a `/metrics` route answers (the shape `startHealthServer`'s extra routes return). */
export interface MetricsPage {
  contentType: string;
  body: string;
}

/** Every state BullMQ keeps a key for; `wait` and `prioritized` are the backlog KEDA scales on. */
export const QUEUE_JOB_STATES = [
  'wait',
  'prioritized',
  'active',
  'delayed',
  'waiting-children',
  'paused',
  'completed',
  'failed',
] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

/** Job duration buckets in seconds: mails take well under a second, large PDF packages minutes. */
const JOB_DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

let processRegistry: Registry | undefined;

/**
 * CPU, memory, heap, event-loop lag and GC of this process, registered once per process: the
 * default collectors watch the event loop, and a second set would only measure it twice.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Renders registries as one Prometheus text page; never throws, so a scrape cannot crash a server. */
export async function renderMetrics(...registries: Registry[]): Promise<MetricsPage> {
  const merged = Registry.merge(registries);
  try {
    return { contentType: merged.contentType, body: await merged.metrics() };
  } catch (error) {
    return { contentType: 'text/plain; charset=utf-8', body: `# metrics unavailable: ${String(error)}\n` };
  }
}

/** The fields of a BullMQ job that timing needs. */
export interface TimedJob {
  processedOn?: number | undefined;
  /** Set when the job reached a final state; a failed attempt that will be retried has none. */
  finishedOn?: number | undefined;
}

/** The events of a BullMQ Worker that the metrics listen to. */
export interface WorkerEvents {
  on(event: 'completed', listener: (job: TimedJob) => void): unknown;
  on(event: 'failed', listener: (job: TimedJob | undefined, error: Error) => void): unknown;
}

export interface QueueMetricsOptions {
  /** The queue's name, the `queue` label of every series. */
  queue: string;
  /** Reads the queue's job counts by state (BullMQ's `getJobCounts`). */
  readJobCounts: () => Promise<Record<string, number>>;
  /** A scrape does not wait longer than this for Redis. */
  timeoutMs?: number;
}

export interface QueueMetrics {
  registry: Registry;
  /** Counts and times the jobs this worker finishes. */
  observe(worker: WorkerEvents): void;
}

/**
 * A worker's queue metrics: the job counts of its queue by state, read from Redis at each scrape
 * (every replica reports the same queue-wide numbers, so dashboards take `max by (queue, state)`),
 * and counters and a duration histogram of the jobs this replica processed.
 */
export function createQueueMetrics({
  queue,
  readJobCounts,
  timeoutMs = 2_000,
}: QueueMetricsOptions): QueueMetrics {
  const registry = new Registry();
  const jobs = new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs in the queue by state, as Redis holds them at scrape time',
    labelNames: ['queue', 'state'],
    registers: [registry],
    // prom-client awaits `collect` before it reads the values.
    collect: () => refresh(),
  });
  const countsUp = new Gauge({
    name: 'bullmq_queue_counts_up',
    help: '1 when the job counts could be read from Redis at this scrape, else 0',
    labelNames: ['queue'],
    registers: [registry],
    collect: () => refresh(),
  });
  const completed = new Counter({
    name: 'bullmq_jobs_completed_total',
    help: 'Jobs this worker completed',
    labelNames: ['queue'],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'bullmq_jobs_failed_total',
    help: 'Failed job attempts of this worker; outcome="final" when no attempt is left',
    labelNames: ['queue', 'outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'bullmq_job_duration_seconds',
    help: 'Time from a job attempt starting to its end, by status',
    labelNames: ['queue', 'status'],
    buckets: JOB_DURATION_BUCKETS,
    registers: [registry],
  });
  // Series exist from the first scrape, so rate() and increase() see the first job too.
  completed.inc({ queue }, 0);
  failed.inc({ queue, outcome: 'retry' }, 0);
  failed.inc({ queue, outcome: 'final' }, 0);

  // Both gauges are filled by one read per scrape, whichever the registry collects first.
  let refreshing: Promise<void> | null = null;
  const refresh = () => {
    refreshing ??= readCounts().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
  const readCounts = async () => {
    try {
      const counts = await withTimeout(readJobCounts(), timeoutMs, 'reading the job counts');
      for (const state of QUEUE_JOB_STATES) jobs.set({ queue, state }, counts[state] ?? 0);
      countsUp.set({ queue }, 1);
    } catch {
      // Stale counts would look healthy; no counts and up=0 make the outage visible instead.
      jobs.reset();
      countsUp.set({ queue }, 0);
    }
  };

  const secondsSince = (job: TimedJob) =>
    job.processedOn ? Math.max(0, ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000) : undefined;

  return {
    registry,
    observe(worker) {
      worker.on(
        'completed',
        neverThrows((job: TimedJob) => {
          completed.inc({ queue });
          const seconds = secondsSince(job);
          if (seconds !== undefined) duration.observe({ queue, status: 'completed' }, seconds);
        }),
      );
      worker.on(
        'failed',
        neverThrows((job: TimedJob | undefined) => {
          failed.inc({ queue, outcome: job?.finishedOn ? 'final' : 'retry' });
          const seconds = job ? secondsSince(job) : undefined;
          if (seconds !== undefined) duration.observe({ queue, status: 'failed' }, seconds);
        }),
      );
    },
  };
}
