import { neverThrows } from './never-throws.ts';

export interface AdmissionGateOptions {
  /** What may be held at once: a count of places, or bytes. */
  capacity: number;
  /** Callers that may wait at once; past it, `enter` answers "no" at once. Unbounded by default. */
  maxWaiting?: number;
}

export interface EnterOptions {
  /** How long a caller waits for room before it is told no; it waits as long as it takes by default. */
  maxWaitMs?: number;
}

/** Gives back what `enter` or `tryEnter` took; calling it again does nothing. */
export type Leave = () => void;

/**
 * The one admission gate of a process: up to `capacity` units are held at once, each caller taking
 * its weight (1 for a place, its bytes for memory). Callers that find no room wait their turn, first
 * come first served, so a heavy one is never passed over for ever by light ones; `tryEnter` takes
 * only what is free now, and never ahead of a waiting caller. A weight above the capacity is taken
 * as the whole capacity, so it waits until everything else has left instead of for ever. Used for
 * the uploads a BFF streams at once, the upload bytes it holds in memory, and the memory the PDF
 * checks may claim.
 */
export function createAdmissionGate({
  capacity,
  maxWaiting = Number.POSITIVE_INFINITY,
}: AdmissionGateOptions) {
  let used = 0;
  const waiting: { weight: number; admit: (leave: Leave) => void }[] = [];

  const take = (weight: number): Leave => {
    used += weight;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      used -= weight;
      admitWaiting();
    };
  };
  const fits = (weight: number) => used + weight <= capacity;
  const admitWaiting = () => {
    while (waiting.length > 0 && fits(waiting[0]!.weight)) {
      const next = waiting.shift()!;
      next.admit(take(next.weight));
    }
  };
  const bounded = (weight: number) => Math.min(Math.max(0, weight), capacity);

  return {
    /** Takes `weight` if it is free now and nobody waits; null otherwise. */
    tryEnter(weight: number): Leave | null {
      const claim = bounded(weight);
      return waiting.length === 0 && fits(claim) ? take(claim) : null;
    },
    /** Takes `weight`, waiting its turn for it; null when the wait ran out or too many already wait. */
    enter(weight: number, options: EnterOptions = {}): Promise<Leave | null> {
      const claim = bounded(weight);
      if (waiting.length === 0 && fits(claim)) return Promise.resolve(take(claim));
      if (waiting.length >= maxWaiting) return Promise.resolve(null);
      return new Promise((resolve) => {
        let timer: NodeJS.Timeout | undefined;
        const waiter = {
          weight: claim,
          admit: (leave: Leave) => {
            clearTimeout(timer);
            resolve(leave);
          },
        };
        if (options.maxWaitMs !== undefined) {
          timer = setTimeout(
            neverThrows(() => {
              waiting.splice(waiting.indexOf(waiter), 1);
              resolve(null);
              // The one that gave up may have held back lighter callers behind it.
              admitWaiting();
            }),
            options.maxWaitMs,
          );
        }
        waiting.push(waiter);
      });
    },
    get used() {
      return used;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type AdmissionGate = ReturnType<typeof createAdmissionGate>;
