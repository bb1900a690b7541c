import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadGate, type LeaveGate } from './upload-gate.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload gate', () => {
  it('lets a submission wait for a place, first come first served, and refuses after the wait', async () => {
    const gate = createUploadGate({ maxInProgress: 1, maxWaitMs: 1_000 });
    const first = await gate.enter();
    const order: string[] = [];
    const second = gate.enter().then((leave) => {
      order.push('second');
      return leave;
    });
    const third = gate.enter().then((leave) => {
      order.push('third');
      return leave;
    });
    expect(gate.waiting).toBe(2);
    first!();
    first!(); // a second call gives nothing back twice
    const secondLeave = await second;
    expect(secondLeave).not.toBeNull();
    expect(gate.inProgress).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await third).toBeNull();
    expect(order).toEqual(['second', 'third']);
    expect(gate.waiting).toBe(0);
    secondLeave!();
    expect(gate.inProgress).toBe(0);
  });

  it('refuses at once when four times the places are already waiting', async () => {
    const gate = createUploadGate({ maxInProgress: 2, maxWaitMs: 1_000 });
    await gate.enter();
    await gate.enter();
    for (let i = 0; i < 8; i++) void gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(gate.waiting).toBe(8);
  });

  it('never holds more places than it has, nor more waiting than its bound, and hands every freed place on', async () => {
    type Step = { kind: 'enter' } | { kind: 'leave'; pick: number } | { kind: 'wait'; ms: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.constant({ kind: 'enter' as const }),
      fc.nat().map((pick) => ({ kind: 'leave' as const, pick })),
      fc.integer({ min: 1, max: 400 }).map((ms) => ({ kind: 'wait' as const, ms })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(step, { maxLength: 60 }),
        async (max, steps) => {
          const gate = createUploadGate({ maxInProgress: max, maxWaitMs: 300 });
          const held: LeaveGate[] = [];
          let refused = 0;
          let granted = 0;
          let enters = 0;
          const settle = async () => {
            // Lets resolved entries run their continuations.
            await vi.advanceTimersByTimeAsync(0);
          };
          for (const s of steps) {
            if (s.kind === 'enter') {
              enters++;
              void gate.enter().then((leave) => {
                if (!leave) return refused++;
                granted++;
                held.push(leave);
              });
            } else if (s.kind === 'leave' && held.length > 0) {
              held.splice(s.pick % held.length, 1)[0]!();
            } else if (s.kind === 'wait') {
              await vi.advanceTimersByTimeAsync(s.ms);
            }
            await settle();
            expect(gate.inProgress).toBe(held.length);
            expect(gate.inProgress).toBeLessThanOrEqual(max);
            expect(gate.waiting).toBeLessThanOrEqual(4 * max);
            // Nobody waits while a place is free.
            if (gate.waiting > 0) expect(gate.inProgress).toBe(max);
          }
          await vi.advanceTimersByTimeAsync(300);
          expect(gate.waiting).toBe(0);
          // Every submission got an answer: a place or a refusal.
          expect(granted + refused).toBe(enters);
        },
      ),
      { seed: 20261123, numRuns: propertyRuns(2_000) },
    );
  });
});
