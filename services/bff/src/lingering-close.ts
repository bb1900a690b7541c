import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { neverThrows } from '@funding/platform';

/** How long a closing connection goes on reading what the client still sends. */
const LINGER_MS = 2_000;

/** Node's parser errors, answered as Node would, but with a JSON body in our error shape. */
const CLIENT_ERRORS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large', 'The request is too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'The request is malformed'];

function rawAnswer(code: string | undefined): string {
  const [status, reason, message] = CLIENT_ERRORS[code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ message, code: status === 408 ? 'request_timeout' : 'bad_request' });
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

/** Sockets answered and closing: what still arrives on them is dropped, parse errors included. */
const lingering = new WeakSet<Socket>();

/**
 * Half-closes after the answer and goes on reading, and dropping, what the client still sends,
 * until the client closes or the linger time passes; only then is the socket closed.
 */
function lingeringClose(socket: Socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  if (socket.writable) socket.end();
  const close = neverThrows(() => socket.destroy());
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  socket.once('end', close);
  socket.once(
    'close',
    neverThrows(() => clearTimeout(timer)),
  );
  socket.resume();
}

/**
 * A lingering close (RFC 9112, section 9.6) on every connection the BFF closes. When it answers
 * before it has read the whole request (a 413 for a body announced too large, a 400 for a bad
 * boundary or a header Node cannot parse) Node closes the socket with the rest of the body still
 * arriving; the kernel then resets the connection, and a reset can discard the answer before the
 * client reads it: the client sees a dropped connection instead of the message. Found by the fuzz.
 */
export function closeConnectionsGently(server: Server): void {
  server.on(
    'connection',
    neverThrows((socket: Socket) => {
      socket.destroySoon = () => lingeringClose(socket);
    }),
  );
  // Replaces Node's default, which writes its answer and destroys the socket at once.
  server.on(
    'clientError',
    neverThrows(
      (error: NodeJS.ErrnoException, socket: Socket) => {
        // The parser fails again on each chunk of a body that follows a bad request; answered once.
        if (lingering.has(socket)) return;
        // A client that reset the connection has nobody left to answer.
        if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
        // An answer already on its way cannot be followed by another on the same connection.
        // Node's own handler reads the same field (lib/_http_server.js, socketOnError).
        const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
        if (inFlight?.headersSent) return socket.destroy();
        socket.write(rawAnswer(error.code));
        lingeringClose(socket);
      },
      () => {},
    ),
  );
}
