/**
 * `promise`, or a rejection once `ms` have passed without it settling (the promise itself runs on;
 * the caller only stops waiting). For calls to a server that may never answer: BullMQ waits for a
 * Redis that may not come back, a readiness check for a database that hangs.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'operation'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
