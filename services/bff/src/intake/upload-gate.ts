import { neverThrows } from '@funding/platform/never-throws';

export interface UploadGateOptions {
  /** Uploads streamed at once: each holds a connection, spool space and a storage upload. */
  maxInProgress: number;
  /** How long a submission may wait, its body unread, for a place to free up. */
  maxWaitMs: number;
}

/** Gives the place back (once). */
export type LeaveGate = () => void;

/**
 * Bounds the uploads a BFF process streams at once. A submission that finds every place taken
 * waits, first come first served, with nothing of its body read (TCP holds the client back), for
 * up to `maxWaitMs`: a burst above capacity is absorbed instead of answered with errors. Past that
 * wait, or with more than four times `maxInProgress` already waiting, the client is told to come
 * back, instead of every upload slowing down until all of them time out.
 */
export function createUploadGate({ maxInProgress, maxWaitMs }: UploadGateOptions) {
  const maxWaiting = 4 * maxInProgress;
  let inProgress = 0;
  const waiting: ((leave: LeaveGate) => void)[] = [];

  const handOn = () => {
    while (inProgress < maxInProgress && waiting.length > 0) waiting.shift()!(take());
  };
  const take = (): LeaveGate => {
    inProgress++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      inProgress--;
      handOn();
    };
  };

  return {
    /** A place, as the function that gives it back, or null when none freed up in time. */
    enter(): Promise<LeaveGate | null> {
      if (inProgress < maxInProgress && waiting.length === 0) return Promise.resolve(take());
      if (waiting.length >= maxWaiting) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiter = (leave: LeaveGate) => {
          clearTimeout(timer);
          resolve(leave);
        };
        const timer = setTimeout(
          neverThrows(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(null);
          }),
          maxWaitMs,
        );
        waiting.push(waiter);
      });
    },
    get inProgress() {
      return inProgress;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type UploadGate = ReturnType<typeof createUploadGate>;
