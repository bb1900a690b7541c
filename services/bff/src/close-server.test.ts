import { Agent, createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { closeServer } from './close-server.ts';

describe('closeServer', () => {
  it('lets a request in flight finish, then closes its kept-alive connection without waiting out the keep-alive time', async () => {
    let arrived = () => {};
    const requestArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = createServer({ keepAliveTimeout: 65_000 }, (_request, response) => {
      arrived();
      setTimeout(() => response.end('done'), 300);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    try {
      const answered = new Promise<{ status?: number; body: string }>((resolve, reject) =>
        get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode, body }));
        }).on('error', reject),
      );
      // Closed once the request is being answered: before that the connection is idle, and a closing
      // server rightly resets it (a fixed 50 ms wait lost that race at the lowest CPU priority).
      await requestArrived;
      const started = Date.now();
      const closed = closeServer(server).then(() => Date.now() - started);
      expect(await answered).toEqual({ status: 200, body: 'done' });
      const closedAfterMs = await Promise.race([closed, sleep(5_000).then(() => Number.POSITIVE_INFINITY)]);
      expect(closedAfterMs).toBeLessThan(2_000);
    } finally {
      agent.destroy();
      server.closeAllConnections();
    }
  });
});
