import {
  DOCUMENT_REQUEST_MESSAGES,
  documentRequestListSchema,
  documentRequestSchema,
  errorBodySchema,
  MESSAGES,
  statusChangeJobId,
  type UploadSlot,
  uploadLinkResultSchema,
  uploadLinkViewSchema,
} from '@funding/contracts';
import { issueUploadLink, schema, uploadLinkTokenHash } from '@funding/platform';
import { tinyPdf, tinyPng } from '@funding/platform/testing/documents';
import { countObjects } from '@funding/platform/testing/objects';
import { MALICIOUS_PDFS } from '@funding/platform/testing/pdf-corpus/malicious';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadLinkLimiter } from '../../document-requests/link-limits.ts';
import {
  createAdmin,
  fromIp,
  insertApplication,
  randomIp,
  type TestAdmin,
} from '../../testing/admin-fixtures.ts';
import { expectRefusedOrNeutralised } from '../../testing/corpus-upload.ts';
import { createTestApp } from '../../testing/test-app.ts';

const APPLICANT_EMAIL = 'maria.lopez@example.com';

const errorOf = async (response: Response) => errorBodySchema.parse(await response.json());

describe('document requests and their upload links', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let admin: TestAdmin;
  let viewer: TestAdmin;
  beforeAll(async () => {
    admin = await createAdmin(deps, { role: 'admin' });
    viewer = await createAdmin(deps, { role: 'viewer' });
  });

  /** An application as intake stores it (owner 1's e-mail is one of its answers). */
  function applicationWithEmail(options: Parameters<typeof insertApplication>[1] = {}) {
    return insertApplication(deps, {
      pdf: tinyPdf(),
      emailStatus: 'done',
      ...options,
      input: { owner1Email: APPLICANT_EMAIL, ...options.input },
    });
  }

  const requestDocuments = (applicationId: string, body: unknown, as: TestAdmin = admin) =>
    app.request(`/api/admin/applications/${applicationId}/document-requests`, {
      method: 'POST',
      headers: { ...as.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** A request as staff make it, and its link as the mail step makes it (issueUploadLink). */
  async function requestWithLink(applicationId: string, slots: UploadSlot[], message = 'Please send these.') {
    const response = await requestDocuments(applicationId, { slots, message });
    expect(response.status).toBe(201);
    const request = documentRequestSchema.parse(await response.json());
    const token = await issueUploadLink(deps.db, request.id);
    if (!token) throw new Error('no token issued');
    return { request, token };
  }

  const view = (token: string, ip = randomIp()) =>
    app.request('/api/upload-links/current', { headers: { Authorization: `Bearer ${token}` } }, fromIp(ip));

  const upload = (token: string, files: { slot: string; body: Buffer; name?: string }[], ip = randomIp()) => {
    const form = new FormData();
    for (const file of files) {
      form.append(file.slot, new Blob([new Uint8Array(file.body)]), file.name ?? `${file.slot}.pdf`);
    }
    return app.request(
      '/api/upload-links/current/files',
      { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } },
      fromIp(ip),
    );
  };

  const requestRow = async (id: string) =>
    (await deps.db.select().from(schema.documentRequests).where(eq(schema.documentRequests.id, id)))[0]!;

  describe('making a request (admin API)', () => {
    it('lets admins request, not viewers; refuses bad input with the field messages', async () => {
      const { applicationId } = await applicationWithEmail();
      const refused = await requestDocuments(
        applicationId,
        { slots: ['bankStatement1'], message: 'x' },
        viewer,
      );
      expect(refused.status).toBe(403);

      const empty = await requestDocuments(applicationId, { slots: [], message: '' });
      expect(empty.status).toBe(400);
      expect((await errorOf(empty)).fields).toEqual({
        slots: DOCUMENT_REQUEST_MESSAGES.slotsRequired,
        message: DOCUMENT_REQUEST_MESSAGES.messageRequired,
      });
      const tooLong = await requestDocuments(applicationId, {
        slots: ['bankStatement1'],
        message: 'x'.repeat(501),
      });
      expect((await errorOf(tooLong)).fields).toEqual({ message: DOCUMENT_REQUEST_MESSAGES.messageTooLong });
      const unknownSlot = await requestDocuments(applicationId, { slots: ['passport'], message: 'x' });
      expect(unknownSlot.status).toBe(400);
      const repeated = await requestDocuments(applicationId, {
        slots: ['bankStatement1', 'bankStatement1'],
        message: 'x',
      });
      expect((await errorOf(repeated)).fields).toEqual({ slots: DOCUMENT_REQUEST_MESSAGES.slotsRepeated });
      expect(
        await deps.db
          .select()
          .from(schema.documentRequests)
          .where(eq(schema.documentRequests.applicationId, await insertedRowId(applicationId))),
      ).toEqual([]);
    });

    it('refuses an application without an applicant e-mail, and an unknown application', async () => {
      // Applications from before the contact fields have none.
      const { applicationId, id } = await insertApplication(deps, { pdf: tinyPdf() });
      await deps.db
        .update(schema.applications)
        .set({ owner1Email: '' })
        .where(eq(schema.applications.id, id));
      const response = await requestDocuments(applicationId, { slots: ['bankStatement1'], message: 'x' });
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toBe(DOCUMENT_REQUEST_MESSAGES.noApplicantEmail);
      expect(
        (await requestDocuments('FA-00000-00000', { slots: ['bankStatement1'], message: 'x' })).status,
      ).toBe(404);
    });

    it('stores the request without any token, queues the mail step, audits it, and lists it as sent', async () => {
      const { applicationId, id } = await applicationWithEmail();
      const response = await requestDocuments(applicationId, {
        slots: ['additionalDoc1', 'bankStatement2'],
        message: '  The February statement, please.  ',
      });
      expect(response.status).toBe(201);
      const request = documentRequestSchema.parse(await response.json());
      expect(request).toMatchObject({
        slots: ['bankStatement2', 'additionalDoc1'],
        receivedSlots: [],
        message: 'The February statement, please.',
        state: 'sent',
        requestedBy: admin.username,
        emailedAt: null,
      });
      const days = (Date.parse(request.expiresAt) - Date.parse(request.createdAt)) / 86_400_000;
      expect(days).toBeCloseTo(7, 2);
      expect(await linkHashesOf(request.id)).toEqual([]);
      const [application] = await deps.db
        .select()
        .from(schema.applications)
        .where(eq(schema.applications.id, id));
      expect(application!.emailStatus).toBe('pending');
      expect(await (await deps.queues.mail.getJob(applicationId))?.getState()).toBe('waiting');
      const audit = await deps.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.applicationId, applicationId));
      expect(audit.map((entry) => entry.action)).toContain('document_request_create');

      const listed = await app.request(`/api/admin/applications/${applicationId}/document-requests`, {
        headers: viewer.headers,
      });
      expect(documentRequestListSchema.parse(await listed.json()).requests.map((r) => r.id)).toEqual([
        request.id,
      ]);
      await deps.queues.mail.remove(applicationId);
    });
  });

  async function linkHashesOf(requestId: string) {
    const rows = await deps.db
      .select({ tokenHash: schema.uploadLinkTokens.tokenHash })
      .from(schema.uploadLinkTokens)
      .where(eq(schema.uploadLinkTokens.documentRequestId, requestId));
    return rows.map((row) => row.tokenHash);
  }

  async function insertedRowId(applicationId: string) {
    const [row] = await deps.db
      .select({ id: schema.applications.id })
      .from(schema.applications)
      .where(eq(schema.applications.applicationId, applicationId));
    return row!.id;
  }

  describe('the link', () => {
    it('keeps only the hash of the token: no column of any row holds the token itself', async () => {
      const { applicationId } = await applicationWithEmail();
      const { request, token } = await requestWithLink(applicationId, ['bankStatement1']);
      expect(await linkHashesOf(request.id)).toEqual([uploadLinkTokenHash(token)]);
      const everything = await deps.sql`
        select (select coalesce(string_agg(to_jsonb(d)::text, ''), '') from document_requests d) ||
               (select coalesce(string_agg(to_jsonb(t)::text, ''), '') from upload_link_tokens t) ||
               (select coalesce(string_agg(to_jsonb(a)::text, ''), '') from audit_log a) as text`;
      expect(everything[0]!.text).not.toContain(token);
      expect(await deps.redis.keys(`*${token}*`)).toEqual([]);
    });

    it('shows the business name, the message and the slots, never personal data', async () => {
      const { applicationId } = await applicationWithEmail();
      const { token } = await requestWithLink(
        applicationId,
        ['bankStatement3', 'additionalDoc2'],
        'March, please.',
      );
      const response = await view(token);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const body = await response.json();
      expect(uploadLinkViewSchema.parse(body)).toMatchObject({
        state: 'sent',
        businessName: 'Acme Bakery LLC',
        message: 'March, please.',
        slots: [
          { slot: 'bankStatement3', received: false },
          { slot: 'additionalDoc2', received: false },
        ],
      });
      const text = JSON.stringify(body);
      for (const personal of ['Maria', 'Lopez', APPLICANT_EMAIL, '6789', '1980', 'Oak Lane', '12-3456789']) {
        expect(text).not.toContain(personal);
      }
    });

    it('answers an unknown token 404 and a malformed one 400, with the same words', async () => {
      const unknown = await view('A'.repeat(43));
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).message).toBe(DOCUMENT_REQUEST_MESSAGES.linkInvalid);
      const malformed = await app.request('/api/upload-links/current', {
        headers: { Authorization: 'Bearer short' },
      });
      expect(malformed.status).toBe(400);
      expect((await errorOf(malformed)).message).toBe(DOCUMENT_REQUEST_MESSAGES.linkInvalid);
      const none = await app.request('/api/upload-links/current');
      expect(none.status).toBe(400);
    });
  });

  describe('uploading through the link', () => {
    it('takes exactly the requested slots, replaces what they held, renders the PDF again, and is refused once fulfilled', async () => {
      const old = Buffer.from('%PDF-1.4 the old statement\n%%EOF\n');
      const application = await applicationWithEmail({
        documents: [{ slot: 'bankStatement1', name: 'old.pdf', body: old }],
      });
      const { request, token } = await requestWithLink(application.applicationId, [
        'bankStatement1',
        'bankStatement2',
      ]);

      const notRequested = await upload(token, [{ slot: 'bankStatement3', body: tinyPdf() }]);
      expect(notRequested.status).toBe(400);
      expect((await errorOf(notRequested)).fields).toEqual({
        bankStatement3: DOCUMENT_REQUEST_MESSAGES.slotNotRequested,
      });

      const first = await upload(token, [{ slot: 'bankStatement1', body: tinyPdf(), name: 'january.pdf' }]);
      expect(first.status).toBe(200);
      expect(uploadLinkResultSchema.parse(await first.json())).toEqual({
        message: DOCUMENT_REQUEST_MESSAGES.uploadedSome,
        received: ['bankStatement1'],
        fulfilled: false,
      });
      const documents = await deps.db
        .select()
        .from(schema.documents)
        .where(eq(schema.documents.applicationId, application.id));
      expect(documents.map((d) => [d.slot, d.originalName])).toEqual([['bankStatement1', 'january.pdf']]);
      expect(await deps.storage.exists(application.documentKeys[0]!)).toBe(false);
      expect(await deps.storage.exists(documents[0]!.storageKey)).toBe(true);
      const [row] = await deps.db
        .select()
        .from(schema.applications)
        .where(eq(schema.applications.id, application.id));
      expect([row!.pdfStatus, row!.emailStatus]).toEqual(['pending', 'pending']);
      expect(await (await deps.queues.pdf.getJob(application.applicationId))?.getState()).toBe('waiting');
      // The new bank statement is read by its own step.
      expect(await (await deps.queues.statements.getJob(application.applicationId))?.getState()).toBe(
        'waiting',
      );

      const again = await upload(token, [{ slot: 'bankStatement1', body: tinyPdf() }]);
      expect((await errorOf(again)).fields).toEqual({
        bankStatement1: DOCUMENT_REQUEST_MESSAGES.slotAlreadyReceived,
      });

      const second = await upload(token, [{ slot: 'bankStatement2', body: tinyPng(), name: 'feb.png' }]);
      expect(uploadLinkResultSchema.parse(await second.json())).toMatchObject({
        fulfilled: true,
        message: DOCUMENT_REQUEST_MESSAGES.uploaded,
      });
      const fulfilled = await requestRow(request.id);
      expect(fulfilled.fulfilledAt).not.toBeNull();
      expect(fulfilled.receivedSlots).toEqual(['bankStatement1', 'bankStatement2']);

      const afterwards = await upload(token, [{ slot: 'bankStatement2', body: tinyPdf() }]);
      expect(afterwards.status).toBe(410);
      expect((await errorOf(afterwards)).message).toBe(DOCUMENT_REQUEST_MESSAGES.linkFulfilled);
      expect(uploadLinkViewSchema.parse(await (await view(token)).json()).state).toBe('fulfilled');
      await deps.queues.pdf.remove(application.applicationId);
    });

    it('takes two requests made at once, and uploads of one slot through both links at once: one document kept', async () => {
      // Found by make fuzz (seed 1558198311): each upload locked only its own request, so the second
      // did not see the first one's document and inserted a second one for the slot (a 500). Two
      // requests made at once deadlocked on the application's row the same way (a 500).
      for (let round = 0; round < 5; round++) {
        const application = await applicationWithEmail();
        const [a, b] = await Promise.all([
          requestWithLink(application.applicationId, ['bankStatement2']),
          requestWithLink(application.applicationId, ['bankStatement2']),
        ]);
        const answers = await Promise.all(
          [a, b].map((link) => upload(link.token, [{ slot: 'bankStatement2', body: tinyPdf() }])),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const documents = await deps.db
          .select()
          .from(schema.documents)
          .where(eq(schema.documents.applicationId, application.id));
        expect(documents.filter((d) => d.slot === 'bankStatement2')).toHaveLength(1);
        // The replaced file went with its row: the application's PDF and the kept document remain.
        expect(await objectsOf(application.applicationId)).toBe(documents.length + 1);
        await deps.queues.pdf.remove(application.applicationId);
      }
    });

    it("never touches another application: one link's token cannot upload the other's slots", async () => {
      const a = await applicationWithEmail();
      const b = await applicationWithEmail();
      const linkA = await requestWithLink(a.applicationId, ['bankStatement1']);
      await requestWithLink(b.applicationId, ['additionalDoc3']);
      const refused = await upload(linkA.token, [{ slot: 'additionalDoc3', body: tinyPdf() }]);
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).fields).toEqual({
        additionalDoc3: DOCUMENT_REQUEST_MESSAGES.slotNotRequested,
      });
      const accepted = await upload(linkA.token, [{ slot: 'bankStatement1', body: tinyPdf() }]);
      expect(accepted.status).toBe(200);
      const slotsOf = async (rowId: string) =>
        (await deps.db.select().from(schema.documents).where(eq(schema.documents.applicationId, rowId))).map(
          (d) => d.slot,
        );
      expect(await slotsOf(a.id)).toEqual(['bankStatement1']);
      expect(await slotsOf(b.id)).toEqual([]);
      await deps.queues.pdf.remove(a.applicationId);
    });

    it('checks files exactly as intake does and keeps nothing of a refused upload', async () => {
      const application = await applicationWithEmail();
      const { token } = await requestWithLink(application.applicationId, [
        'bankStatement1',
        'bankStatement2',
      ]);
      const objectsBefore = await objectsOf(application.applicationId);
      const wrongType = await upload(token, [
        { slot: 'bankStatement1', body: Buffer.from('MZ not a document') },
      ]);
      expect(wrongType.status).toBe(400);
      expect((await errorOf(wrongType)).fields).toEqual({ bankStatement1: MESSAGES.uploadWrongType });
      const active = await upload(token, [
        { slot: 'bankStatement1', body: tinyPdf() },
        { slot: 'bankStatement2', body: MALICIOUS_PDFS[0]!.build() },
      ]);
      expect(active.status).toBe(400);
      expect((await errorOf(active)).fields).toEqual({ bankStatement2: MESSAGES.uploadActiveContent });
      const empty = await upload(token, []);
      expect(empty.status).toBe(400);
      expect((await errorOf(empty)).message).toBe(DOCUMENT_REQUEST_MESSAGES.noFiles);
      expect(await objectsOf(application.applicationId)).toBe(objectsBefore);
      const documents = await deps.db
        .select()
        .from(schema.documents)
        .where(eq(schema.documents.applicationId, application.id));
      expect(documents).toEqual([]);
    });

    it.each(MALICIOUS_PDFS.map((file) => [file.name, file] as const))(
      'keeps no PDF that could act in any reader, uploaded through a link: %s (issue 25)',
      async (_, file) => {
        const application = await applicationWithEmail();
        const { token } = await requestWithLink(application.applicationId, ['bankStatement1']);
        const sent = file.build();
        const response = await upload(token, [{ slot: 'bankStatement1', body: sent }]);
        const outcome = await expectRefusedOrNeutralised(
          deps,
          response,
          sent,
          'bankStatement1',
          async () => application.id,
        );
        expect(outcome).toBe(file.name.startsWith('a dead second definition') ? 'rewritten' : 'refused');
        await deps.queues.pdf.remove(application.applicationId);
      },
    );

    it('refuses an expired link with its own words, and shows it as expired to staff', async () => {
      const application = await applicationWithEmail();
      const { request, token } = await requestWithLink(application.applicationId, ['bankStatement1']);
      await deps.db
        .update(schema.documentRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.documentRequests.id, request.id));
      expect(uploadLinkViewSchema.parse(await (await view(token)).json()).state).toBe('expired');
      const refused = await upload(token, [{ slot: 'bankStatement1', body: tinyPdf() }]);
      expect(refused.status).toBe(410);
      expect((await errorOf(refused)).message).toBe(DOCUMENT_REQUEST_MESSAGES.linkExpired);
      const listed = await app.request(
        `/api/admin/applications/${application.applicationId}/document-requests`,
        {
          headers: viewer.headers,
        },
      );
      expect(documentRequestListSchema.parse(await listed.json()).requests[0]!.state).toBe('expired');
    });
  });

  describe('cancelling a request (admin API)', () => {
    const cancel = (applicationId: string, requestId: string, as: TestAdmin = admin) =>
      app.request(`/api/admin/applications/${applicationId}/document-requests/${requestId}/cancel`, {
        method: 'POST',
        headers: as.headers,
      });

    it('lets admins withdraw an open request, not viewers; its link stops at once; only once', async () => {
      const application = await applicationWithEmail();
      const { request, token } = await requestWithLink(application.applicationId, ['bankStatement1']);
      expect((await cancel(application.applicationId, request.id, viewer)).status).toBe(403);
      const cancelled = await cancel(application.applicationId, request.id);
      expect(cancelled.status).toBe(200);
      expect(documentRequestSchema.parse(await cancelled.json()).state).toBe('cancelled');
      expect(await requestRow(request.id)).toMatchObject({ cancelledByUsername: admin.username });
      const refused = await upload(token, [{ slot: 'bankStatement1', body: tinyPdf() }]);
      expect(refused.status).toBe(410);
      expect((await errorOf(refused)).message).toBe(DOCUMENT_REQUEST_MESSAGES.linkCancelled);
      const again = await cancel(application.applicationId, request.id);
      expect(again.status).toBe(409);
      expect((await errorOf(again)).message).toBe(DOCUMENT_REQUEST_MESSAGES.requestNotOpen);
      // Another application's request, or none, is not found.
      const other = await applicationWithEmail();
      expect((await cancel(other.applicationId, request.id)).status).toBe(404);
      expect((await cancel(application.applicationId, 'not-a-uuid')).status).toBe(404);
    });
  });

  const objectsOf = (applicationId: string) => countObjects(deps.storage, `applications/${applicationId}/`);

  describe('the review status', () => {
    const reviewStatusOf = async (rowId: string) =>
      (await deps.db.select().from(schema.applications).where(eq(schema.applications.id, rowId)))[0]!
        .reviewStatus;

    it('goes to Missing documents with the request and back to In review when every file is in, audited', async () => {
      const application = await applicationWithEmail();
      expect(await reviewStatusOf(application.id)).toBe('new');
      const { request, token } = await requestWithLink(application.applicationId, ['bankStatement4']);
      expect(await reviewStatusOf(application.id)).toBe('missing_documents');
      expect((await upload(token, [{ slot: 'bankStatement4', body: tinyPdf() }])).status).toBe(200);
      expect(await reviewStatusOf(application.id)).toBe('in_review');
      const changes = await deps.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.applicationId, application.applicationId))
        .orderBy(schema.auditLog.id);
      const moves = changes.filter((entry) => entry.action === 'review_status_change');
      expect(moves.map((entry) => [entry.actorUsername, entry.detail])).toEqual([
        [admin.username, { documentRequestId: request.id, from: 'new', to: 'missing_documents' }],
        [null, { documentRequestId: request.id, from: 'missing_documents', to: 'in_review' }],
      ]);
      // Both moves queued their e-mails (the agent's status e-mail) once they committed.
      for (const move of moves) {
        const job = await deps.queues.mail.getJob(statusChangeJobId({ statusChangeId: move.id }));
        expect(job?.data).toEqual({ statusChangeId: move.id });
      }
      await deps.queues.pdf.remove(application.applicationId);
    });

    it('leaves a status staff chose meanwhile alone', async () => {
      const application = await applicationWithEmail();
      const { token } = await requestWithLink(application.applicationId, ['bankStatement4']);
      await deps.db
        .update(schema.applications)
        .set({ reviewStatus: 'declined' })
        .where(eq(schema.applications.id, application.id));
      expect((await upload(token, [{ slot: 'bankStatement4', body: tinyPdf() }])).status).toBe(200);
      expect(await reviewStatusOf(application.id)).toBe('declined');
      await deps.queues.pdf.remove(application.applicationId);
    });
  });

  describe('rate limits', () => {
    it('limits each link, and each client address across links, with Retry-After', async () => {
      const limits = {
        perLink: { points: 3, durationSeconds: 60 },
        perAddress: { points: 5, durationSeconds: 60 },
      };
      const original = deps.limitUploadLinks;
      // Own key prefixes would be nicer; fresh addresses and links keep the counts apart instead.
      deps.limitUploadLinks = createUploadLinkLimiter(deps.redis, limits);
      try {
        const application = await applicationWithEmail();
        const { token } = await requestWithLink(application.applicationId, ['bankStatement1']);
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) statuses.push((await view(token, randomIp())).status);
        expect(statuses).toEqual([200, 200, 200, 429]);
        const limited = await view(token, randomIp());
        expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect((await errorOf(limited)).message).toMatch(/^Too many attempts with this link/);
        // The limit holds for uploads too: nothing is read or stored.
        expect((await upload(token, [{ slot: 'bankStatement1', body: tinyPdf() }])).status).toBe(429);

        const ip = randomIp();
        const guesses: number[] = [];
        for (let i = 0; i < 6; i++) guesses.push((await view(`${'B'.repeat(42)}${i}`, ip)).status);
        expect(guesses).toEqual([404, 404, 404, 404, 404, 429]);
        // Another address is not held back by that one.
        expect((await view(`${'C'.repeat(43)}`, randomIp())).status).toBe(404);
      } finally {
        deps.limitUploadLinks = original;
      }
    });
  });

  describe('hostile link input (property)', () => {
    it('answers any Authorization value with 400 or 404 and the one error body; only a real link opens', async () => {
      const original = deps.limitUploadLinks;
      const unlimited = { points: 1_000_000, durationSeconds: 60 };
      deps.limitUploadLinks = createUploadLinkLimiter(deps.redis, {
        perLink: unlimited,
        perAddress: unlimited,
      });
      try {
        const application = await applicationWithEmail();
        const { token: real } = await requestWithLink(application.applicationId, ['bankStatement1']);
        const base64url = fc.constantFrom(
          ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
        );
        const header = fc.oneof(
          fc.string({ unit: base64url, minLength: 43, maxLength: 43 }).map((t) => `Bearer ${t}`),
          fc.string({ maxLength: 60 }).map((t) => `Bearer ${t}`),
          fc.string({ maxLength: 80 }),
          fc.constant(`Bearer ${real}`),
          fc.constant(`bearer ${real}`),
          fc.constant(`Bearer ${real} `),
          fc.constant(`Bearer ${real.slice(0, 42)}`),
        );
        await fc.assert(
          fc.asyncProperty(header, fc.boolean(), async (authorization, post) => {
            let headers: Headers;
            try {
              headers = new Headers({ Authorization: authorization });
            } catch {
              return; // not a value any HTTP client can send
            }
            const response = await app.request(
              post ? '/api/upload-links/current/files' : '/api/upload-links/current',
              { method: post ? 'POST' : 'GET', headers },
              fromIp('10.9.9.9'),
            );
            const isReal = headers.get('authorization') === `Bearer ${real}`;
            if (isReal) {
              // The real link: its page opens; a post without a multipart body is refused as such.
              expect(response.status).toBe(post ? 400 : 200);
              await response.arrayBuffer();
              return;
            }
            expect([400, 404]).toContain(response.status);
            expect(errorBodySchema.parse(await response.json()).message).toBe(
              DOCUMENT_REQUEST_MESSAGES.linkInvalid,
            );
          }),
          { seed: 20261123, numRuns: propertyRuns(2_000) },
        );
        const documents = await deps.db
          .select()
          .from(schema.documents)
          .where(eq(schema.documents.applicationId, application.id));
        expect(documents).toEqual([]);
      } finally {
        deps.limitUploadLinks = original;
      }
    });
  });
});
