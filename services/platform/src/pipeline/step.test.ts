import type { JobPayload } from '@funding/contracts';
import { type Job, UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { isLastAttempt, pipelineStepProcessor } from './step.ts';

const logger = createLogger({ name: 'test', level: 'silent' });

// Records each UPDATE the wrapper makes instead of talking to Postgres.
function recordingDatabase() {
  const updates: Record<string, unknown>[] = [];
  const db = {
    update: () => ({
      set: (values: Record<string, unknown>) => {
        updates.push(values);
        return { where: () => ({ returning: async () => [{ id: 'row' }] }) };
      },
    }),
  };
  return { db: db as unknown as Database, updates };
}

const job = (data: unknown, attemptsMade: number, attempts = 3) =>
  ({ id: 'FA-7K3QD-9XW2M', data, attemptsMade, opts: { attempts } }) as unknown as Job<JobPayload>;

describe('pipelineStepProcessor', () => {
  it('knows the last attempt from the attempts already made', () => {
    expect(isLastAttempt(job({}, 0))).toBe(false);
    expect(isLastAttempt(job({}, 1))).toBe(false);
    expect(isLastAttempt(job({}, 2))).toBe(true);
    expect(isLastAttempt(job({}, 0, 1))).toBe(true);
  });

  it('refuses an invalid payload for good, without running the step', async () => {
    const { db, updates } = recordingDatabase();
    let ran = false;
    const processor = pipelineStepProcessor({
      step: 'pdf',
      db,
      logger,
      handle: async () => {
        ran = true;
        return undefined;
      },
    });
    await expect(processor(job({ applicationId: '1:2' }, 0))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(ran).toBe(false);
    expect(updates).toEqual([]);
  });

  it('records the failure only when no attempt is left', async () => {
    const { db, updates } = recordingDatabase();
    const processor = pipelineStepProcessor({
      step: 'mail',
      db,
      logger,
      handle: async () => {
        throw new Error('SMTP said no');
      },
    });
    const payload = { applicationId: 'FA-7K3QD-9XW2M' };
    await expect(processor(job(payload, 0))).rejects.toThrow('SMTP said no');
    expect(updates).toEqual([]);
    await expect(processor(job(payload, 2))).rejects.toThrow('SMTP said no');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ emailStatus: 'failed' });
  });
});
