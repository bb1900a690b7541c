import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout.ts';

describe('withTimeout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes on the value or the error of a promise that settles in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1_000)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('refused')), 1_000)).rejects.toThrow('refused');
  });

  it('rejects, naming what timed out, once the time has passed, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const waiting = withTimeout(new Promise(() => {}), 3_000, 'enqueue');
    const outcome = expect(waiting).rejects.toThrow('enqueue timed out after 3000 ms');
    await vi.advanceTimersByTimeAsync(3_000);
    await outcome;
    await withTimeout(Promise.resolve(), 3_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
