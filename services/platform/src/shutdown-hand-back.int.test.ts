import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/stack/process.ts';
import { enqueue } from './queues.ts';
import { eventually } from './testing/eventually.ts';
import { integrationEnv } from './testing/integration-env.ts';
import { newApplicationId, pipelineTestContext } from './testing/pipeline.ts';

/**
 * SIGTERM with a job in hand, in real processes against the test Redis: the job either finishes
 * before the shutdown bound, or at the bound it is handed back to the queue and done once, by
 * another worker. The pdf-worker's bound is its render timeout plus the time to store the result
 * (shutdownBoundFor), so a render normally finishes (worker-processes.int.test.ts); this is the
 * path past that bound.
 */
const context = pipelineTestContext();
const children: ChildProcess[] = [];
const WORKER = resolve(import.meta.dirname, 'testing/holding-worker.ts');

// The holding worker takes the oldest job first: a mail job an earlier file in this test worker
// left behind (its Redis database is this worker's for the whole run) would be held instead of this
// test's, which then never starts. Each test begins with an empty mail queue.
beforeEach(async () => {
  await context.queues.mail.obliterate({ force: true });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await context.close();
});

async function startWorker(holdMs: number, shutdownBoundMs: number) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      WORKER,
      integrationEnv().REDIS_URL!,
      String(port),
      String(holdMs),
      String(shutdownBoundMs),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  const lines: string[] = [];
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (text: string) => lines.push(...text.split('\n').filter(Boolean)));
  return { child, lines };
}

describe('a job in hand at SIGTERM', () => {
  it('finishes when it ends within the bound', async () => {
    const applicationId = newApplicationId();
    const worker = await startWorker(1_500, 10_000);
    await enqueue(context.queues, 'mail', { applicationId });
    await eventually('the job to start', async () => worker.lines.includes(`started ${applicationId}`));
    worker.child.kill('SIGTERM');
    const [code] = await once(worker.child, 'exit');
    expect(code).toBe(0);
    expect(worker.lines).toContain(`finished ${applicationId}`);
    expect(await (await context.queues.mail.getJob(applicationId))?.getState()).toBe('completed');
    await context.queues.mail.remove(applicationId);
  });

  it('is handed back at the bound, not counted as an attempt, and done once by another worker', async () => {
    const applicationId = newApplicationId();
    const boundMs = 1_000;
    const stopping = await startWorker(60_000, boundMs);
    await enqueue(context.queues, 'mail', { applicationId });
    await eventually('the job to start', async () => stopping.lines.includes(`started ${applicationId}`));
    const signalled = Date.now();
    stopping.child.kill('SIGTERM');
    const [code] = await once(stopping.child, 'exit');
    // Past the bound the process gives up (exit 1), within the bound plus the hand-back's own limit.
    expect(code).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(boundMs + 4_000);
    expect(stopping.lines).not.toContain(`finished ${applicationId}`);
    const handedBack = await context.queues.mail.getJob(applicationId);
    expect(await handedBack?.getState()).toBe('waiting');
    expect(handedBack?.attemptsMade).toBe(0);

    // Taken at once by the next worker (no lock to expire), and done there once.
    const next = await startWorker(0, 10_000);
    await eventually('the job to be done', async () => next.lines.includes(`finished ${applicationId}`));
    // The line is printed inside the job, a moment before the queue moves it to completed.
    await eventually(
      'the job to be completed',
      async () => (await (await context.queues.mail.getJob(applicationId))?.getState()) === 'completed',
    );
    const finished = [...stopping.lines, ...next.lines].filter(
      (line) => line === `finished ${applicationId}`,
    );
    expect(finished).toHaveLength(1);
    next.child.kill('SIGTERM');
    expect((await once(next.child, 'exit'))[0]).toBe(0);
    await context.queues.mail.remove(applicationId);
  });
});
