import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Storage, storageFromEnv } from '@funding/platform';
import { s3TestClient } from '@funding/platform/testing/s3';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedServiceBundle } from '../stack/env.ts';
import { type RunningSystem, startSystem } from '../stack/system.ts';
import {
  countDone,
  mailsPerApplication,
  NOTIFICATIONS_PER_APPLICATION,
  storageConsistency,
} from './checks.ts';
import { SECRETS, type SubmitResult, sleep, submit } from './submit.ts';

/**
 * The promises of docs/architecture.md#how-an-application-flows under faults: real servers and real
 * service processes, stopped, killed and started by the test. Each group prints one summary line
 * with its counts.
 */
/**
 * Submissions of the load group, 10 a second: ten seconds of steady arrivals, within which both
 * workers are killed, and a backlog of renders and mails behind them when they are. `make test`
 * runs the integration tests on the same two cores meanwhile, so the rate is one the BFF takes with
 * half the machine, and an upload waits longer than in production for a place at the upload gate
 * (UPLOAD_GATE_WAIT_MS below): the gate has its own tests; here a 429 would only say the machine
 * was shared.
 */
const LOAD = 100;
const ARRIVAL_MS = 100;
const repoRoot = resolve(import.meta.dirname, '../..');

let system: RunningSystem;
let sql: postgres.Sql;
let storage: Storage;
const summary: string[] = [];

async function waitUntilDone(ids: string[], timeoutMs: number) {
  await expect.poll(() => countDone(sql, ids), { timeout: timeoutMs, interval: 500 }).toBe(ids.length);
}

function accepted(results: SubmitResult[]): string[] {
  return results.flatMap((r) => (r.status === 201 && r.applicationId ? [r.applicationId] : []));
}

async function applicationCount(): Promise<number> {
  const [row] = await sql`select count(*)::int as n from applications`;
  return row!.n as number;
}

beforeAll(async () => {
  mkdirSync(join(repoRoot, '.local'), { recursive: true });
  const log = createWriteStream(join(repoRoot, `.local/faults-services-${process.pid}.log`));
  system = await startSystem({
    dir: join(repoRoot, `.local/faults-${process.pid}`),
    mode: 'local',
    // The services' esbuild bundles, as the images and the shared test system run them (the run's
    // own when it made one): each worker restarted or killed here starts again without tsx
    // transpiling it afresh.
    bundled: sharedServiceBundle() ?? true,
    // Every service line, for reading after a failure.
    onLine: (name, line) => log.write(`${name} ${line}\n`),
    env: {
      LOG_LEVEL: 'info',
      SUBMISSION_RATE_LIMIT: '100000',
      UPLOAD_GATE_WAIT_MS: '60000',
      JOB_ATTEMPTS: '4',
      JOB_BACKOFF_MS: '250',
      WORKER_CONCURRENCY: '4',
      SWEEP_INTERVAL_MS: '1000',
      SWEEP_GRACE_MS: '3000',
    },
  });
  sql = postgres(system.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
  storage = storageFromEnv(system.env);
}, 180_000);

afterAll(async () => {
  console.log(`\n${summary.join('\n')}\n`);
  await sql?.end({ timeout: 5 });
  await system?.stop();
});

describe('the system under faults', () => {
  it(`takes ${LOAD} submissions at a steady rate through the whole pipeline while both workers are SIGKILLed`, async () => {
    const { baseUrl } = system;
    const sends: Promise<SubmitResult>[] = [];
    const started = Date.now();
    const chaos = (async () => {
      await sleep(3_000);
      await system.services.get('pdf-worker')!.stop('SIGKILL');
      await system.start('pdf-worker');
      await sleep(3_000);
      await system.services.get('mail-worker')!.stop('SIGKILL');
      await system.start('mail-worker');
    })();
    // A steady arrival rate, not a burst.
    for (let i = 0; i < LOAD; i++) {
      sends.push(submit(baseUrl, `Load Co ${i}`));
      await sleep(Math.max(0, started + (i + 1) * ARRIVAL_MS - Date.now()));
    }
    const results = await Promise.all(sends);
    await chaos;
    const ids = accepted(results);
    expect(results.filter((r) => r.status !== 201)).toEqual([]);
    await waitUntilDone(ids, 240_000);

    const mails = await mailsPerApplication(system.stack.mailApiUrl, ids);
    const duplicated = [...mails.notifications.values()].filter(
      (n) => n > NOTIFICATIONS_PER_APPLICATION,
    ).length;
    const unsent = [...mails.notifications.values()].filter((n) => n < NOTIFICATIONS_PER_APPLICATION).length;
    expect({ duplicated, unsent }).toEqual({ duplicated: 0, unsent: 0 });
    const [pdfs] =
      await sql`select count(*)::int as n from applications where application_id = any(${ids}) and pdf_key is not null`;
    expect(pdfs!.n).toBe(ids.length);
    summary.push(
      `faults/load: ${LOAD} submitted, ${ids.length} accepted, ${ids.length} with PDF and mail done, ` +
        `2 workers SIGKILLed, lost 0, duplicated ${duplicated} ` +
        `(${mails.deliveries - ids.length * NOTIFICATIONS_PER_APPLICATION} copies resent with the same Message-ID; ${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }, 300_000);

  it('Redis stopped while submissions arrive: each refused with 503 or accepted and processed once Redis returns', async () => {
    const redis = system.stack.servers.redis!;
    const before = await applicationCount();
    await redis.stop();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit(system.baseUrl, `Redis Down ${i}`)),
    );
    for (const result of results) expect([201, 503]).toContain(result.status);
    const ids = accepted(results);
    expect(await applicationCount()).toBe(before + ids.length);
    await redis.start();
    // The BFF and workers reconnect by themselves; the sweeper re-enqueues what could not be added.
    await waitUntilDone(ids, 90_000);
    expect((await fetch(`${system.baseUrl}/api/ready`)).status).toBe(200);
    summary.push(
      `faults/redis: 10 submitted while Redis was down, ${ids.length} accepted and processed after it returned, lost 0`,
    );
  }, 120_000);

  it('storage stopped mid-upload: a clear 5xx, no row without its files, no orphaned objects', async () => {
    const s3 = system.stack.servers.s3!;
    const before = await applicationCount();
    // A real (if plain) PDF of 8 MB: uploads are judged by a PDF parser, so bytes that only start
    // like a PDF are refused as unreadable before storage is reached.
    const content = Buffer.alloc(8 * 1024 * 1024, 0x20);
    const large = Buffer.concat([
      Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
          `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n4 0 obj<</Length ${content.length}>>stream\n`,
      ),
      content,
      Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    ]);
    const inFlight = submit(system.baseUrl, 'Storage Down Large', large);
    await sleep(50);
    await s3.stop();
    const results = [
      await inFlight,
      ...(await Promise.all([1, 2, 3].map((i) => submit(system.baseUrl, `Storage Down ${i}`)))),
    ];
    for (const result of results) {
      expect(result.status).toBeGreaterThanOrEqual(500);
      expect(result.message).toMatch(/could not store your documents/);
    }
    expect(await applicationCount()).toBe(before);
    await s3.start();
    const afterwards = await submit(system.baseUrl, 'Storage Back');
    expect(afterwards.status).toBe(201);
    await waitUntilDone([afterwards.applicationId!], 60_000);
    expect(await storageConsistency(sql, s3TestClient(system.env), storage.bucket)).toEqual({
      orphans: [],
      missing: [],
    });
    summary.push(
      `faults/storage: ${results.length} refused with 503 while storage was down, 0 rows without files, 0 orphaned objects`,
    );
  }, 120_000);

  it('Postgres restarted: in-flight submissions complete or are refused cleanly; the services recover', async () => {
    const pg = system.stack.servers.postgres!;
    const pids = [...system.services.values()].map((s) => s.child.pid);
    const inFlight = Promise.all(
      Array.from({ length: 5 }, (_, i) => submit(system.baseUrl, `Postgres Restart ${i}`)),
    );
    await sleep(20);
    await pg.stop();
    await sleep(500);
    await pg.start();
    const results = await inFlight;
    for (const result of results) expect([201, 503]).toContain(result.status);
    const after = await Promise.all([1, 2, 3].map((i) => submit(system.baseUrl, `After Restart ${i}`)));
    expect(after.map((r) => r.status)).toEqual([201, 201, 201]);
    await waitUntilDone([...accepted(results), ...accepted(after)], 90_000);
    expect([...system.services.values()].map((s) => s.child.pid)).toEqual(pids);
    summary.push(
      `faults/postgres: restarted under ${results.length} in-flight submissions (${accepted(results).length} completed, ` +
        `${results.length - accepted(results).length} refused), services recovered without a restart`,
    );
  }, 150_000);

  it('SMTP refusing: retries, then failed with the error; an admin retry succeeds once SMTP is back', async () => {
    const mail = system.stack.servers.mail!;
    await mail.stop();
    const { applicationId } = await submit(system.baseUrl, 'Smtp Down');
    await expect
      .poll(
        async () => {
          const [row] =
            await sql`select email_status, processing_errors from applications where application_id = ${applicationId!}`;
          return row;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toMatchObject({
        email_status: 'failed',
        processing_errors: expect.arrayContaining([expect.stringMatching(/./)]),
      });

    await mail.start();
    const login = await fetch(`${system.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin-password' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const retry = await fetch(`${system.baseUrl}/api/admin/applications/${applicationId}/retry`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(retry.status).toBe(200);
    await waitUntilDone([applicationId!], 60_000);
    const mails = await mailsPerApplication(system.stack.mailApiUrl, [applicationId!]);
    expect(mails).toEqual({
      notifications: new Map([[applicationId, NOTIFICATIONS_PER_APPLICATION]]),
      deliveries: NOTIFICATIONS_PER_APPLICATION,
    });
    summary.push(
      'faults/smtp: failed after its retries with the error recorded, sent once after an admin retry',
    );
  }, 120_000);

  it('privacy: no SSN, EIN or date of birth in any log line or in Redis; SSN and EIN are ciphertext in Postgres', async () => {
    const leakingLines = system.logs.filter((line) => SECRETS.some((secret) => line.includes(secret)));
    expect(leakingLines).toEqual([]);

    const redis = new Redis(system.env.REDIS_URL!);
    let keys = 0;
    const leakingKeys: string[] = [];
    try {
      for await (const batch of redis.scanStream({ count: 500 })) {
        for (const key of batch as string[]) {
          keys++;
          const type = await redis.type(key);
          const value =
            type === 'string'
              ? await redis.get(key)
              : type === 'hash'
                ? JSON.stringify(await redis.hgetall(key))
                : type === 'list'
                  ? JSON.stringify(await redis.lrange(key, 0, -1))
                  : type === 'zset'
                    ? JSON.stringify(await redis.zrange(key, 0, -1))
                    : type === 'set'
                      ? JSON.stringify(await redis.smembers(key))
                      : '';
          if (SECRETS.some((secret) => `${key}${value}`.includes(secret))) leakingKeys.push(key);
        }
      }
    } finally {
      redis.disconnect();
    }
    expect(leakingKeys).toEqual([]);

    const rows = await sql<{ json: string }[]>`select row_to_json(a)::text as json from applications a`;
    const leakingRows = rows.filter((row) => SECRETS.some((secret) => row.json.includes(secret)));
    expect(leakingRows).toEqual([]);
    summary.push(
      `privacy: ${system.logs.length} log lines, ${keys} Redis keys, ${rows.length} application rows checked; 0 contain SSN, EIN or DOB`,
    );
  }, 60_000);
});
