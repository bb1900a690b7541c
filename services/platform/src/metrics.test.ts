import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  createQueueMetrics,
  processMetricsRegistry,
  QUEUE_JOB_STATES,
  renderMetrics,
  type WorkerEvents,
} from './metrics.ts';

/** The value of one sample line of a Prometheus text page, e.g. `name{a="b"} 3`. */
function sample(page: string, series: string): number | undefined {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const workerEvents = () => new EventEmitter() as EventEmitter & WorkerEvents;

describe('queue metrics', () => {
  it('renders the job counts of every state, read from Redis at scrape time', async () => {
    let waiting = 3;
    const metrics = createQueueMetrics({
      queue: 'pdf',
      readJobCounts: async () => ({ wait: waiting, prioritized: 1, active: 2, failed: 4 }),
    });
    const first = await renderMetrics(metrics.registry);
    expect(first.contentType).toMatch(/^text\/plain/);
    expect(first.body).toContain('# TYPE bullmq_queue_jobs gauge');
    expect(sample(first.body, 'bullmq_queue_jobs{queue="pdf",state="wait"}')).toBe(3);
    expect(sample(first.body, 'bullmq_queue_jobs{queue="pdf",state="prioritized"}')).toBe(1);
    expect(sample(first.body, 'bullmq_queue_jobs{queue="pdf",state="active"}')).toBe(2);
    // States Redis did not report are zero, not missing.
    expect(sample(first.body, 'bullmq_queue_jobs{queue="pdf",state="delayed"}')).toBe(0);
    expect(sample(first.body, 'bullmq_queue_counts_up{queue="pdf"}')).toBe(1);

    waiting = 7;
    const second = await renderMetrics(metrics.registry);
    expect(sample(second.body, 'bullmq_queue_jobs{queue="pdf",state="wait"}')).toBe(7);
    for (const state of QUEUE_JOB_STATES) {
      expect(sample(second.body, `bullmq_queue_jobs{queue="pdf",state="${state}"}`)).toBeTypeOf('number');
    }
  });

  it('reports counts as down, not stale, when Redis does not answer in time', async () => {
    let fail = false;
    const metrics = createQueueMetrics({
      queue: 'mail',
      readJobCounts: () => (fail ? new Promise(() => {}) : Promise.resolve({ wait: 5 })),
      timeoutMs: 50,
    });
    expect(
      sample((await renderMetrics(metrics.registry)).body, 'bullmq_queue_jobs{queue="mail",state="wait"}'),
    ).toBe(5);
    fail = true;
    const page = (await renderMetrics(metrics.registry)).body;
    expect(sample(page, 'bullmq_queue_counts_up{queue="mail"}')).toBe(0);
    expect(sample(page, 'bullmq_queue_jobs{queue="mail",state="wait"}')).toBeUndefined();
  });

  it('counts completed and failed jobs and times them', async () => {
    const metrics = createQueueMetrics({ queue: 'pdf', readJobCounts: async () => ({}) });
    const before = (await renderMetrics(metrics.registry)).body;
    // Counters exist at zero before the first job, so rate() sees the first one.
    expect(sample(before, 'bullmq_jobs_completed_total{queue="pdf"}')).toBe(0);
    expect(sample(before, 'bullmq_jobs_failed_total{queue="pdf",outcome="final"}')).toBe(0);

    const worker = workerEvents();
    metrics.observe(worker);
    worker.emit('completed', { processedOn: 1_000, finishedOn: 1_500 });
    worker.emit('completed', { processedOn: 1_000, finishedOn: 4_000 });
    // A failed attempt that will be retried has no finishedOn; the last one has.
    worker.emit('failed', { processedOn: Date.now() - 100 }, new Error('S3 timeout'));
    worker.emit('failed', { processedOn: 1_000, finishedOn: 2_000 }, new Error('gave up'));
    worker.emit('failed', undefined, new Error('no job'));

    const page = (await renderMetrics(metrics.registry)).body;
    expect(sample(page, 'bullmq_jobs_completed_total{queue="pdf"}')).toBe(2);
    expect(sample(page, 'bullmq_jobs_failed_total{queue="pdf",outcome="retry"}')).toBe(2);
    expect(sample(page, 'bullmq_jobs_failed_total{queue="pdf",outcome="final"}')).toBe(1);
    expect(sample(page, 'bullmq_job_duration_seconds_count{queue="pdf",status="completed"}')).toBe(2);
    expect(sample(page, 'bullmq_job_duration_seconds_sum{queue="pdf",status="completed"}')).toBe(3.5);
    expect(sample(page, 'bullmq_job_duration_seconds_bucket{le="0.5",queue="pdf",status="completed"}')).toBe(
      1,
    );
    expect(sample(page, 'bullmq_job_duration_seconds_count{queue="pdf",status="failed"}')).toBe(2);
  });

  it('adds the process metrics once per process', async () => {
    expect(processMetricsRegistry()).toBe(processMetricsRegistry());
    const metrics = createQueueMetrics({ queue: 'pdf', readJobCounts: async () => ({}) });
    const page = (await renderMetrics(processMetricsRegistry(), metrics.registry)).body;
    expect(page).toContain('process_resident_memory_bytes');
    expect(page).toContain('nodejs_eventloop_lag_seconds');
    expect(page).toContain('bullmq_queue_jobs');
  });
});
