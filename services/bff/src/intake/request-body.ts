import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';

/**
 * The request body as a Node stream that honours backpressure. Under @hono/node-server that is the
 * socket's IncomingMessage itself: converting it to a web stream and back (`c.req.raw.body`) reads
 * the whole upload into memory on Node 20, whose `Readable.toWeb` ignores backpressure (measured:
 * 2.9 GB of RSS for 20 concurrent 70 MB submissions). In-process requests (tests) have no socket
 * and use the web body.
 */
export function requestBody(c: Context): Readable | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && typeof incoming.pipe === 'function') return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : null;
}
