/**
 * Polls `probe` until it returns a value other than undefined or false, and returns that value;
 * fails naming `what` once `timeoutMs` has passed. For what another process does in its own time
 * (a worker taking a job, a mail arriving): a test that polls waits only as long as that takes, so
 * the default is long enough for a process started at low priority on two cores busy with other tiers.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
