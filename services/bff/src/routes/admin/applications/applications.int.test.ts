import { randomInt } from 'node:crypto';
import {
  ADMIN_API_MESSAGES,
  applicationDetailSchema,
  applicationListResponseSchema,
  MASKED_DATE_OF_BIRTH,
  MESSAGES,
} from '@funding/contracts';
import { enqueue, schema } from '@funding/platform';
import { SECOND_OWNER } from '@funding/platform/testing/fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin, unique } from '../../../testing/admin-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

describe('/api/admin/applications', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let viewer: TestAdmin;
  let admin: TestAdmin;
  beforeAll(async () => {
    [viewer, admin] = await Promise.all([
      createAdmin(deps, { role: 'viewer' }),
      createAdmin(deps, { role: 'admin' }),
    ]);
  });

  const list = async (query: string, as: TestAdmin = viewer) => {
    const response = await app.request(`/api/admin/applications?${query}`, { headers: as.headers });
    expect(response.status).toBe(200);
    return applicationListResponseSchema.parse(await response.json());
  };

  describe('list', () => {
    // A marker in every business name scopes the searches to this test's rows.
    const marker = unique('zq').replace('-', '');
    const seeded: Record<string, string> = {};
    // Contact values only this test's rows hold: an Alaska area code and a random line above the
    // test kit's 01xx lines.
    const line = String(randomInt(2_000, 10_000));
    const businessPhone = `(907) 555-${line}`;
    const owner1MobilePhone = `(907) 556-${line}`;
    beforeAll(async () => {
      const day = (n: number) => new Date(Date.UTC(2030, 0, n));
      const rows = [
        {
          key: 'oldestTx',
          input: { businessName: `Alpha ${marker}`, businessState: 'TX', owner1MobilePhone },
          createdAt: day(1),
        },
        {
          key: 'failedCa',
          input: {
            businessName: `Bravo ${marker}`,
            businessState: 'CA',
            owner1LastName: `Okafor${marker}`,
            owner1Email: `Bravo.Owner.${marker}@Example.com`,
          },
          createdAt: day(2),
          pdfStatus: 'failed' as const,
        },
        {
          key: 'completeTx',
          input: { businessName: `Charlie ${marker}`, businessState: 'TX', businessPhone },
          createdAt: day(3),
          pdfStatus: 'done' as const,
          emailStatus: 'done' as const,
        },
        {
          key: 'newestNy',
          input: {
            businessName: `Delta ${marker}`,
            businessState: 'NY',
            ...SECOND_OWNER,
            owner2Email: `delta.partner.${marker}@partners.test`,
            owner2MobilePhone: '(212) 555-0199',
          },
          createdAt: day(4),
          documents: [
            { slot: 'bankStatement1' as const, name: 'march.pdf', body: Buffer.from('%PDF-1.4 march') },
          ],
          agent: { id: null, name: 'Gone Agent', email: 'gone@example.com' },
        },
      ];
      for (const { key, ...options } of rows)
        seeded[key] = (await insertApplication(deps, options)).applicationId;
    });

    it('answers the spec record with SSN and EIN masked to their last four digits', async () => {
      const response = await app.request(`/api/admin/applications?search=${marker}&_t=${Date.now()}`, {
        headers: viewer.headers,
      });
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const text = await response.text();
      expect(text).not.toContain('123-45-6789');
      expect(text).not.toContain('12-3456789');
      expect(text).not.toContain('987-65-4321');
      expect(text).not.toContain('1980-04-12');
      const page = applicationListResponseSchema.parse(JSON.parse(text));
      expect(page.total).toBe(4);
      const newest = page.applications[0];
      expect(newest).toMatchObject({
        applicationId: seeded.newestNy,
        ein: '**-***6789',
        owner1Ssn: '***-**-6789',
        owner1DateOfBirth: '**/**/****',
        owner2Ssn: '***-**-4321',
        hasSecondOwner: true,
        owner2FirstName: 'James',
        bankStatement1: 'march.pdf',
        bankStatement2: null,
        agentName: 'Gone Agent',
        agentEmail: 'gone@example.com',
        owner1FicoScore: 720,
        processingErrors: [],
        // How to reach the applicant is shown whole: it is not masked like SSN and EIN.
        businessPhone: '(512) 555-0142',
        owner1Email: 'maria.lopez@acme-bakery.test',
        owner1MobilePhone: '(512) 555-0187',
        owner2Email: `delta.partner.${marker}@partners.test`,
        owner2MobilePhone: '(212) 555-0199',
      });
      expect(newest).not.toHaveProperty('pdfGenerated');
      const complete = page.applications.find((row) => row.applicationId === seeded.completeTx);
      expect(complete).toMatchObject({ pdfGenerated: true, emailSent: true });
      const failed = page.applications.find((row) => row.applicationId === seeded.failedCa);
      expect(failed).toMatchObject({ pdfGenerated: false, owner2Ssn: '', owner2FicoScore: null });
    });

    it('pages and sorts by date', async () => {
      const first = await list(`search=${marker}&pageSize=3&page=1`);
      const second = await list(`search=${marker}&pageSize=3&page=2`);
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(first.applications.map((row) => row.applicationId)).toEqual([
        seeded.newestNy,
        seeded.completeTx,
        seeded.failedCa,
      ]);
      expect(second.applications.map((row) => row.applicationId)).toEqual([seeded.oldestTx]);
      const oldest = await list(`search=${marker}&sort=oldest&pageSize=2`);
      expect(oldest.applications.map((row) => row.applicationId)).toEqual([seeded.oldestTx, seeded.failedCa]);
    });

    it('searches business name, owner name and application id, and filters by state and status', async () => {
      const ids = async (query: string) =>
        (await list(query)).applications.map((row) => row.applicationId).sort();
      expect(await ids(`search=charlie ${marker.toUpperCase()}`)).toEqual([seeded.completeTx]);
      expect(await ids(`search=okafor${marker}`)).toEqual([seeded.failedCa]);
      const id = seeded.newestNy ?? '';
      expect(await ids(`search=${encodeURIComponent(id.toLowerCase().replaceAll('-', ' '))}`)).toEqual([id]);
      expect(await ids(`search=${marker}&state=TX`)).toEqual([seeded.completeTx, seeded.oldestTx].sort());
      expect(await ids(`search=${marker}&status=failed`)).toEqual([seeded.failedCa]);
      expect(await ids(`search=${marker}&status=complete`)).toEqual([seeded.completeTx]);
      expect(await ids(`search=${marker}&status=processing`)).toEqual(
        [seeded.oldestTx, seeded.newestNy].sort(),
      );
      expect(await ids(`search=${marker}&state=&status=`)).toHaveLength(4);
      // LIKE wildcards in the search are literal text.
      expect(await ids(`search=${encodeURIComponent(`%${marker}`)}`)).toEqual([]);
    });

    it('searches e-mail addresses and phone numbers, as stored or typed as digits', async () => {
      const ids = async (search: string) =>
        (await list(`search=${encodeURIComponent(search)}`)).applications
          .map((row) => row.applicationId)
          .sort();
      expect(await ids(`bravo.owner.${marker}@example.com`)).toEqual([seeded.failedCa]);
      expect(await ids(`DELTA.PARTNER.${marker}`)).toEqual([seeded.newestNy]);
      expect(await ids(businessPhone)).toEqual([seeded.completeTx]);
      expect(await ids(`907555${line}`)).toEqual([seeded.completeTx]);
      expect(await ids(`555-${line}`)).toEqual([seeded.completeTx]);
      expect(await ids(`907-556-${line}`.replaceAll('-', ''))).toEqual([seeded.oldestTx]);
      expect(await ids(owner1MobilePhone)).toEqual([seeded.oldestTx]);
    });

    it('refuses a bad query and a request without a session', async () => {
      const bad = await app.request('/api/admin/applications?pageSize=1000', { headers: viewer.headers });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        code: 'validation_failed',
        fields: { pageSize: expect.any(String) },
      });
      const anonymous = await app.request('/api/admin/applications');
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('Cache-Control')).toBe('no-store');
    });
  });

  describe('full record', () => {
    it('masks SSN, EIN and dates of birth for every role, carries the deal, and audits the view', async () => {
      const { applicationId } = await insertApplication(deps, {
        input: SECOND_OWNER,
        documents: [
          { slot: 'additionalDoc2', name: 'lease.png', body: Buffer.from('png'), contentType: 'image/png' },
          { slot: 'bankStatement2', name: 'feb.pdf', body: Buffer.from('%PDF-1.4') },
        ],
      });
      for (const as of [viewer, admin]) {
        // Typed from a phone call: lower case is fine.
        const response = await app.request(`/api/admin/applications/${applicationId.toLowerCase()}`, {
          headers: as.headers,
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('Cache-Control')).toBe('no-store');
        const text = await response.text();
        // Only an audited reveal gives the values in full (personal-data.int.test.ts).
        for (const full of [
          '12-3456789',
          '123456789',
          '123-45-6789',
          '987-65-4321',
          '1980-04-12',
          '1975-09-30',
        ])
          expect(text).not.toContain(full);
        const detail = applicationDetailSchema.parse(JSON.parse(text));
        expect(detail).toMatchObject({
          applicationId,
          ein: '**-***6789',
          owner1Ssn: '***-**-6789',
          owner1DateOfBirth: MASKED_DATE_OF_BIRTH,
          owner2Ssn: '***-**-4321',
          owner2DateOfBirth: MASKED_DATE_OF_BIRTH,
          businessPhone: '(512) 555-0142',
          owner1Email: 'maria.lopez@acme-bakery.test',
          owner1MobilePhone: '(512) 555-0187',
          owner2Email: 'james.chen@acme-bakery.test',
          owner2MobilePhone: '(214) 555-0163',
          amountRequested: 75_000,
          useOfFunds: 'equipment',
          industry: 'restaurants',
          averageMonthlyRevenue: 42_000,
          hasOpenAdvances: 'yes',
          openAdvancesCount: 1,
          additionalDoc2: 'lease.png',
          // In slot order: bank statements first, then additional documents.
          documents: [
            { slot: 'bankStatement2', fileName: 'feb.pdf', contentType: 'application/pdf', sizeBytes: 8 },
            { slot: 'additionalDoc2', fileName: 'lease.png', contentType: 'image/png', sizeBytes: 3 },
          ],
        });
      }
      const audit = await deps.db
        .select()
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.applicationId, applicationId),
            eq(schema.auditLog.action, 'application_view'),
          ),
        )
        .orderBy(schema.auditLog.id);
      expect(audit).toMatchObject([
        { actorId: viewer.id, actorUsername: viewer.username },
        { actorId: admin.id, actorUsername: admin.username },
      ]);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['FA-00000-00000', 'not-an-id']) {
        const response = await app.request(`/api/admin/applications/${id}`, { headers: viewer.headers });
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.applicationNotFound });
      }
    });
  });

  describe('delete', () => {
    it('is refused to a viewer', async () => {
      const { applicationId } = await insertApplication(deps);
      const response = await app.request(`/api/admin/applications/${applicationId}`, {
        method: 'DELETE',
        headers: viewer.headers,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: ADMIN_API_MESSAGES.forbidden('viewer'),
        code: 'forbidden',
      });
      const [row] = await deps.db
        .select()
        .from(schema.applications)
        .where(eq(schema.applications.applicationId, applicationId));
      expect(row).toBeDefined();
    });

    it('removes the row, its documents and PDF from storage and its queued jobs, and audits it', async () => {
      const created = await insertApplication(deps, {
        pdf: Buffer.from('%PDF-1.4 generated'),
        documents: [
          { slot: 'bankStatement1', name: 'jan.pdf', body: Buffer.from('%PDF-1.4 jan') },
          { slot: 'bankStatement2', name: 'feb.pdf', body: Buffer.from('%PDF-1.4 feb') },
        ],
      });
      const { applicationId } = created;
      // Something else under the application's prefix (e.g. a summary PDF) goes too.
      const strayKey = `applications/${applicationId}/summary.pdf`;
      await deps.storage.putBytes(strayKey, Buffer.from('x'), 'application/pdf');
      await enqueue(deps.queues, 'mail', { applicationId });
      const keys = [created.pdfKey ?? '', ...created.documentKeys, strayKey];
      for (const key of keys) expect(await deps.storage.exists(key)).toBe(true);

      const response = await app.request(`/api/admin/applications/${applicationId}`, {
        method: 'DELETE',
        headers: admin.headers,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: MESSAGES.applicationDeleted });

      for (const key of keys) expect(await deps.storage.exists(key)).toBe(false);
      expect(await deps.queues.mail.getJob(applicationId)).toBeUndefined();
      const rows = await deps.db
        .select()
        .from(schema.documents)
        .where(eq(schema.documents.applicationId, created.id));
      expect(rows).toEqual([]);
      const [audit] = await deps.db
        .select()
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.applicationId, applicationId),
            eq(schema.auditLog.action, 'application_delete'),
          ),
        );
      expect(audit).toMatchObject({
        actorId: admin.id,
        detail: { objectsRemoved: 4, jobsRemoved: ['mail'] },
      });

      const again = await app.request(`/api/admin/applications/${applicationId}`, {
        method: 'DELETE',
        headers: admin.headers,
      });
      expect(again.status).toBe(404);
    });
  });

  describe('retry', () => {
    const retry = (applicationId: string, as: TestAdmin) =>
      app.request(`/api/admin/applications/${applicationId}/retry`, { method: 'POST', headers: as.headers });

    it('queues a failed PDF step again', async () => {
      const { applicationId } = await insertApplication(deps, { pdfStatus: 'failed' });
      expect((await retry(applicationId, viewer)).status).toBe(403);
      const response = await retry(applicationId, admin);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        message: ADMIN_API_MESSAGES.retryStarted,
        retried: ['pdf'],
      });
      const [row] = await deps.db
        .select({ pdfStatus: schema.applications.pdfStatus })
        .from(schema.applications)
        .where(eq(schema.applications.applicationId, applicationId));
      expect(row?.pdfStatus).toBe('pending');
      expect(await deps.queues.pdf.getJob(applicationId)).toBeDefined();
      // Clean up the queued job for the test files that follow.
      await app.request(`/api/admin/applications/${applicationId}`, {
        method: 'DELETE',
        headers: admin.headers,
      });
    });

    it('answers 409 when nothing failed and 404 for an unknown application', async () => {
      const { applicationId } = await insertApplication(deps, { pdfStatus: 'processing' });
      const response = await retry(applicationId, admin);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.nothingToRetry });
      expect((await retry('FA-00000-00000', admin)).status).toBe(404);
    });
  });
});
