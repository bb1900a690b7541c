import { describe, expect, it } from 'vitest';
import { neverThrows } from './never-throws.ts';

describe('neverThrows', () => {
  it('hands a thrown error to onError instead of throwing it', () => {
    const seen: unknown[] = [];
    const listener = neverThrows(
      (value: string) => value.slice(0, 1),
      (error) => seen.push(error),
    );
    expect(() => listener(undefined as unknown as string)).not.toThrow();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(TypeError);
  });

  it('hands a rejected promise to onError, so it is never unhandled', async () => {
    const seen: unknown[] = [];
    neverThrows(
      async () => {
        throw new Error('later');
      },
      (error) => seen.push(error),
    )();
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([new Error('later')]);
  });

  it('swallows an onError that throws, and passes arguments through', () => {
    const calls: number[] = [];
    const listener = neverThrows(
      (a: number, b: number) => {
        calls.push(a + b);
        throw new Error('no');
      },
      () => {
        throw new Error('the reporter failed too');
      },
    );
    expect(() => listener(1, 2)).not.toThrow();
    expect(calls).toEqual([3]);
  });
});
