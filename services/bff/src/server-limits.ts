import type { ServerOptions } from 'node:http';
import type { BffEnv } from './env.ts';

/**
 * The Node HTTP server's own bounds, for what happens before or around a handler: a client that
 * never finishes its headers (408), headers too large to be honest (431), a request that never
 * ends (408), and a socket that goes quiet (closed). Uploads have their own, shorter idle
 * timeout that answers with a message (intake/multipart.ts).
 */
export function serverLimits(env: BffEnv): ServerOptions {
  return {
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    maxHeaderSize: env.MAX_HEADER_BYTES,
    // Longer than an ingress keeps an idle upstream connection (ingress-nginx: 60 s). With Node's
    // default, 5 s, the BFF closed idle connections the ingress (or a test's fetch) was about to
    // reuse, and a request written into that closing connection failed with a reset (EPIPE),
    // a POST without a retry. Idle connections are closed at shutdown all the same.
    keepAliveTimeout: 65_000,
    // Node checks both timeouts on this interval; the default (30 s) would let a slow header
    // through for up to half a minute past its bound.
    connectionsCheckingInterval: Math.min(1_000, env.HEADERS_TIMEOUT_MS),
  };
}
