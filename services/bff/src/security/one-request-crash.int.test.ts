import { integrationEnv } from '@funding/platform/testing/integration-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../../../../scripts/fuzz/raw-http.ts';
import { sharedServiceBundle } from '../../../../scripts/stack/env.ts';
import { freePort } from '../../../../scripts/stack/process.ts';
import { type RunningService, spawnService, waitUntilReady } from '../../../../scripts/stack/services.ts';

/**
 * The BFF as production runs it (its own process), sent the ~150-byte request that used to stop it:
 * a file part without a name made a busboy event handler throw, and the exception ended the process.
 */
let bff: RunningService;
let port: number;
const lines: string[] = [];

beforeAll(async () => {
  port = await freePort();
  bff = spawnService(
    'bff',
    integrationEnv({ LOG_LEVEL: 'info', PORT: String(port) }),
    (_, line) => lines.push(line),
    { bundleDir: sharedServiceBundle() },
  );
  await waitUntilReady(bff, `http://127.0.0.1:${port}/api/ready`);
});
afterAll(() => bff?.stop());

describe('one unauthenticated request', () => {
  it('is answered 400 with a message, and the BFF stays up and ready', async () => {
    const body =
      '--x\r\nContent-Disposition: form-data; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--x--\r\n';
    const answer = await sendRaw(port, {
      head: [
        'POST /api/applications HTTP/1.1',
        'Host: 127.0.0.1',
        'Connection: close',
        'Content-Type: multipart/form-data; boundary=x',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ].join('\r\n'),
      body: [{ bytes: Buffer.from(body) }],
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      message: 'Unknown file field: (no name)',
      code: 'bad_request',
    });
    expect(bff.child.exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
  });
});
