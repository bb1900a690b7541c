import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPLICATION_FIELDS } from '@funding/contracts';
import { schema } from '@funding/platform';
import { pdfWithJavaScript, tinyPdf, tinyPng } from '@funding/platform/testing/documents';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { countObjects } from '@funding/platform/testing/objects';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../testing/admin-fixtures.ts';
import { postSubmission, submissionForm } from '../testing/submission.ts';
import { createTestApp } from '../testing/test-app.ts';

// A spool directory of its own, so the test can tell that nothing was left in it.
const spoolDir = mkdtempSync(join(tmpdir(), 'hostile-spool-'));
const { app, deps, close } = createTestApp({ INTAKE_TMP_DIR: spoolDir });
afterAll(async () => {
  await close();
  rmSync(spoolDir, { recursive: true, force: true });
});

let inputsTried = 0;
afterAll(() =>
  console.log(`hostile input: ${inputsTried} inputs tried, 0 answered with 5xx, 0 stored when refused`),
);

async function storedCounts() {
  const [row] =
    await deps.sql`select (select count(*) from applications)::int as a, (select count(*) from documents)::int as d`;
  const objects = await countObjects(deps.storage, 'applications/');
  return { applications: row!.a as number, documents: row!.d as number, objects };
}

const anyJsonValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; drop table applications; --",
    '<script>alert(1)</script>',
    '12-3456789',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

describe('hostile application data (property-based)', () => {
  it('answers random, boundary and wrongly typed values with 2xx or a 4xx message, never 5xx; a refusal stores nothing', async () => {
    const field = fc.constantFrom(...APPLICATION_FIELDS);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(field, anyJsonValue, { maxKeys: 8 }),
        fc.dictionary(fc.string({ maxLength: 12 }), anyJsonValue, { maxKeys: 2 }),
        fc.boolean(),
        async (overrides, extra, startFromValid) => {
          inputsTried++;
          const data = { ...(startFromValid ? validApplicationInput() : {}), ...extra, ...overrides };
          const before = await storedCounts();
          const response = await postSubmission(app, submissionForm({ data: JSON.stringify(data) }));
          const body = (await response.json()) as { message?: string; applicationId?: string };
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) {
            expect(body.message).toEqual(expect.any(String));
            expect(await storedCounts()).toEqual(before);
          } else {
            expect(body.applicationId).toEqual(expect.any(String));
          }
        },
      ),
      { numRuns: propertyRuns(80) },
    );
  });
});

describe('hostile files', () => {
  it('refuses a PDF that carries a JavaScript action', async () => {
    inputsTried++;
    const before = await storedCounts();
    const body = pdfWithJavaScript();
    const response = await postSubmission(
      app,
      submissionForm({ files: [{ slot: 'bankStatement1', name: 'x.pdf', body }] }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /PDF files with scripts, actions that run when opened/,
    );
    expect(await storedCounts()).toEqual(before);
  });

  it('stores a polyglot as the type its leading bytes say, never as what the client claims', async () => {
    inputsTried++;
    const polyglot = Buffer.concat([
      tinyPng(),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await postSubmission(
      app,
      submissionForm({
        files: [{ slot: 'additionalDoc3', name: 'invoice.html', body: polyglot, type: 'text/html' }],
      }),
    );
    expect(response.status).toBe(201);
    const { applicationId } = (await response.json()) as { applicationId: string };
    const [document] = await deps.db
      .select({ contentType: schema.documents.contentType, originalName: schema.documents.originalName })
      .from(schema.documents)
      .innerJoin(schema.applications, eq(schema.applications.id, schema.documents.applicationId))
      .where(eq(schema.applications.applicationId, applicationId));
    expect(document).toEqual({ contentType: 'image/png', originalName: 'invoice.png' });
  });

  it('refuses a multipart body that is only a part header', async () => {
    inputsTried++;
    const body = '--xyz\r\nContent-Disposition: form-data; name="bankStatement1"; filename="a.pdf"\r\n\r\n';
    const response = await app.request('/api/applications', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('a body cut off mid-file over a real connection', () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores nothing and leaves no spooled file behind', async () => {
    inputsTried++;
    const before = await storedCounts();
    const boundary = 'cutoff';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(validApplicationInput())}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="bankStatement1"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ].join('');
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + 5_000_000}\r\n\r\n${head}`,
    );
    socket.write(Buffer.concat([tinyPdf(), Buffer.alloc(1_000_000, 0x20)]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    // Give the server a moment to notice and clean up.
    await expect.poll(() => readdirSync(spoolDir).length, { timeout: 5_000 }).toBe(0);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('hostile API calls', () => {
  it('treats SQL in search terms and ids as text', async () => {
    const admin = await createAdmin(deps, { role: 'viewer' });
    for (const attack of ["' or 1=1 --", "'; drop table applications; --", '%', '\\', '_']) {
      inputsTried++;
      const list = await app.request(`/api/admin/applications?search=${encodeURIComponent(attack)}`, {
        headers: admin.headers,
      });
      expect(list.status).toBe(200);
      const detail = await app.request(`/api/admin/applications/${encodeURIComponent(attack)}`, {
        headers: admin.headers,
      });
      expect([400, 404]).toContain(detail.status);
    }
    const [table] = await deps.sql`select to_regclass('public.applications') as name`;
    expect(table!.name).toBe('applications');
  });

  // Postgres refuses NUL in text outright: every text an admin can send is cleaned or refused first.
  it('answers control characters in admin inputs with a 2xx or a 4xx, never 5xx', async () => {
    const admin = await createAdmin(deps, { role: 'super_admin' });
    const json = { ...admin.headers, 'content-type': 'application/json' };
    const nul = '\u0000';
    const calls: [string, RequestInit][] = [
      [`/api/admin/applications?search=${encodeURIComponent(`acme${nul}`)}`, { headers: admin.headers }],
      [`/api/admin/applications/${encodeURIComponent(`FA-${nul}`)}`, { headers: admin.headers }],
      [`/api/admin/audit-log?applicationId=${encodeURIComponent(nul)}`, { headers: admin.headers }],
      [`/api/admin/analytics?timeZone=${encodeURIComponent(`UTC${nul}`)}`, { headers: admin.headers }],
      [
        '/api/admin/agents',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ name: `Dana${nul}`, email: `dana${nul}@a.test` }),
        },
      ],
      [
        '/api/admin/users',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            username: `u${nul}${Date.now()}`,
            email: 'u@a.test',
            password: 'long-enough-1',
          }),
        },
      ],
      [
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: `admin${nul}`, password: 'x' }),
        },
      ],
    ];
    for (const [path, init] of calls) {
      inputsTried++;
      const response = await app.request(path, init);
      expect(response.status, path).toBeLessThan(500);
    }
    const [agent] =
      await deps.sql`select name, email from agents where name like 'Dana%' order by created_at desc limit 1`;
    expect(agent).toEqual({ name: 'Dana', email: 'dana@a.test' });
  });

  it('refuses an oversized JSON body with 413 before reading it whole', async () => {
    inputsTried++;
    const response = await app.request('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });
});

describe('security headers and CORS', () => {
  it('sends HSTS only behind TLS, and nosniff, frame-ancestors and Referrer-Policy everywhere', async () => {
    const tls = createTestApp({ PUBLIC_BASE_URL: 'https://apply.example.com' });
    try {
      for (const path of ['/', '/api/health']) {
        const response = await tls.app.request(path);
        expect(response.headers.get('strict-transport-security')).toContain('max-age=');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await tls.close();
    }
    expect((await app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('loads images from this origin, data: and blob: URLs only, never from another host', async () => {
    const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const imgSrc = policy.split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim()).toBe("img-src 'self' data: blob:");
  });

  it('allows only configured origins', async () => {
    const withCors = createTestApp({ CORS_ORIGINS: 'https://provider.example.com' });
    try {
      const allowed = await withCors.app.request('/api/health', {
        headers: { origin: 'https://provider.example.com' },
      });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://provider.example.com');
      const other = await withCors.app.request('/api/health', {
        headers: { origin: 'https://evil.example.com' },
      });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await withCors.close();
    }
    const sameOrigin = await app.request('/api/health', { headers: { origin: 'https://evil.example.com' } });
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull();
  });
});
