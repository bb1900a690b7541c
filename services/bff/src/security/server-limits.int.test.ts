import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { integrationEnv } from '@funding/platform/testing/integration-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawRequest, sendRaw } from '../../../../scripts/fuzz/raw-http.ts';
import { sharedServiceBundle } from '../../../../scripts/stack/env.ts';
import { freePort } from '../../../../scripts/stack/process.ts';
import { type RunningService, spawnService, waitUntilReady } from '../../../../scripts/stack/services.ts';

/**
 * The server's own limits, against the BFF as a process with small bounds: a client that is slow
 * or endless is answered with a 4xx and leaves nothing behind.
 */
let bff: RunningService;
let port: number;
const spoolDir = mkdtempSync(join(tmpdir(), 'limits-spool-'));

beforeAll(async () => {
  port = await freePort();
  bff = spawnService(
    'bff',
    integrationEnv({
      PORT: String(port),
      INTAKE_TMP_DIR: spoolDir,
      HEADERS_TIMEOUT_MS: '1000',
      UPLOAD_IDLE_TIMEOUT_MS: '500',
      MAX_HEADER_BYTES: '8192',
      MAX_UPLOADS_IN_PROGRESS: '1',
      // Shorter than the holding upload's idle timeout: the waiting one is refused while it holds.
      UPLOAD_GATE_WAIT_MS: '150',
      SUBMISSION_RATE_LIMIT: '1000',
    }),
    () => {},
    { bundleDir: sharedServiceBundle() },
  );
  await waitUntilReady(bff, `http://127.0.0.1:${port}/api/ready`);
});
afterAll(async () => {
  await bff?.stop();
  rmSync(spoolDir, { recursive: true, force: true });
});

const head = (lines: string[]) =>
  ['POST /api/applications HTTP/1.1', 'Host: 127.0.0.1', 'Connection: close', ...lines].join('\r\n');
const stalledUpload = (): RawRequest => ({
  head: head(['Content-Type: multipart/form-data; boundary=x', 'Content-Length: 100000']),
  body: [
    {
      bytes: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="bankStatement1"; filename="s.pdf"\r\n\r\n%PDF-1.4\n',
      ),
    },
  ],
  stall: true,
});

describe('server limits', () => {
  it('answers 408 to a client that never finishes its headers', async () => {
    const started = performance.now();
    const answer = await sendRaw(port, {
      head: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a',
      unfinishedHead: true,
      body: [],
      stall: true,
    });
    expect(answer.status).toBe(408);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('answers 431 to headers larger than the bound', async () => {
    const answer = await sendRaw(port, {
      head: `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'h'.repeat(10_000)}`,
      body: [],
    });
    expect(answer.status).toBe(431);
  });

  it('delivers an early refusal of a large body instead of resetting the connection under it', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 0x61);
    for (const extra of [
      'Content-Type: application/json',
      'Content-Type: multipart/form-data; boundary=x',
      'X-Bad: a\u0001b',
    ]) {
      const answer = await sendRaw(port, {
        head: head([extra, `Content-Length: ${body.length}`]),
        body: [{ bytes: body }],
      });
      expect(answer.status, extra).toBe(400);
      expect(JSON.parse(answer.body).message, extra).toEqual(expect.any(String));
      expect(answer.ending, extra).toBe('closed');
    }
  });

  it('answers 408 with a message to an upload that stops, and keeps none of it', async () => {
    const answer = await sendRaw(port, stalledUpload());
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'request_timeout' });
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('answers 429 with Retry-After when no upload place frees up within the wait, and takes uploads again after', async () => {
    const holding = sendRaw(port, stalledUpload());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await sendRaw(port, stalledUpload());
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.body).message).toMatch(/Too many applications are being uploaded/);
    expect((await holding).status).toBe(408);
    expect((await sendRaw(port, stalledUpload())).status).toBe(408);
    expect(bff.child.exitCode).toBeNull();
  });
});
