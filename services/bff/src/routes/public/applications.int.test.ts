import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  APPLICATION_ID_PATTERN,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  UPLOAD_SLOT_LABELS,
  UUID_PATTERN,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { tinyJpeg, tinyPdf, tinyPng } from '@funding/platform/testing/documents';
import { SECOND_OWNER, validApplicationInput } from '@funding/platform/testing/fixtures';
import { countObjects } from '@funding/platform/testing/objects';
import { MALICIOUS_PDFS } from '@funding/platform/testing/pdf-corpus/malicious';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_CONFLICT } from '../../intake/idempotency.ts';
import { expectRefusedOrNeutralised } from '../../testing/corpus-upload.ts';
import { postSubmission, submissionForm } from '../../testing/submission.ts';
import { createTestApp } from '../../testing/test-app.ts';

const { app, deps, close } = createTestApp();
afterAll(close);

async function countRows() {
  const [row] = await deps.sql`select count(*)::int as n from applications`;
  return row!.n as number;
}

const storedObjects = () => countObjects(deps.storage, 'applications/');

/** Asserts that a refused request left neither a row nor an object behind. */
async function expectNothingStored(action: () => Promise<Response>) {
  const [rowsBefore, objectsBefore] = [await countRows(), await storedObjects()];
  const response = await action();
  expect([await countRows(), await storedObjects()]).toEqual([rowsBefore, objectsBefore]);
  return response;
}

describe('POST /api/applications', () => {
  it('stores the application, its files and a pdf job, then answers with a readable id', async () => {
    const [agent] = await deps.db
      .insert(schema.agents)
      .values({ name: 'Sam Agent', email: 'sam@agents.test', slug: `sam-${randomUUID()}` })
      .returning();
    const form = submissionForm({
      data: validApplicationInput(SECOND_OWNER),
      agentId: agent!.id,
      files: [
        { slot: 'bankStatement1', name: 'выписка март.pdf', body: tinyPdf() },
        { slot: 'bankStatement2', name: '../../etc/feb*?.PNG', body: tinyPng() },
        // The declared type and name lie; the bytes decide.
        { slot: 'additionalDoc1', name: 'license.pdf', body: tinyJpeg(), type: 'application/pdf' },
      ],
    });
    const response = await postSubmission(app, form);
    const body = (await response.json()) as { applicationId: string };
    expect({ status: response.status, body }).toMatchObject({ status: 201 });
    const { applicationId } = body;
    expect(applicationId).toMatch(APPLICATION_ID_PATTERN);

    const [row] = await deps.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.applicationId, applicationId));
    expect(row).toMatchObject({
      businessName: 'Acme Bakery LLC',
      agentId: agent!.id,
      agentName: 'Sam Agent',
      agentEmail: 'sam@agents.test',
      pdfStatus: 'pending',
      emailStatus: 'pending',
      einLast4: '6789',
      owner1SsnLast4: '6789',
      owner2SsnLast4: '4321',
      businessPhone: '(512) 555-0142',
      owner1Email: 'maria.lopez@acme-bakery.test',
      owner1MobilePhone: '(512) 555-0187',
      owner2Email: 'james.chen@acme-bakery.test',
      owner2MobilePhone: '(214) 555-0163',
    });
    const documents = await deps.db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.applicationId, row!.id));
    expect(documents.map((d) => [d.slot, d.originalName, d.contentType]).sort()).toEqual([
      ['additionalDoc1', 'license.jpg', 'image/jpeg'],
      ['bankStatement1', 'выписка март.pdf', 'application/pdf'],
      ['bankStatement2', 'feb.png', 'image/png'],
    ]);
    for (const document of documents) {
      expect(document.storageKey).toMatch(
        new RegExp(`^applications/${applicationId}/documents/${UUID_PATTERN.source.slice(1, -1)}$`),
      );
      expect((await deps.storage.getBytes(document.storageKey)).length).toBe(document.sizeBytes);
    }
    const job = await deps.queues.pdf.getJob(applicationId);
    expect(job?.data).toEqual({ applicationId });
  });

  it('keeps SSN, EIN and dates of birth out of every plaintext column', async () => {
    const response = await postSubmission(app, submissionForm({ data: validApplicationInput(SECOND_OWNER) }));
    const { applicationId } = (await response.json()) as { applicationId: string };
    const [raw] =
      await deps.sql`select row_to_json(a)::text as json from applications a where application_id = ${applicationId}`;
    for (const secret of [
      '123-45-6789',
      '123456789',
      '12-3456789',
      '987-65-4321',
      '1980-04-12',
      '1975-09-30',
    ]) {
      expect(raw!.json).not.toContain(secret);
    }
    expect(raw!.json).toContain('Acme Bakery LLC');
  });

  it('answers 400 with every required-field message of the spec, and stores nothing', async () => {
    const response = await expectNothingStored(() =>
      postSubmission(app, submissionForm({ data: { hasSecondOwner: true, acceptTerms: false } })),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toContain('Validation');
    expect(body.fields).toMatchObject({
      businessName: 'Business name is required',
      entityType: 'Entity type is required',
      ein: 'EIN must be in format XX-XXXXXXX',
      timeInBusiness: 'Time in business is required',
      stateOfOrganization: 'State of organization is required',
      businessStreet1: 'Street address is required',
      businessCity: 'City is required',
      businessState: 'State is required',
      businessZipCode: 'Invalid zip code format',
      businessPhone: 'Business phone is required',
      owner1FirstName: 'First name is required',
      owner1LastName: 'Last name is required',
      owner1OwnershipPercentage: 'Ownership percentage must be between 0-100',
      owner1DateOfBirth: 'Date of birth is required',
      owner1Ssn: 'SSN must be in format XXX-XX-XXXX',
      owner1Email: 'Email is required',
      owner1MobilePhone: 'Mobile phone is required',
      acceptTerms: 'You must accept the terms of service',
      ownerSignature: 'Owner signature is required',
      owner2FirstName: 'First name is required',
      owner2LastName: 'Last name is required',
      owner2OwnershipPercentage: 'Ownership percentage is required',
      owner2DateOfBirth: 'Date of birth is required',
      owner2Ssn: 'SSN is required',
      owner2Street1: 'Street address is required',
      owner2City: 'City is required',
      owner2State: 'State is required',
      owner2ZipCode: 'Zip code is required',
    });
    // Owner 2's e-mail and mobile phone are optional.
    expect(body.fields).not.toHaveProperty('owner2Email');
    expect(body.fields).not.toHaveProperty('owner2MobilePhone');
  });

  it('refuses an owner younger than 18 and one born in the future, naming each field, and keeps nothing', async () => {
    const today = new Date();
    const isoDate = (yearsAgo: number, daysAhead = 0) => {
      const date = new Date(
        Date.UTC(today.getUTCFullYear() - yearsAgo, today.getUTCMonth(), today.getUTCDate()),
      );
      date.setUTCDate(date.getUTCDate() + daysAhead);
      return date.toISOString().slice(0, 10);
    };
    const response = await expectNothingStored(() =>
      postSubmission(
        app,
        submissionForm({
          data: {
            ...validApplicationInput(SECOND_OWNER),
            // Eighteen tomorrow (two days ahead: "today" is the latest date anywhere on Earth).
            owner1DateOfBirth: isoDate(18, 2),
            owner2DateOfBirth: isoDate(0, 3),
          },
        }),
      ),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      owner1DateOfBirth: MESSAGES.ownerUnderage,
      owner2DateOfBirth: MESSAGES.dateOfBirthInFuture,
    });
  });

  it('checks formats and ranges: EIN, SSN, zip, ownership, FICO, phones, e-mail', async () => {
    const data = validApplicationInput({
      ein: '123456789',
      owner1Ssn: '123-456-789',
      businessZipCode: '1234',
      businessPhone: '512-555-0142',
      owner1OwnershipPercentage: 101,
      owner1FicoScore: 299,
      owner1Email: 'maria@acme.test, boss@elsewhere.test',
      owner1MobilePhone: '(123) 555-0187',
    });
    const response = await postSubmission(app, submissionForm({ data }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toEqual({
      ein: MESSAGES.einFormat,
      businessZipCode: MESSAGES.zipFormat,
      businessPhone: MESSAGES.phoneFormat,
      owner1OwnershipPercentage: MESSAGES.ownershipRange,
      owner1Ssn: MESSAGES.ssnFormat,
      owner1FicoScore: MESSAGES.ficoRange,
      owner1Email: MESSAGES.emailFormat,
      owner1MobilePhone: MESSAGES.phoneInvalid,
    });
  });

  it('answers malformed JSON with a 400 validation message, not a 500', async () => {
    const response = await postSubmission(app, submissionForm({ data: '{"businessName": ' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('Validation');
  });

  describe('refuses PDFs that act when opened, however they are written (issue 20)', () => {
    const reproducers = MALICIOUS_PDFS.filter((file) => file.name.includes('(issue 20)'));

    it.each(reproducers.map((file) => [file.name, file] as const))('%s', async (_, file) => {
      expect(reproducers).toHaveLength(4);
      const response = await expectNothingStored(() =>
        postSubmission(
          app,
          submissionForm({ files: [{ slot: 'bankStatement2', name: 'statement.pdf', body: file.build() }] }),
        ),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; fields: Record<string, string> };
      expect(body.message).toBe(`${UPLOAD_SLOT_LABELS.bankStatement2}: ${MESSAGES.uploadActiveContent}`);
      expect(body.fields).toEqual({ bankStatement2: MESSAGES.uploadActiveContent });
    });

    it('answers a PDF no parser can read with a 400 that names the field', async () => {
      const response = await expectNothingStored(() =>
        postSubmission(
          app,
          submissionForm({
            files: [
              {
                slot: 'additionalDoc1',
                name: 'broken.pdf',
                body: Buffer.from('%PDF-1.7\n<< /Type /Catalog'),
              },
            ],
          }),
        ),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
        additionalDoc1: MESSAGES.uploadUnreadablePdf,
      });
    });
  });

  describe('keeps no PDF that could act in any reader: every construction of the corpus (issue 25)', () => {
    const outcomes = new Map<string, 'refused' | 'rewritten'>();

    it.each(MALICIOUS_PDFS.map((file) => [file.name, file] as const))('%s', async (_, file) => {
      const sent = file.build();
      const response = await postSubmission(
        app,
        submissionForm({ files: [{ slot: 'bankStatement2', name: 'statement.pdf', body: sent }] }),
      );
      const applicationId =
        response.status === 201
          ? ((await response.clone().json()) as { applicationId: string }).applicationId
          : '';
      const outcome = await expectRefusedOrNeutralised(deps, response, sent, 'bankStatement2', async () => {
        const [row] = await deps.db
          .select({ id: schema.applications.id })
          .from(schema.applications)
          .where(eq(schema.applications.applicationId, applicationId));
        return row?.id;
      });
      outcomes.set(file.name, outcome);
    });

    it('keeps, rewritten, only the files whose active part no conforming reader reads', () => {
      expect([...outcomes].filter(([, outcome]) => outcome === 'rewritten').map(([name]) => name)).toEqual(
        MALICIOUS_PDFS.filter((file) => file.name.startsWith('a dead second definition')).map(
          (file) => file.name,
        ),
      );
    });
  });

  describe('refuses files by content, size and slot, naming the slot, and stores nothing', () => {
    const cases: Array<[string, { slot: string; name: string; body: Buffer }[], number, RegExp]> = [
      [
        'a renamed executable',
        [
          {
            slot: 'bankStatement1',
            name: 'statement.pdf',
            body: Buffer.from('MZ\x90\x00 this is a program'),
          },
        ],
        400,
        /Bank Statement \(Most Recent Month\): File must be a PDF, JPG or PNG/,
      ],
      [
        'an empty file',
        [{ slot: 'bankStatement3', name: 'empty.pdf', body: Buffer.alloc(0) }],
        400,
        /3rd.*File is empty/,
      ],
      [
        'a file of 10 MiB + 1 byte',
        [
          {
            slot: 'additionalDoc2',
            name: 'big.pdf',
            body: Buffer.concat([tinyPdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]),
          },
        ],
        413,
        /Additional Document 2: File is larger than 10MB/,
      ],
      [
        'an unknown slot',
        [{ slot: '../bankStatement9', name: 'x.pdf', body: tinyPdf() }],
        400,
        /Unknown file field/,
      ],
      [
        'a second file in one slot',
        [
          { slot: 'bankStatement1', name: 'a.pdf', body: tinyPdf() },
          { slot: 'bankStatement1', name: 'b.pdf', body: tinyPdf() },
        ],
        400,
        /Only one file can be uploaded here/,
      ],
    ];
    for (const [what, files, status, message] of cases) {
      it(what, async () => {
        const response = await expectNothingStored(() =>
          postSubmission(
            app,
            submissionForm({
              files: [{ slot: 'bankStatement4', name: 'ok.png', body: tinyPng() }, ...files],
            }),
          ),
        );
        expect(response.status).toBe(status);
        expect(((await response.json()) as { message: string }).message).toMatch(message);
      });
    }
  });

  it('accepts a file of exactly 10 MiB', async () => {
    const body = tinyPdf(MAX_UPLOAD_BYTES);
    const response = await postSubmission(
      app,
      submissionForm({ files: [{ slot: 'bankStatement1', name: 'max.pdf', body }] }),
    );
    expect(response.status).toBe(201);
  });

  it('refuses a body announced as larger than seven files before reading it', async () => {
    const response = await app.request('/api/applications', {
      method: 'POST',
      body: 'x',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(80 * 1024 * 1024),
      },
    });
    expect(response.status).toBe(413);
  });

  it('refuses unknown text fields and non-multipart bodies', async () => {
    expect((await postSubmission(app, submissionForm({ extra: { notes: 'hi' } }))).status).toBe(400);
    const json = await app.request('/api/applications', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
  });

  describe('idempotency', () => {
    it('turns a repeated submit with the same key into one application', async () => {
      const key = randomUUID();
      const first = await postSubmission(
        app,
        submissionForm({ files: [{ slot: 'bankStatement1', name: 'a.pdf', body: tinyPdf() }] }),
        {
          'idempotency-key': key,
        },
      );
      const rows = await countRows();
      const second = await postSubmission(app, submissionForm({}), { 'idempotency-key': key });
      expect(first.status).toBe(201);
      expect(second.status).toBe(200);
      expect(await second.json()).toEqual(await first.json());
      expect(await countRows()).toBe(rows);
    });

    it('gives two simultaneous submits with one key the same id, and leaves no stray objects', async () => {
      const key = randomUUID();
      const [rowsBefore, objectsBefore] = [await countRows(), await storedObjects()];
      const send = () =>
        postSubmission(
          app,
          submissionForm({ files: [{ slot: 'bankStatement1', name: 'a.pdf', body: tinyPdf() }] }),
          {
            'idempotency-key': key,
          },
        );
      const responses = await Promise.all([send(), send()]);
      const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ applicationId: string }>));
      expect(bodies.map((b) => b.applicationId)).toEqual([expect.any(String), expect.any(String)]);
      const ids = bodies.map((b) => b.applicationId);
      expect(ids[0]).toBe(ids[1]);
      expect(await countRows()).toBe(rowsBefore + 1);
      expect(await storedObjects()).toBe(objectsBefore + 1);
    });

    it('answers a key sent with other data with 409, never the earlier application (issue 20)', async () => {
      const key = randomUUID();
      const first = await postSubmission(app, submissionForm({}), { 'idempotency-key': key });
      expect(first.status).toBe(201);
      const rows = await countRows();
      const probe = await postSubmission(
        app,
        submissionForm({ data: validApplicationInput({ businessName: 'Someone Else LLC' }) }),
        { 'idempotency-key': key },
      );
      expect(probe.status).toBe(409);
      const body = (await probe.json()) as { message: string; applicationId?: string };
      expect(body.message).toBe(IDEMPOTENCY_CONFLICT);
      expect(JSON.stringify(body)).not.toContain(
        ((await first.json()) as { applicationId: string }).applicationId,
      );
      const otherAgent = await postSubmission(app, submissionForm({ agentId: randomUUID() }), {
        'idempotency-key': key,
      });
      expect(otherAgent.status).toBe(409);
      expect(await countRows()).toBe(rows);
    });
  });

  it('treats a malformed agentId (36 hyphens) like an unknown agent: 201 without an agent (issue 20)', async () => {
    for (const agentId of ['-'.repeat(36), 'not-a-uuid', `${randomUUID()}x`]) {
      const response = await postSubmission(app, submissionForm({ agentId }));
      expect(response.status, agentId).toBe(201);
      const { applicationId } = (await response.json()) as { applicationId: string };
      const [row] = await deps.db
        .select({ agentId: schema.applications.agentId })
        .from(schema.applications)
        .where(eq(schema.applications.applicationId, applicationId));
      expect(row).toEqual({ agentId: null });
    }
  });

  it('counts a repeat with an Idempotency-Key against the submission limit, before looking the key up', async () => {
    const limited = createTestApp({ SUBMISSION_RATE_LIMIT: '1', SUBMISSION_RATE_WINDOW_SECONDS: '60' });
    try {
      if (limited.deps.redis.status !== 'ready') await once(limited.deps.redis, 'ready');
      await limited.deps.redis.del('rl:submit:local');
      const key = randomUUID();
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await postSubmission(limited.app, submissionForm({}), { 'idempotency-key': key })).status,
        );
      expect(statuses).toEqual([201, 429, 429]);
    } finally {
      await limited.deps.redis.del('rl:submit:local');
      await limited.close();
    }
  });

  it('counts submissions by the address ingress-nginx saw, whatever X-Forwarded-For the client sends (issue 20)', async () => {
    // TRUST_PROXY was the old switch that believed the leftmost entry; it is no longer read.
    const behindIngress = createTestApp({
      TRUST_PROXY: 'true',
      TRUSTED_PROXY_HOPS: '1',
      SUBMISSION_RATE_LIMIT: '2',
      SUBMISSION_RATE_WINDOW_SECONDS: '60',
    });
    const client = '198.51.100.23';
    try {
      if (behindIngress.deps.redis.status !== 'ready') await once(behindIngress.deps.redis, 'ready');
      await behindIngress.deps.redis.del(`rl:submit:${client}`);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const forged = `203.0.113.${i + 1}`;
        const response = await postSubmission(behindIngress.app, submissionForm({}), {
          'x-forwarded-for': `${forged}, ${client}`,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await behindIngress.deps.redis.del(`rl:submit:${client}`);
      await behindIngress.close();
    }
  });

  it('limits submissions per client, with a message saying when to retry', async () => {
    const limited = createTestApp({ SUBMISSION_RATE_LIMIT: '2', SUBMISSION_RATE_WINDOW_SECONDS: '60' });
    try {
      if (limited.deps.redis.status !== 'ready') await once(limited.deps.redis, 'ready');
      await limited.deps.redis.del('rl:submit:local');
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await postSubmission(limited.app, submissionForm({}))).status);
      expect(statuses).toEqual([201, 201, 429]);
      const refused = await postSubmission(limited.app, submissionForm({}));
      expect(((await refused.json()) as { message: string }).message).toMatch(/try again in 1 minute/);
    } finally {
      await limited.deps.redis.del('rl:submit:local');
      await limited.close();
    }
  });
});
