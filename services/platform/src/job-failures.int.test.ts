import { randomInt } from 'node:crypto';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { withScrubbedFailures } from './job-failures.ts';
import { enqueue, QUEUE_NAMES, QUEUE_PREFIX } from './queues.ts';
import { eventually } from './testing/eventually.ts';
import { newApplicationId, pipelineTestContext } from './testing/pipeline.ts';

/**
 * What a failed job leaves in Redis, read from Redis itself (not through BullMQ's job object,
 * which could hide what is stored): the reason and the stack of every attempt, and the job's data.
 */
// Values of this run's own: other files of the worker share its Redis database and may store the
// usual test SSN on purpose (a hostile job), so only these can tell this test's leak.
const SSN = `${randomInt(100, 899)}-${randomInt(10, 99)}-${randomInt(1000, 9999)}`;
const EMAIL = `maria.${randomInt(1e9)}@acme-bakery.test`;

describe('nothing personal in Redis', () => {
  const context = pipelineTestContext({ attempts: 2, backoffMs: 10 });
  const workers: Worker[] = [];
  // Redis read as it is, with a client of the test's own, not through BullMQ.
  const client = new Redis(context.env.REDIS_URL!);
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    client.disconnect();
    await context.close();
  });
  const jobHash = (jobId: string) => `${QUEUE_PREFIX}:${QUEUE_NAMES.mail}:${jobId}`;

  /** Every value of every key in the test's Redis database, as text. */
  async function everythingStored(): Promise<string> {
    const texts: string[] = [];
    for (const key of await client.keys('*')) {
      const type = await client.type(key);
      if (type === 'hash') texts.push(JSON.stringify(await client.hgetall(key)));
      else if (type === 'list') texts.push(JSON.stringify(await client.lrange(key, 0, -1)));
      else if (type === 'zset') texts.push(JSON.stringify(await client.zrange(key, 0, -1)));
      else if (type === 'set') texts.push(JSON.stringify(await client.smembers(key)));
      else if (type === 'string') texts.push((await client.get(key)) ?? '');
      else if (type === 'stream') texts.push(JSON.stringify(await client.xrange(key, '-', '+')));
    }
    return texts.join('\n');
  }

  it("keeps a failed job's reason and stack traces scrubbed of an SSN and an e-mail address", async () => {
    const applicationId = newApplicationId();
    const failing = async (job: Job) => {
      throw new Error(`could not write to ${EMAIL} about ${SSN} (attempt ${job.attemptsMade + 1})`);
    };
    workers.push(
      new Worker(QUEUE_NAMES.mail, withScrubbedFailures(failing), {
        connection: context.connection,
        prefix: QUEUE_PREFIX,
      }),
    );
    await enqueue(context.queues, 'mail', { applicationId });
    await eventually('both attempts to fail', async () => {
      const [state, attempts] = await client.hmget(jobHash(applicationId), 'finishedOn', 'atm');
      return state !== null && attempts === '2';
    });

    const stored = await client.hgetall(jobHash(applicationId));
    expect(stored.failedReason).toBe('could not write to [e-mail] about [number] (attempt 2)');
    const stacks = JSON.parse(stored.stacktrace ?? '[]') as string[];
    expect(stacks).toHaveLength(2);
    for (const stack of stacks)
      expect(stack).toMatch(/^Error: could not write to \[e-mail\] about \[number\]/);
    expect(JSON.parse(stored.data ?? '')).toEqual({ applicationId });

    const everything = await everythingStored();
    expect(everything).toContain(applicationId);
    expect(everything).not.toContain(SSN);
    expect(everything).not.toContain(EMAIL);
  });

  it('still tells BullMQ that an unrecoverable failure is not to be retried', async () => {
    const applicationId = newApplicationId();
    await workers[0]!.close();
    workers.push(
      new Worker(
        QUEUE_NAMES.mail,
        withScrubbedFailures(async (): Promise<unknown> => {
          throw new UnrecoverableError(`payload for ${SSN} refused`);
        }),
        { connection: context.connection, prefix: QUEUE_PREFIX },
      ),
    );
    await enqueue(context.queues, 'mail', { applicationId });
    await eventually(
      'the job to fail',
      async () => (await client.hget(jobHash(applicationId), 'finishedOn')) !== null,
    );
    const stored = await client.hgetall(jobHash(applicationId));
    expect(stored.atm).toBe('1');
    expect(stored.failedReason).toBe('payload for [number] refused');
  });

  it('refuses job data other than the application id before it reaches Redis', async () => {
    const applicationId = newApplicationId();
    const withEmail = { applicationId, email: EMAIL } as unknown as { applicationId: string };
    await expect(enqueue(context.queues, 'mail', withEmail)).rejects.toThrow();
    expect(await client.exists(jobHash(applicationId))).toBe(0);
    expect(await everythingStored()).not.toContain(EMAIL);
  });
});
