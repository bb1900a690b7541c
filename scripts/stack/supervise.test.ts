import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopChild } from './process.ts';
import type { RunningService } from './services.ts';
import { supervise } from './supervise.ts';

/** A stand-in service whose process exits when the test says so: the restarts run on vitest's clock. */
function crashingService(): RunningService & { crash: (code: number) => void } {
  const child = Object.assign(new EventEmitter(), { exitCode: null, signalCode: null });
  return {
    name: 'bff',
    child: child as unknown as ChildProcess,
    stop: async () => {},
    crash: (code) => {
      child.exitCode = code as never;
      child.emit('exit', code, null);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('make dev supervision', () => {
  it('restarts a crashed service with a doubling delay and reports every crash', () => {
    vi.useFakeTimers();
    const started: ReturnType<typeof crashingService>[] = [];
    const crashes: number[] = [];
    const codes = new Set<number | null>();
    const supervisor = supervise({
      start: () => {
        const service = crashingService();
        started.push(service);
        return service;
      },
      onCrash: ({ code, restartInMs }) => {
        crashes.push(restartInMs);
        codes.add(code);
      },
      firstDelayMs: 50,
      maxDelayMs: 200,
    });
    for (const delay of [50, 100, 200, 200]) {
      started.at(-1)!.crash(3);
      // Not started again before its delay, and started again once it has passed.
      const before = started.length;
      vi.advanceTimersByTime(delay - 1);
      expect(started).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(started).toHaveLength(before + 1);
    }
    expect(crashes).toEqual([50, 100, 200, 200]);
    expect([...codes]).toEqual([3]);
    expect(supervisor.restarts).toBe(4);
  });

  it('does not restart a service it was asked to stop', async () => {
    const crashes: unknown[] = [];
    const supervisor = supervise({
      start: () => {
        const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
        return { name: 'bff', child, stop: () => stopChild(child, 2_000) };
      },
      onCrash: (crash) => crashes.push(crash),
    });
    // The supervisor hears the exit before stop() resolves: a restart would have been reported by then.
    await supervisor.stop();
    expect(crashes).toEqual([]);
    expect(supervisor.current.child.exitCode !== null || supervisor.current.child.signalCode !== null).toBe(
      true,
    );
  });
});
