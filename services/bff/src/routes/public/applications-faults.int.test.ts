import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import { countObjects } from '@funding/platform/testing/objects';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { redisServer, s3Server } from '../../../../../scripts/stack/local-servers.ts';
import { freePort } from '../../../../../scripts/stack/process.ts';
import { postSubmission, submissionForm } from '../../testing/submission.ts';
import { createTestApp } from '../../testing/test-app.ts';

// Real servers of our own, stopped in the middle of the test: the shared ones stay untouched.
const dir = mkdtempSync(join(tmpdir(), 'intake-faults-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const withFile = () =>
  submissionForm({ files: [{ slot: 'bankStatement1', name: 'a.pdf', body: tinyPdf() }] });

describe('submission when a dependency fails', () => {
  it('storage stopped: a clear 503, no application row; works again once storage is back', async () => {
    const port = await freePort();
    const s3 = s3Server(dir, port);
    await s3.start();
    const { app, deps, close } = createTestApp({ S3_ENDPOINT: `http://127.0.0.1:${port}` });
    try {
      await deps.storage.ensureBucket();
      expect((await postSubmission(app, withFile())).status).toBe(201);

      await s3.stop();
      const [{ n: before }] = (await deps.sql`select count(*)::int as n from applications`) as [
        { n: number },
      ];
      const refused = await postSubmission(app, withFile());
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /could not store your documents/,
      );
      const [{ n: after }] = (await deps.sql`select count(*)::int as n from applications`) as [{ n: number }];
      expect(after).toBe(before);

      await s3.start();
      expect((await postSubmission(app, withFile())).status).toBe(201);
    } finally {
      await close();
      await s3.stop();
    }
  });

  it('database unreachable: a clear 503, and the objects already stored are removed', async () => {
    const { app, deps, close } = createTestApp({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/funding`,
    });
    try {
      const before = await countObjects(deps.storage, 'applications/');
      const refused = await postSubmission(app, withFile());
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /could not save your application/,
      );
      expect(await countObjects(deps.storage, 'applications/')).toBe(before);
    } finally {
      await close();
    }
  });

  it('the session ended by the server while saving (a restart, a failover): saved once, on another connection', async () => {
    const { app, deps, close } = createTestApp();
    // The first insert of an application ends its own session, as a server shutting down does
    // (admin_shutdown, 57P01); a sequence counts the inserts outside the transaction it ends.
    await deps.sql.unsafe(`
      create sequence end_session_once;
      create function end_session_once() returns trigger language plpgsql as $$
      begin
        if nextval('end_session_once') = 1 then perform pg_terminate_backend(pg_backend_pid()); end if;
        return new;
      end $$;
      create trigger end_session_once before insert on applications
        for each row execute function end_session_once();`);
    try {
      const response = await postSubmission(app, withFile());
      expect(response.status).toBe(201);
      const { applicationId } = (await response.json()) as { applicationId: string };
      const rows = await deps.db
        .select({ id: schema.applications.id })
        .from(schema.applications)
        .where(eq(schema.applications.applicationId, applicationId));
      expect(rows).toHaveLength(1);
      const [{ inserts }] = (await deps.sql`select last_value::int as inserts from end_session_once`) as [
        { inserts: number },
      ];
      expect(inserts).toBe(2);
    } finally {
      await deps.sql.unsafe(`
        drop trigger end_session_once on applications;
        drop function end_session_once();
        drop sequence end_session_once;`);
      await close();
    }
  });

  it('queue stopped after the commit: the application is kept, pending, and the client gets its id', async () => {
    const port = await freePort();
    const redis = redisServer(dir, port, false);
    await redis.start();
    const { app, deps, close } = createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      // Connected first, then lost: the case of a Redis that goes away under a running BFF.
      await deps.queues.pdf.waitUntilReady();
      if (deps.redis.status !== 'ready') await once(deps.redis, 'ready');
      await redis.stop();
      const response = await postSubmission(app, withFile());
      expect(response.status).toBe(201);
      const { applicationId } = (await response.json()) as { applicationId: string };
      const [row] = await deps.db
        .select({ pdfStatus: schema.applications.pdfStatus })
        .from(schema.applications)
        .where(eq(schema.applications.applicationId, applicationId));
      // Still pending: the pipeline's sweeper enqueues it once Redis is back.
      expect(row).toEqual({ pdfStatus: 'pending' });
    } finally {
      await close();
    }
  });
});
