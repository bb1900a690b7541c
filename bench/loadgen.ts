import { Agent, request } from 'node:http';

/**
 * A closed-loop load generator: `concurrency` callers, each starting its next task when the previous
 * one ends, until `amount` tasks have run. The same loop drives the BFF and the S3 baseline, so the
 * two sides differ only in what a task does.
 *
 * (autocannon was tried first: it keeps a copy of the whole request per connection, i.e. 20 x 73 MB
 * for the memory test, and has no p95; this loop writes one shared body buffer to every socket.)
 */
export interface LoadResult {
  latenciesMs: number[];
  ok: number;
  failed: number;
  wallMs: number;
  /** The first few failures, for the report. */
  failures: string[];
}

export async function closedLoop(
  concurrency: number,
  amount: number,
  task: (index: number) => Promise<unknown>,
): Promise<LoadResult> {
  const result: LoadResult = { latenciesMs: [], ok: 0, failed: 0, wallMs: 0, failures: [] };
  let next = 0;
  const started = performance.now();
  const caller = async () => {
    while (next < amount) {
      const index = next++;
      const t0 = performance.now();
      try {
        await task(index);
        result.latenciesMs.push(performance.now() - t0);
        result.ok++;
      } catch (error) {
        result.failed++;
        if (result.failures.length < 5) result.failures.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, amount) }, caller));
  result.wallMs = performance.now() - started;
  return result;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const guarded = new WeakSet<object>();
const ignore = () => {};

const agents = new Map<number, Agent>();
/** A keep-alive agent with room for `sockets` connections (one per caller, like a browser each). */
export function agentFor(sockets: number): Agent {
  let agent = agents.get(sockets);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: sockets });
    agents.set(sockets, agent);
  }
  return agent;
}

/** One HTTP request on loopback with a prebuilt body; resolves when the whole answer is read. */
export function httpRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
    agent?: Agent;
    timeoutMs?: number;
    /** Called when the whole body has been handed to the socket. */
    onSent?: () => void;
  },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body) headers['content-length'] = String(options.body.length);
    const req = request(url, { method: options.method ?? 'GET', headers, agent: options.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        // Answered before the body was sent (a refusal): stop sending the rest.
        if (!req.writableFinished) req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 300_000, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    if (options.onSent) req.on('finish', options.onSent);
    // A refused upload ends in EPIPE on a socket the request may already have let go of.
    req.on('socket', (socket) => {
      if (guarded.has(socket)) return;
      guarded.add(socket);
      socket.on('error', ignore);
    });
    req.end(options.body);
  });
}
