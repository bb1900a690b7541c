import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmissionGate, type Leave } from './admission-gate.ts';
import { propertyRuns } from './testing/property-runs.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('admission gate', () => {
  it('lets a submission wait for a place, first come first served, and refuses after the wait', async () => {
    const gate = createAdmissionGate({ capacity: 1 });
    const enter = () => gate.enter(1, { maxWaitMs: 1_000 });
    const first = await enter();
    const order: string[] = [];
    const second = enter().then((leave) => {
      order.push('second');
      return leave;
    });
    const third = enter().then((leave) => {
      order.push('third');
      return leave;
    });
    expect(gate.waiting).toBe(2);
    first!();
    first!(); // a second call gives nothing back twice
    const secondLeave = await second;
    expect(secondLeave).not.toBeNull();
    expect(gate.used).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await third).toBeNull();
    expect(order).toEqual(['second', 'third']);
    expect(gate.waiting).toBe(0);
    secondLeave!();
    expect(gate.used).toBe(0);
  });

  it('refuses at once when as many callers as it allows already wait', async () => {
    const gate = createAdmissionGate({ capacity: 2, maxWaiting: 8 });
    await gate.enter(1);
    await gate.enter(1);
    for (let i = 0; i < 8; i++) void gate.enter(1);
    expect(await gate.enter(1)).toBeNull();
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
          const gate = createAdmissionGate({ capacity: max, maxWaiting: 4 * max });
          const held: Leave[] = [];
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
              void gate.enter(1, { maxWaitMs: 300 }).then((leave) => {
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
            expect(gate.used).toBe(held.length);
            expect(gate.used).toBeLessThanOrEqual(max);
            expect(gate.waiting).toBeLessThanOrEqual(4 * max);
            // Nobody waits while a place is free.
            if (gate.waiting > 0) expect(gate.used).toBe(max);
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

  it('takes weights: light callers while there is room, a heavy one in its turn, never over capacity', async () => {
    const gate = createAdmissionGate({ capacity: 100 });
    const light = gate.tryEnter(30)!;
    expect(gate.tryEnter(80)).toBeNull();
    const heavy = gate.enter(80);
    // A caller waits: no one passes it, not even one that would fit.
    expect(gate.tryEnter(10)).toBeNull();
    const after = gate.enter(10);
    light();
    // Both fit now, and are let in in their order.
    const heavyLeave = await heavy;
    const afterLeave = await after;
    expect(gate.used).toBe(90);
    heavyLeave!();
    afterLeave!();
    // A weight above the capacity is held as the whole capacity.
    const whole = await gate.enter(1_000);
    expect(gate.used).toBe(100);
    whole!();
  });

  it('holds as much memory as it is given, and gives back each reservation once (property-based)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(50), fc.boolean()), { maxLength: 80 }), (steps) => {
        const gate = createAdmissionGate({ capacity: 120 });
        const held: { weight: number; leave: Leave }[] = [];
        for (const [weight, take] of steps) {
          if (take || held.length === 0) {
            const leave = gate.tryEnter(weight);
            expect(leave !== null).toBe(held.reduce((sum, h) => sum + h.weight, 0) + weight <= 120);
            if (leave) held.push({ weight, leave });
          } else {
            const { leave } = held.splice(weight % held.length, 1)[0]!;
            leave();
            leave();
          }
          expect(gate.used).toBe(held.reduce((sum, h) => sum + h.weight, 0));
        }
      }),
      { seed: 20261126, numRuns: propertyRuns(500) },
    );
  });
});
