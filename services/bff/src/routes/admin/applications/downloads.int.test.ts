import { ADMIN_API_MESSAGES, downloadLinkResponseSchema } from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin } from '../../../testing/admin-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

const PDF = Buffer.from('%PDF-1.4 the generated application\n%%EOF\n');

describe('application PDF and document downloads', () => {
  // Links live one second here, so expiry can be watched.
  const { app, deps, close } = createTestApp({ DOWNLOAD_LINK_TTL_SECONDS: '1' });
  afterAll(close);
  // An admin: they download whatever the setting for viewers (personal-data.int.test.ts covers viewers).
  let admin: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(deps, { role: 'admin' });
  });

  const requestLink = async (applicationId: string, body: object, as: TestAdmin = admin) => {
    const response = await app.request(`/api/admin/applications/${applicationId}/download-link`, {
      method: 'POST',
      headers: { ...as.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response;
  };
  const linkFor = async (applicationId: string, body: object = {}) => {
    const response = await requestLink(applicationId, body);
    expect(response.status).toBe(200);
    return downloadLinkResponseSchema.parse(await response.json());
  };

  describe('with the Authorization header', () => {
    it('serves the PDF inline, or as an attachment with download=true, never cached', async () => {
      const { applicationId } = await insertApplication(deps, {
        pdf: PDF,
        input: { businessName: 'Acme "Bakery"; LLC\r\nX-Evil: 1' },
      });
      const inline = await app.request(`/api/admin/applications/${applicationId}/download-pdf`, {
        headers: admin.headers,
      });
      expect(inline.status).toBe(200);
      expect(inline.headers.get('Content-Type')).toBe('application/pdf');
      expect(inline.headers.get('Cache-Control')).toBe('no-store');
      expect(inline.headers.get('Content-Disposition')).toBe(
        `inline; filename="${applicationId} Acme _Bakery__ LLCX-Evil: 1.pdf"; ` +
          `filename*=UTF-8''${applicationId}%20Acme%20%22Bakery%22%3B%20LLCX-Evil%3A%201.pdf`,
      );
      expect(inline.headers.get('Content-Security-Policy')).toBe('sandbox');
      expect(Buffer.from(await inline.arrayBuffer()).equals(PDF)).toBe(true);

      const attachment = await app.request(
        `/api/admin/applications/${applicationId}/download-pdf?download=true`,
        {
          headers: admin.headers,
        },
      );
      expect(attachment.headers.get('Content-Disposition')).toMatch(/^attachment; filename="/);
      expect(attachment.headers.get('Content-Security-Policy')).not.toBe('sandbox');
      await attachment.arrayBuffer();

      const audit = await deps.db
        .select({ detail: schema.auditLog.detail, actorId: schema.auditLog.actorId })
        .from(schema.auditLog)
        .where(
          and(eq(schema.auditLog.applicationId, applicationId), eq(schema.auditLog.action, 'pdf_download')),
        )
        .orderBy(schema.auditLog.id);
      expect(audit).toHaveLength(2);
      expect(audit[0]).toMatchObject({ actorId: admin.id, detail: { via: 'header' } });
    });

    it('answers 409 with a message while the PDF is not generated, or failed', async () => {
      const pending = await insertApplication(deps, { pdfStatus: 'processing' });
      const failed = await insertApplication(deps, { pdfStatus: 'failed' });
      const ask = (id: string) =>
        app.request(`/api/admin/applications/${id}/download-pdf`, { headers: admin.headers });
      const notReady = await ask(pending.applicationId);
      expect(notReady.status).toBe(409);
      expect(await notReady.json()).toEqual({ message: ADMIN_API_MESSAGES.pdfNotReady, code: 'conflict' });
      expect(await (await ask(failed.applicationId)).json()).toMatchObject({
        message: ADMIN_API_MESSAGES.pdfFailed,
      });
      expect((await requestLink(pending.applicationId, {})).status).toBe(409);
    });

    it('serves an uploaded document with its own type and a sanitised name', async () => {
      const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      const { applicationId } = await insertApplication(deps, {
        documents: [
          { slot: 'additionalDoc1', name: 'résumé/../"lease".png', body, contentType: 'image/png' },
        ],
      });
      const response = await app.request(
        `/api/admin/applications/${applicationId}/documents/additionalDoc1`,
        {
          headers: admin.headers,
        },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/png');
      expect(response.headers.get('Content-Length')).toBe(String(body.length));
      expect(response.headers.get('Content-Disposition')).toBe(
        `inline; filename="_lease_.png"; filename*=UTF-8''%22lease%22.png`,
      );
      expect(response.headers.get('Content-Security-Policy')).toBe('sandbox');
      expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);

      const missing = await app.request(`/api/admin/applications/${applicationId}/documents/bankStatement1`, {
        headers: admin.headers,
      });
      expect(missing.status).toBe(404);
      const noSuchSlot = await app.request(`/api/admin/applications/${applicationId}/documents/passport`, {
        headers: admin.headers,
      });
      expect(noSuchSlot.status).toBe(404);
    });

    it('refuses a request without a session', async () => {
      const { applicationId } = await insertApplication(deps, { pdf: PDF });
      const response = await app.request(`/api/admin/applications/${applicationId}/download-pdf`);
      expect(response.status).toBe(401);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(
        (await requestLink(applicationId, {}, { ...admin, headers: { Authorization: 'Bearer x' } })).status,
      ).toBe(401);
    });
  });

  describe('with a single-use link', () => {
    it('serves the file once through ?token=, then refuses the same link', async () => {
      const { applicationId } = await insertApplication(deps, { pdf: PDF });
      const link = await linkFor(applicationId, { download: true });
      expect(link.url).toMatch(
        new RegExp(
          `^/api/admin/applications/${applicationId}/download-pdf\\?token=[\\w-]{43}&download=true$`,
        ),
      );
      expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(1_000);

      // A HEAD probe (Hono runs the GET handler for it) does not spend the link.
      expect((await app.request(link.url, { method: 'HEAD' })).status).toBe(400);
      const first = await app.request(link.url);
      expect(first.status).toBe(200);
      expect(first.headers.get('Content-Disposition')).toMatch(/^attachment;/);
      expect(Buffer.from(await first.arrayBuffer()).equals(PDF)).toBe(true);

      const second = await app.request(link.url);
      expect(second.status).toBe(401);
      expect(await second.json()).toMatchObject({ message: ADMIN_API_MESSAGES.downloadLinkInvalid });

      const [audit] = await deps.db
        .select()
        .from(schema.auditLog)
        .where(
          and(eq(schema.auditLog.applicationId, applicationId), eq(schema.auditLog.action, 'pdf_download')),
        );
      expect(audit).toMatchObject({ actorId: admin.id, detail: { via: 'link', attachment: true } });
    });

    it('refuses a link after it expires', async () => {
      const { applicationId } = await insertApplication(deps, { pdf: PDF });
      const link = await linkFor(applicationId);
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const response = await app.request(link.url);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.downloadLinkInvalid });
    });

    it('refuses a link used for another file or application, and a link whose session ended', async () => {
      const one = await insertApplication(deps, {
        pdf: PDF,
        documents: [{ slot: 'bankStatement1', name: 'jan.pdf', body: PDF }],
      });
      const other = await insertApplication(deps, { pdf: PDF });
      const pdfLink = await linkFor(one.applicationId);
      const token = new URL(pdfLink.url, 'http://x').searchParams.get('token');
      const elsewhere = await app.request(
        `/api/admin/applications/${other.applicationId}/download-pdf?token=${token}`,
      );
      expect(elsewhere.status).toBe(401);

      const documentLink = await linkFor(one.applicationId, { file: 'bankStatement1' });
      expect(documentLink.url).toContain(
        `/applications/${one.applicationId}/documents/bankStatement1?token=`,
      );
      const documentToken = new URL(documentLink.url, 'http://x').searchParams.get('token');
      const asPdf = await app.request(
        `/api/admin/applications/${one.applicationId}/download-pdf?token=${documentToken}`,
      );
      expect(asPdf.status).toBe(401);

      const loggedOut = await createAdmin(deps, { role: 'admin' });
      const link = await requestLink(one.applicationId, {}, loggedOut);
      const { url } = downloadLinkResponseSchema.parse(await link.json());
      await app.request('/api/auth/logout', { method: 'POST', headers: loggedOut.headers });
      expect((await app.request(url)).status).toBe(401);
    });

    it('refuses a sign-in token in the URL, even a valid one', async () => {
      const { applicationId } = await insertApplication(deps, { pdf: PDF });
      const response = await app.request(
        `/api/admin/applications/${applicationId}/download-pdf?token=${admin.token}`,
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: ADMIN_API_MESSAGES.sessionTokenInUrl });
      const garbage = await app.request(`/api/admin/applications/${applicationId}/download-pdf?token=abc`);
      expect(garbage.status).toBe(401);
    });

    it('makes an inline PDF link from an empty body, and refuses one for a document that is not there', async () => {
      const { applicationId } = await insertApplication(deps, { pdf: PDF });
      const empty = await app.request(`/api/admin/applications/${applicationId}/download-link`, {
        method: 'POST',
        headers: admin.headers,
      });
      expect(downloadLinkResponseSchema.parse(await empty.json()).url).toMatch(
        /download-pdf\?token=[\w-]{43}$/,
      );
      const response = await requestLink(applicationId, { file: 'additionalDoc3' });
      expect(response.status).toBe(404);
      expect((await requestLink(applicationId, { file: 'passport' })).status).toBe(400);
    });
  });
});
