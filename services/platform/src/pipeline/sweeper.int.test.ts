import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { redisConnection } from '../queues.ts';
import { integrationEnv } from '../testing/integration-env.ts';
import { startPipelineSweeper } from './sweeper.ts';

describe('startPipelineSweeper', () => {
  it('runs the sweep on one replica at a time, once per interval, however many replicas start it', async () => {
    const connection = redisConnection(integrationEnv().REDIS_URL!);
    const logger = createLogger({ name: 'sweeper-test', level: 'silent' });
    let running = 0;
    let overlapped = false;
    const runs: string[] = [];
    const sweep = (replica: string) => async () => {
      running++;
      overlapped ||= running > 1;
      runs.push(replica);
      await sleep(50);
      running--;
      return [];
    };
    const replicas = [
      await startPipelineSweeper({ connection, intervalMs: 400, sweep: sweep('a'), logger }),
      await startPipelineSweeper({ connection, intervalMs: 400, sweep: sweep('b'), logger }),
    ];
    try {
      await sleep(1_500);
    } finally {
      await replicas[0]!.removeSchedule();
      await Promise.all(replicas.map((replica) => replica.close()));
    }
    expect(overlapped).toBe(false);
    // About 1500 / 400 ticks; two replicas sweeping every tick would make twice as many.
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(5);
  });
});
