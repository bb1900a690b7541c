import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { stopChild } from './process.ts';
import type { RunningService } from './services.ts';
import { supervise } from './supervise.ts';

/** A stand-in service: a real child process that exits after `lifeMs`, or runs until stopped. */
function fakeService(lifeMs: number | null): RunningService {
  const script =
    lifeMs === null ? 'setInterval(() => {}, 1000)' : `setTimeout(() => process.exit(3), ${lifeMs})`;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  return { name: 'bff', child, stop: () => stopChild(child, 2_000) };
}

describe('make dev supervision', () => {
  it('restarts a crashed service with a doubling delay and reports every crash', async () => {
    const crashes: number[] = [];
    const codes = new Set<number | null>();
    const supervisor = supervise({
      start: () => fakeService(50),
      onCrash: ({ code, restartInMs }) => {
        crashes.push(restartInMs);
        codes.add(code);
      },
      firstDelayMs: 50,
      maxDelayMs: 200,
    });
    await sleep(1_500);
    await supervisor.stop();
    expect(crashes.slice(0, 4)).toEqual([50, 100, 200, 200]);
    expect([...codes]).toEqual([3]);
    expect(supervisor.restarts).toBeGreaterThanOrEqual(3);
  });

  it('does not restart a service it was asked to stop', async () => {
    const crashes: unknown[] = [];
    const supervisor = supervise({ start: () => fakeService(null), onCrash: (crash) => crashes.push(crash) });
    await sleep(100);
    await supervisor.stop();
    await sleep(200);
    expect(crashes).toEqual([]);
    expect(supervisor.current.child.exitCode !== null || supervisor.current.child.signalCode !== null).toBe(
      true,
    );
  });
});
