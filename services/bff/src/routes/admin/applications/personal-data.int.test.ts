import {
  ADMIN_API_MESSAGES,
  applicationDetailSchema,
  applicationListResponseSchema,
  downloadLinkResponseSchema,
  errorBodySchema,
  REVEAL_MESSAGES,
  revealResponseSchema,
  verifyResponseSchema,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { SECOND_OWNER } from '@funding/platform/testing/fixtures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin, unique } from '../../../testing/admin-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

// Personal data by role (docs/decisions/personal-data-by-role.md): SSN, EIN and dates of birth are
// masked for every role in every answer; admins and super admins reveal them with a reason, audited;
// viewers download (the PDF as its masked summary, and the uploads) only where VIEWER_DOWNLOADS allows.

/** The test kit's values with a second owner, in every way they could be written. */
const FULL_VALUES = [
  '123-45-6789',
  '123456789',
  '12-3456789',
  '987-65-4321',
  '987654321',
  '1980-04-12',
  '1975-09-30',
];
// What the PDF worker stores: the package holds the values in full, the masked summary does not
// (pdf-job.int.test.ts reads a rendered one with pdftotext).
const PACKAGE = Buffer.from('%PDF-1.4 package: SSN 123-45-6789, EIN 12-3456789, born 1980-04-12\n%%EOF\n');
const MASKED_SUMMARY = Buffer.from(
  '%PDF-1.4 summary: SSN ***-**-6789, EIN **-***6789, born **/**/****\n%%EOF\n',
);
const STATEMENT = Buffer.from('%PDF-1.4 bank statement\n%%EOF\n');

const expectNoFullValue = (text: string, where: string) => {
  for (const value of FULL_VALUES) expect(text, `${where} holds ${value}`).not.toContain(value);
};

describe('personal data by role', () => {
  const { app, deps, close } = createTestApp();
  const allowing = createTestApp({ VIEWER_DOWNLOADS: 'true' });
  afterAll(async () => {
    await allowing.close();
    await close();
  });
  let viewer: TestAdmin;
  let admin: TestAdmin;
  let superAdmin: TestAdmin;
  let applicationId: string;
  const marker = unique('pii').replace('-', '');
  beforeAll(async () => {
    [viewer, admin, superAdmin] = await Promise.all([
      createAdmin(deps, { role: 'viewer' }),
      createAdmin(deps, { role: 'admin' }),
      createAdmin(deps, { role: 'super_admin' }),
    ]);
    ({ applicationId } = await insertApplication(deps, {
      input: { ...SECOND_OWNER, businessName: `Bakery ${marker}` },
      pdf: PACKAGE,
      maskedSummaryPdf: MASKED_SUMMARY,
      documents: [{ slot: 'bankStatement1', name: 'jan.pdf', body: STATEMENT }],
    }));
  });

  const get = (path: string, as: TestAdmin | null, target = app) =>
    target.request(path, { headers: as ? as.headers : {} });
  const post = (path: string, as: TestAdmin, body: unknown, target = app) =>
    target.request(path, {
      method: 'POST',
      headers: { ...as.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reveal = (as: TestAdmin, reason: unknown) =>
    post(`/api/admin/applications/${applicationId}/reveal`, as, { reason });
  const auditEntries = (action: 'personal_data_reveal' | 'pdf_download') =>
    deps.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.applicationId, applicationId), eq(schema.auditLog.action, action)))
      .orderBy(schema.auditLog.id);

  it('gives every role the masked values in the detail and the list, and no role the digits', async () => {
    for (const as of [viewer, admin, superAdmin]) {
      const detail = await get(`/api/admin/applications/${applicationId}`, as);
      const detailText = await detail.text();
      expectNoFullValue(detailText, `the detail for ${as.role}`);
      expect(applicationDetailSchema.parse(JSON.parse(detailText))).toMatchObject({
        ein: '**-***6789',
        owner1Ssn: '***-**-6789',
        owner2Ssn: '***-**-4321',
        owner1DateOfBirth: '**/**/****',
      });
      const list = await get(`/api/admin/applications?search=${marker}`, as);
      const listText = await list.text();
      expectNoFullValue(listText, `the list for ${as.role}`);
      expect(applicationListResponseSchema.parse(JSON.parse(listText)).applications).toHaveLength(1);
    }
  });

  it('keeps the CSV masked, and from viewers altogether', async () => {
    expect((await get(`/api/admin/applications/export?search=${marker}`, viewer)).status).toBe(403);
    const csv = await (await get(`/api/admin/applications/export?search=${marker}`, admin)).text();
    expect(csv).toContain('***-**-6789');
    expectNoFullValue(csv, 'the CSV');
  });

  it('reveals the values to admins and super admins with a reason, audited with the reason first', async () => {
    const revealed = await reveal(admin, 'Bank asked to confirm 123-45-6789 on the call');
    expect(revealed.status).toBe(200);
    expect(revealResponseSchema.parse(await revealed.json())).toEqual({
      ein: '12-3456789',
      owner1Ssn: '123-45-6789',
      owner1DateOfBirth: '1980-04-12',
      owner2Ssn: '987-65-4321',
      owner2DateOfBirth: '1975-09-30',
    });
    expect((await reveal(superAdmin, 'Identity check for funding')).status).toBe(200);

    const entries = await auditEntries('personal_data_reveal');
    expect(entries.map((entry) => [entry.actorId, entry.detail])).toEqual([
      // The reason as staff gave it, scrubbed of anything shaped like personal data.
      [admin.id, { reason: 'Bank asked to confirm [number] on the call', fields: expect.any(Array) }],
      [superAdmin.id, { reason: 'Identity check for funding', fields: expect.any(Array) }],
    ]);
    expect(entries[0]!.detail).toMatchObject({ fields: expect.arrayContaining(['ein', 'owner1Ssn']) });
  });

  it("refuses a viewer's reveal (403), a reveal without a reason (400) and an unknown application (404)", async () => {
    const before = (await auditEntries('personal_data_reveal')).length;
    const byViewer = await reveal(viewer, 'I would like to see them');
    expect(byViewer.status).toBe(403);
    expect(errorBodySchema.parse(await byViewer.json()).message).toBe(ADMIN_API_MESSAGES.forbidden('viewer'));
    expectNoFullValue(await (await reveal(viewer, 'again please')).text(), "the viewer's refusal");

    for (const reason of ['', '   ', 'why', undefined]) {
      const response = await reveal(admin, reason);
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(await response.json()).fields).toEqual({
        reason: REVEAL_MESSAGES.reasonRequired,
      });
    }
    const tooLong = await reveal(admin, 'x'.repeat(301));
    expect(errorBodySchema.parse(await tooLong.json()).fields).toEqual({
      reason: REVEAL_MESSAGES.reasonTooLong,
    });
    const unknown = await post('/api/admin/applications/FA-00000-00000/reveal', admin, {
      reason: 'Checking',
    });
    expect(unknown.status).toBe(404);
    expect((await auditEntries('personal_data_reveal')).length).toBe(before);
  });

  it('lets viewers download nothing by default, and tells the portal so', async () => {
    for (const path of [
      `/api/admin/applications/${applicationId}/download-pdf`,
      `/api/admin/applications/${applicationId}/documents/bankStatement1`,
    ]) {
      const response = await get(path, viewer);
      expect(response.status, path).toBe(403);
      expect(errorBodySchema.parse(await response.json()).message).toBe(
        ADMIN_API_MESSAGES.viewerDownloadsOff,
      );
    }
    const link = await post(`/api/admin/applications/${applicationId}/download-link`, viewer, {
      file: 'pdf',
    });
    expect(link.status).toBe(403);
    const verified = verifyResponseSchema.parse(await (await get('/api/auth/verify', viewer)).json());
    expect(verified.permissions).toEqual({ downloadFiles: false, revealPersonalData: false });
    expect(
      verifyResponseSchema.parse(await (await get('/api/auth/verify', admin)).json()).permissions,
    ).toEqual({
      downloadFiles: true,
      revealPersonalData: true,
    });
    // Admins download the package itself.
    const byAdmin = await get(`/api/admin/applications/${applicationId}/download-pdf`, admin);
    expect(Buffer.from(await byAdmin.arrayBuffer()).equals(PACKAGE)).toBe(true);
  });

  it('with VIEWER_DOWNLOADS, gives viewers the masked summary for the PDF and the statements as sent', async () => {
    const verified = verifyResponseSchema.parse(
      await (await get('/api/auth/verify', viewer, allowing.app)).json(),
    );
    expect(verified.permissions).toEqual({ downloadFiles: true, revealPersonalData: false });

    const pdf = await get(`/api/admin/applications/${applicationId}/download-pdf`, viewer, allowing.app);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Disposition')).toContain('(summary, masked)');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.equals(MASKED_SUMMARY)).toBe(true);
    expectNoFullValue(bytes.toString('latin1'), "the viewer's PDF");

    // Through a single-use link as well.
    const linkResponse = await post(
      `/api/admin/applications/${applicationId}/download-link`,
      viewer,
      { file: 'pdf' },
      allowing.app,
    );
    const { url } = downloadLinkResponseSchema.parse(await linkResponse.json());
    expect(Buffer.from(await (await allowing.app.request(url)).arrayBuffer()).equals(MASKED_SUMMARY)).toBe(
      true,
    );

    const statement = await get(
      `/api/admin/applications/${applicationId}/documents/bankStatement1`,
      viewer,
      allowing.app,
    );
    expect(Buffer.from(await statement.arrayBuffer()).equals(STATEMENT)).toBe(true);

    const downloads = await auditEntries('pdf_download');
    expect(downloads.filter((entry) => entry.actorId === viewer.id).map((entry) => entry.detail)).toEqual([
      expect.objectContaining({ masked: true, via: 'header' }),
      expect.objectContaining({ masked: true, via: 'link' }),
    ]);
  });
});
