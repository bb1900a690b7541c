/**
 * Wraps a callback that is handed to an event emitter, a stream or a timer. Such a callback runs
 * outside any caller that could catch what it throws: an exception escapes to the process and
 * ends it (one malformed request would stop the service for everyone), and a rejected promise it
 * returns is unhandled. The wrapped callback never throws and never rejects; whatever goes wrong
 * is handed to `onError`, which decides what it means (fail the request, log it).
 *
 * An uncaught exception stays fatal on purpose: the defence belongs here, in the handlers, and
 * `scripts/callbacks.test.ts` checks that every callback the services hand over goes through it.
 */
export function neverThrows<Args extends unknown[]>(
  handler: (...args: Args) => unknown,
  // A listener that only logs has no one to tell when logging itself fails.
  onError: (error: unknown) => void = () => {},
): (...args: Args) => void {
  const report = (error: unknown) => {
    try {
      onError(error);
    } catch {
      // The error handler itself failed: there is nobody left to tell.
    }
  };
  return (...args: Args) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch(report);
    } catch (error) {
      report(error);
    }
  };
}
