import { applicationIdSchema, type UploadLinkView } from '@funding/contracts';
import { pdfObjectKey, readObjectBytes, storageFromEnv, summaryPdfObjectKey } from '@funding/platform';
import { textPdf, tinyPng } from '@funding/platform/testing/documents';
import { eventually } from '@funding/platform/testing/eventually';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { type CaughtMessage, caughtMessages } from '@funding/platform/testing/mail-catcher';
import { PDFDocument } from 'pdf-lib';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SystemUnderTest, testSystem } from '../stack/test-system.ts';

/**
 * A document request through the whole running system (BFF, pdf-worker, mail-worker as their own
 * processes, real Postgres, Redis, S3 and SMTP): staff ask, owner 1 gets the link by e-mail once,
 * uploads through it, the package is rendered again with the new pages, the team is told once,
 * and no service ever logs the token.
 */
const APPLICANT = 'owner.one@example.com';

const pdfWithPages = (pages: number) =>
  textPdf(Array.from({ length: pages }, (_, i) => `Statement page ${i + 1}`));

// Each step goes through the whole system: a PDF render and a mail take seconds on a busy machine.
const STEP_MS = 60_000;

describe('document requests through the running system', () => {
  // The system of the run when `make test` hands one, else one of its own.
  let system: SystemUnderTest;
  let sql: postgres.Sql;
  beforeAll(async () => {
    system = await testSystem('document-requests-flow');
    sql = postgres(system.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  }, 180_000);
  afterAll(async () => {
    await sql?.end({ timeout: 5 });
    await system?.stop();
  });

  const api = (path: string, init: RequestInit = {}) => fetch(`${system.baseUrl}${path}`, init);
  const caught = () => caughtMessages(system.mailApiUrl);
  // The package's pages after its summary: the uploads' (the summary's own length follows the list
  // of documents it prints, which the new files make longer).
  const pageCount = async (applicationId: string) => {
    const pagesOf = async (key: string) => {
      const bytes = await readObjectBytes(storageFromEnv(system.env), key);
      return (await PDFDocument.load(new Uint8Array(bytes))).getPageCount();
    };
    return (await pagesOf(pdfObjectKey(applicationId))) - (await pagesOf(summaryPdfObjectKey(applicationId)));
  };
  const statuses = async (applicationId: string) =>
    (
      await sql`select pdf_status, email_status from applications where application_id = ${applicationId}`
    )[0] as { pdf_status: string; email_status: string } | undefined;

  it('mails the link once, takes the files, renders the package again with their pages and tells the team once', async () => {
    const login = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin-password' }),
    });
    const { token: session } = ((await login.json()) as { data: { token: string } }).data;
    const staff = { Authorization: `Bearer ${session}` };

    const form = new FormData();
    form.append('data', JSON.stringify({ ...validApplicationInput(), owner1Email: APPLICANT }));
    form.append('bankStatement1', new Blob([new Uint8Array(await pdfWithPages(1))]), 'january.pdf');
    const submitted = await api('/api/applications', { method: 'POST', body: form });
    expect(submitted.status).toBe(201);
    const { applicationId } = (await submitted.json()) as { applicationId: string };
    applicationIdSchema.parse(applicationId);
    await eventually(
      'the first PDF and mail',
      async () => {
        const row = await statuses(applicationId);
        return row?.pdf_status === 'done' && row.email_status === 'done';
      },
      STEP_MS,
    );
    const pagesBefore = await pageCount(applicationId);

    const requested = await api(`/api/admin/applications/${applicationId}/document-requests`, {
      method: 'POST',
      headers: { ...staff, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        slots: ['bankStatement2', 'additionalDoc1'],
        message: 'February and a voided cheque.',
      }),
    });
    expect(requested.status).toBe(201);

    const toApplicant = (messages: CaughtMessage[]) =>
      messages.filter(
        (m) =>
          m.to.some((to) => to.address === APPLICANT) &&
          m.subject === `Documents needed for your funding application (${applicationId})`,
      );
    const [linkMail] = await eventually(
      'the link at owner 1',
      async () => {
        const found = toApplicant(await caught());
        return found.length > 0 && found;
      },
      STEP_MS,
    );
    expect(linkMail!.text).toContain('February and a voided cheque.');
    expect(linkMail!.text).not.toContain('123-45-6789');
    const token = /\/upload-documents#([A-Za-z0-9_-]{43})/.exec(linkMail!.text)?.[1];
    expect(token).toBeDefined();
    const link = { Authorization: `Bearer ${token}` };

    const view = (await (await api('/api/upload-links/current', { headers: link })).json()) as UploadLinkView;
    expect(view).toMatchObject({ state: 'sent', businessName: 'Acme Bakery LLC' });

    const upload = new FormData();
    upload.append('bankStatement2', new Blob([new Uint8Array(await pdfWithPages(3))]), 'february.pdf');
    upload.append('additionalDoc1', new Blob([new Uint8Array(tinyPng())]), 'cheque.png');
    const uploaded = await api('/api/upload-links/current/files', {
      method: 'POST',
      headers: link,
      body: upload,
    });
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toMatchObject({ fulfilled: true });

    const received = await eventually(
      'the team notice',
      async () => {
        const found = (await caught()).filter(
          (m) => m.subject === `Documents received: Acme Bakery LLC (${applicationId})`,
        );
        return found.length > 0 && found;
      },
      STEP_MS,
    );
    expect(received[0]!.attachments?.map((a) => a.fileName)).toEqual([`${applicationId}.pdf`]);
    await eventually(
      'the steps done again',
      async () => {
        const row = await statuses(applicationId);
        return row?.pdf_status === 'done' && row.email_status === 'done';
      },
      STEP_MS,
    );
    // Three statement pages and one page for the image.
    expect(await pageCount(applicationId)).toBe(pagesBefore + 4);

    const again = await api('/api/upload-links/current/files', {
      method: 'POST',
      headers: link,
      body: upload,
    });
    expect(again.status).toBe(410);

    // Once each, however many times the mail step ran (three times here).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const all = await caught();
    expect(toApplicant(all)).toHaveLength(1);
    // The applicant's confirmation of the application itself, also once.
    expect(all.filter((m) => m.to.some((to) => to.address === APPLICANT))).toHaveLength(2);
    expect(
      all.filter((m) => m.subject.startsWith('Documents received:') && m.subject.includes(applicationId)),
    ).toHaveLength(1);
    expect(
      all.filter((m) => m.subject.startsWith('New funding application') && m.subject.includes(applicationId)),
    ).toHaveLength(1);
    expect(system.logs().filter((line) => line.includes(token!))).toEqual([]);
  });
});
