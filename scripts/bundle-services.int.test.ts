import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pdfObjectKey, readObjectBytes, schema, statementAnalysisOf } from '@funding/platform';
import { textPdf } from '@funding/platform/testing/documents';
import { eventually } from '@funding/platform/testing/eventually';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { integrationEnv, mailCatcherUrl, scratchDatabase } from '@funding/platform/testing/integration-env';
import { caughtMessages } from '@funding/platform/testing/mail-catcher';
import { MALICIOUS_PDFS } from '@funding/platform/testing/pdf-corpus/malicious';
import {
  pipelineTestContext,
  readApplicationRow,
  removeTestApplication,
} from '@funding/platform/testing/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../services/bff/src/auth/password.ts';
import { pdfToText } from '../services/pdf-worker/src/testing/poppler.ts';
import type { ServiceName } from './bundle-services.ts';
import { imageBundle } from './stack/image-bundles.ts';
import { freePort, stopChild, waitFor } from './stack/process.ts';

/**
 * What the container images run, without Docker: each service bundled into the image layout
 * (dist/, drizzle/, node_modules/ with the native packages only; scripts/stack/image-bundles.ts)
 * in a folder outside the repository, so nothing resolves from the workspace's node_modules, then
 * started with plain `node` and NODE_ENV=production against the real servers of the integration stack. One
 * application goes through the whole pipeline; /metrics and SIGTERM are checked on the way.
 */
// The bundles when this file runs alone, what the services write (uploads in progress) and the web
// folder they serve.
const imageRoot = mkdtempSync(join(tmpdir(), 'funding-images-'));
const bundleDirs = {} as Record<ServiceName, string>;
// A database of the file's own: the services refuse to start on rows other files wrote with the
// test key, which is not theirs.
let database: Awaited<ReturnType<typeof scratchDatabase>>;
let context: ReturnType<typeof pipelineTestContext>;
const running: { name: ServiceName; child: ChildProcess }[] = [];
const logLines: string[] = [];
const ports = { bff: 0, 'pdf-worker': 0, 'mail-worker': 0 } as Record<ServiceName, number>;
const METRICS_TOKEN = 'bundle-test-metrics-token-0123456789';
let applicationId: string | undefined;

function productionEnv(overrides: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? '',
    ...integrationEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      FIELD_ENCRYPTION_KEYS: `bundle1:${Buffer.alloc(32, 7).toString('base64')}`,
      DUPLICATE_HASH_KEYS: `bundle1:${Buffer.alloc(32, 9).toString('base64')}`,
      JWT_SECRET: 'bundle-test-jwt-secret-0123456789-0123456789',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bundle-test-Kettle-Brisk-71',
      MAIL_FROM: 'Funding <no-reply@funding.local>',
      PROCESSING_TEAM_EMAIL: 'processing@funding.local',
      // Other test files leave rows behind; this run must not sweep them.
      SWEEP_INTERVAL_MS: '0',
      DATABASE_URL: database.url,
      ...overrides,
    }),
  };
}

function start(name: ServiceName, env: Record<string, string>) {
  const child = spawn(process.execPath, [`dist/${name}/main.mjs`], {
    cwd: bundleDirs[name],
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => logLines.push(`${name}: ${line}`));
  }
  running.push({ name, child });
}

beforeAll(async () => {
  database = await scratchDatabase();
  context = pipelineTestContext({ databaseUrl: database.url });
  for (const name of ['bff', 'pdf-worker', 'mail-worker'] as const) {
    bundleDirs[name] = (await imageBundle(name, imageRoot)).outDir;
    ports[name] = await freePort();
  }
  start(
    'bff',
    productionEnv({
      PORT: String(ports.bff),
      HOST: '127.0.0.1',
      METRICS_TOKEN,
      INTAKE_TMP_DIR: join(imageRoot, 'intake'),
      // The web app is not part of this check (no build here); an empty folder stands in.
      WEB_DIST_DIR: join(imageRoot, 'web'),
      // So the first admin can sign in with a password alone and open the queue view below.
      STAFF_SECOND_FACTOR: 'optional',
    }),
  );
  start('pdf-worker', productionEnv({ HEALTH_PORT: String(ports['pdf-worker']) }));
  start('mail-worker', productionEnv({ HEALTH_PORT: String(ports['mail-worker']) }));
  for (const [name, port] of Object.entries(ports)) {
    await waitFor(
      `${name} ready`,
      async () => (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.status === 200,
      // Bundles load in seconds on a quiet machine; beside other tiers on two cores, far longer.
      120_000,
    ).catch((error) => {
      throw new Error(`${error.message}\n${logLines.join('\n')}`);
    });
  }
  // Three bundles built and three services started: minutes beside other tiers on two cores.
}, 300_000);

afterAll(async () => {
  for (const { child } of running) await stopChild(child);
  if (applicationId) await removeTestApplication(context, applicationId);
  await context?.close();
  await database?.drop();
  rmSync(imageRoot, { recursive: true, force: true });
});

describe('the bundled services (the images without Docker)', () => {
  // The operator commands of the bff image, run as the migration Job, kubectl exec and the CronJob do.
  function runCommand(...args: string[]): string {
    const result = spawnSync(process.execPath, args, {
      cwd: bundleDirs.bff,
      env: productionEnv(),
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    return result.stdout;
  }

  it('migrates with dist/bff/migrate.mjs', () => {
    expect(runCommand('dist/bff/migrate.mjs')).toContain('Migrations applied');
  });

  it('reports the encryption keys in use with dist/bff/reencrypt.mjs --check, changing nothing', () => {
    const output = runCommand('dist/bff/reencrypt.mjs', '--check');
    expect(output).toMatch(/^Applications per key: /);
    expect(output).not.toContain('Re-encrypting');
  });

  it('looks for orphaned objects with dist/bff/sweep-orphans.mjs --dry-run, removing nothing', () => {
    expect(runCommand('dist/bff/sweep-orphans.mjs', '--dry-run')).toMatch(
      /Scanned \d+ objects; \d+ orphans found \(dry run\)/,
    );
  });

  it('refuses a PDF whose JavaScript hides in a compressed object stream (qpdf in the image)', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify(validApplicationInput()));
    const hidden = MALICIOUS_PDFS.find((file) => file.name.includes('FlateDecode object stream'))!.build();
    form.append('bankStatement1', new Blob([new Uint8Array(hidden)], { type: 'application/pdf' }), 'a.pdf');
    const response = await fetch(`http://127.0.0.1:${ports.bff}/api/applications`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      'bankStatement1',
    );
  });

  it('takes an application through the bff, renders its PDF in the bundled thread and mails it', async () => {
    // Names in scripts of every fallback face: the bundle finds the font files where the image has them.
    const names = {
      businessName: '北京王氏贸易有限公司',
      owner1FirstName: 'עמית',
      owner1LastName: 'Nguyễn Thị',
      ownerSignature: 'Γιώργος Παπαδόπουλος',
      businessCity: 'محمد',
    };
    const form = new FormData();
    form.append('data', JSON.stringify(validApplicationInput(names)));
    const statement = await textPdf(['Bank statement, March']);
    form.append(
      'bankStatement1',
      new Blob([new Uint8Array(statement)], { type: 'application/pdf' }),
      'выписка_март.pdf',
    );
    // Past the statement reader's 150 pages (STATEMENT_READ_LIMITS), and enough objects that qpdf's
    // JSON is large: judged by the bundled check process.
    const long = await textPdf(Array.from({ length: 200 }, (_, page) => `Transactions, page ${page + 1}`));
    form.append('bankStatement2', new Blob([new Uint8Array(long)], { type: 'application/pdf' }), 'long.pdf');
    const response = await fetch(`http://127.0.0.1:${ports.bff}/api/applications`, {
      method: 'POST',
      body: form,
    });
    const body = (await response.json()) as { applicationId: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    applicationId = body.applicationId;

    const row = await eventually(
      'the PDF and the e-mail',
      async () => {
        const current = await readApplicationRow(context, body.applicationId);
        return current.pdfStatus === 'done' && current.emailStatus === 'done' && current;
      },
      60_000,
    ).catch((error) => {
      throw new Error(`${error.message}\n${logLines.join('\n')}`);
    });
    expect(row.pdfStatus).toBe('done');
    const text = await pdfToText(await readObjectBytes(context.storage, pdfObjectKey(body.applicationId)));
    const lines = text.join('\n').split('\n');
    for (const name of Object.values(names)) expect(lines).toContain(name);
    expect(lines.some((line) => line.includes('выписка_март.pdf (PDF,'))).toBe(true);
    const ours = await caughtMessages(mailCatcherUrl(), body.applicationId);
    expect(ours.length).toBeGreaterThan(0);
    const staffCopy = ours.find((message) => (message.attachments ?? []).length > 0);
    expect(staffCopy?.attachments?.map((a) => a.fileName)).toContain(`${body.applicationId}.pdf`);

    // The bank statements are read in the bundled reader thread: a letter is not a statement, and
    // 200 pages are past the reader's bounds.
    const analysis = await eventually('the statements read', async () => {
      const current = await statementAnalysisOf(context.db, row.id);
      return current.status === 'done' && current;
    });
    expect(analysis.statements.map((statement) => [statement.fileName, statement.check])).toEqual([
      ['выписка_март.pdf', 'not_a_statement'],
      ['long.pdf', 'unreconciled'],
    ]);
    expect(analysis.statements[1]!.checkReason).toMatch(/^not read: /);
  });

  it('serves the OpenAPI document and its reference page, Swagger UI included', async () => {
    const document = await fetch(`http://127.0.0.1:${ports.bff}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toBe('3.1.0');
    for (const path of ['/api/docs', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']) {
      expect((await fetch(`http://127.0.0.1:${ports.bff}${path}`)).status, path).toBe(200);
    }
  });

  it('keeps an idle connection longer than an ingress keeps its upstream connections (60 s)', async () => {
    const keepAlive = await new Promise<string | undefined>((resolve, reject) =>
      get(`http://127.0.0.1:${ports.bff}/api/health`, (response) => {
        response.resume();
        resolve(response.headers['keep-alive']?.toString());
      }).on('error', reject),
    );
    expect(keepAlive).toBe('timeout=65');
  });

  it('serves request metrics behind the token, and queue metrics on the workers health ports', async () => {
    const denied = await fetch(`http://127.0.0.1:${ports.bff}/metrics`);
    expect(denied.status).toBe(401);
    const bff = await (
      await fetch(`http://127.0.0.1:${ports.bff}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).text();
    expect(bff).toContain('http_requests_total{method="POST",route="/api/applications",status="201"} 1');

    for (const [worker, queue] of [
      ['pdf-worker', 'pdf'],
      ['mail-worker', 'mail'],
    ] as const) {
      const page = await (await fetch(`http://127.0.0.1:${ports[worker]}/metrics`)).text();
      expect(page).toContain(`bullmq_queue_counts_up{queue="${queue}"} 1`);
      expect(page).toMatch(new RegExp(`bullmq_queue_jobs\\{queue="${queue}",state="wait"\\} \\d+`));
      expect(page).toMatch(new RegExp(`bullmq_jobs_completed_total\\{queue="${queue}"\\} [1-9]`));
      expect(page).toContain('process_resident_memory_bytes');
    }
  });

  it("serves the queue view's page and files from the bundle to a super admin", async () => {
    const bff = `http://127.0.0.1:${ports.bff}`;
    // The shared database may already hold a super admin from another test file, in which case the
    // bundled BFF creates none from ADMIN_PASSWORD: this test brings its own.
    const username = `bundle-super-${process.pid}-${Date.now()}`;
    const password = 'bundle-test-Quartz-Ledger-58';
    await context.db.insert(schema.adminUsers).values({
      username,
      email: `${username}@funding.local`,
      passwordHash: await hashPassword(password),
      role: 'super_admin',
    });
    const login = await fetch(`${bff}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const signedIn = (await login.json()) as { data?: { token: string } };
    expect(login.status, JSON.stringify(signedIn)).toBe(200);
    const link = await fetch(`${bff}/api/admin/queues/link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${signedIn.data!.token}` },
    });
    const { url } = (await link.json()) as { url: string };
    const entered = await fetch(`${bff}${url}`, { redirect: 'manual' });
    expect(entered.status).toBe(303);
    const cookie = entered.headers.get('set-cookie')!.split(';')[0]!;
    const page = await fetch(`${bff}/api/admin/queues/board/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const stylesheet = /href="(static\/css\/main\.[^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet, html.slice(0, 400)).toBeDefined();
    const css = await fetch(`${bff}/api/admin/queues/board/${stylesheet}`, { headers: { cookie } });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('stops cleanly on SIGTERM', async () => {
    for (const { name, child } of running) {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited, name).toBe(0);
    }
  });
});
