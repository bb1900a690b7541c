import type { Server } from 'node:http';
import { neverThrows } from '@funding/platform';

/** How often a closing server looks for connections that have finished their last request. */
const IDLE_SWEEP_MS = 250;

/**
 * Stops accepting and resolves once every connection is closed. Node closes the connections idle
 * at the call; one still answering a request (an upload finishing) would then stay open for the
 * whole keep-alive time (65 s, server-limits.ts) after its answer, past the shutdown bound. So the
 * idle ones are closed again until none is left.
 */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const sweep = setInterval(
      neverThrows(() => server.closeIdleConnections()),
      IDLE_SWEEP_MS,
    );
    server.close(
      neverThrows(() => {
        clearInterval(sweep);
        resolve();
      }),
    );
  });
}
