import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One HTTP/1.1 exchange over a raw socket, so the fuzz can send what no HTTP client library would:
 * broken chunking, lying lengths, bodies cut off, sent slowly or not at all. Every request asks
 * the server to close the connection, so the answer ends where the socket does.
 */
export interface RawRequest {
  /** The request line and headers, without the blank line that ends them. */
  head: string;
  /** Leave the headers unfinished (no blank line): a client that never completes its request. */
  unfinishedHead?: boolean;
  /** Body pieces, written in order; `pauseMs` waits before the next one. */
  body: { bytes: Buffer; pauseMs?: number }[];
  /** After the last piece: keep the socket open and send nothing more (a stalled client). */
  stall?: boolean;
  /** After the last piece: half-close the socket (the body ends early). */
  endEarly?: boolean;
}

export interface RawAnswer {
  /** 0 when no status line came back. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed or reset the connection without answering. */
  dropped: boolean;
  /** How the connection ended: closed by the server, reset, or given up on by the client. */
  ending: 'closed' | 'reset' | 'no answer in time';
  ms: number;
}

const ANSWER_TIMEOUT_MS = 30_000;

function parseAnswer(raw: Buffer): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const text = raw.toString('latin1');
  const headEnd = text.indexOf('\r\n\r\n');
  const head = headEnd === -1 ? text : text.slice(0, headEnd);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: headEnd === -1 ? '' : raw.subarray(headEnd + 4).toString('utf8') };
}

export async function sendRaw(port: number, request: RawRequest): Promise<RawAnswer> {
  const started = performance.now();
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  const received: Buffer[] = [];
  let closedByServer = false;
  let reset = false;
  let timedOut = false;
  const closed = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => {
      closedByServer = true;
      socket.end();
    });
    socket.on('close', () => resolve());
    // A reset after an early answer (the server stops reading a body it refused) is normal.
    socket.on('error', () => {
      reset = true;
    });
  });
  const timer = setTimeout(() => {
    timedOut = true;
    socket.destroy();
  }, ANSWER_TIMEOUT_MS);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    socket.write(request.unfinishedHead ? `${request.head}\r\n` : `${request.head}\r\n\r\n`, 'latin1');
    for (const piece of request.body) {
      if (socket.destroyed || closedByServer) break;
      socket.write(piece.bytes);
      if (piece.pauseMs) await sleep(piece.pauseMs);
    }
    if (request.endEarly && !socket.destroyed) socket.end();
    await closed;
  } finally {
    clearTimeout(timer);
    socket.destroy();
  }
  const raw = Buffer.concat(received);
  const answer = parseAnswer(raw);
  const ending = timedOut ? 'no answer in time' : reset ? 'reset' : 'closed';
  return { ...answer, dropped: answer.status === 0, ending, ms: performance.now() - started };
}
