import { randomUUID } from 'node:crypto';
import { type AdminRole, documentRequestSchema, UPLOAD_SLOTS } from '@funding/contracts';
import { issueUploadLink, schema } from '@funding/platform';
import { tinyJpeg, tinyPdf, tinyPng } from '@funding/platform/testing/documents';
import { validApplicationInput } from '@funding/platform/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadToken } from '../auth/download-links.ts';
import { createSignInChallenge } from '../auth/second-factor/sign-in-challenge.ts';
import { newTotpSecret, totpCodeAt } from '../auth/second-factor/totp.ts';
import { issueQueueViewLink } from '../queue-view/view-session.ts';
import {
  createAdmin,
  fromIp,
  givePendingEnrolment,
  giveSecondFactor,
  insertApplication,
  TEST_PASSWORD,
  type TestAdmin,
  type TestApplication,
} from '../testing/admin-fixtures.ts';
import {
  type ConformanceReport,
  checkConformance,
  summarize,
} from '../testing/conformance/check-conformance.ts';
import {
  type ConformanceRequest,
  type KnownValues,
  urlOf,
} from '../testing/conformance/conformance-request.ts';
import type { OpenApiDocument, Operation } from '../testing/conformance/openapi-operations.ts';
import { createTestApp } from '../testing/test-app.ts';

/**
 * The API document is the whole truth: every operation of `/api/openapi.json` gets seeded valid and
 * invalid requests made from the document alone, as each role and without a session, and every
 * answer's status, headers and body must be what the document declares for that operation. Valid
 * requests use real ids and single-use tokens made fresh for each operation, so that successes are
 * checked too, not only refusals.
 */

const SEED = 260_426;
const REQUESTS_PER_KIND = 12;
// A few client addresses of this file's own, so that limits counted per address are met here only.
const CLIENT_ADDRESSES = ['10.26.0.1', '10.26.0.2', '10.26.0.3'];
const FORGED_SESSION = 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkifQ.Zm9yZ2Vk';
const STRONG_PASSWORD = 'conformance-pass Wobbly Teapot 81';

describe('the API answers as its OpenAPI document says', () => {
  // Limits low enough that the later requests of an operation meet them: their 429s are checked too.
  const { app, deps, close } = createTestApp({ SUBMISSION_RATE_LIMIT: '6', UPLOAD_LINK_RATE_LIMIT: '4' });
  afterAll(close);

  let document: OpenApiDocument;
  // Asked for documents before each operation (all slots, so any file goes); no operation names it.
  let linkApplication: TestApplication;
  beforeAll(async () => {
    document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
    linkApplication = await insertApplication(deps, { pdf: tinyPdf(), emailStatus: 'done' });
  });

  // One authenticator key for every account of the pass, so that one code is right for each.
  const totpSecret = newTotpSecret();
  /** The sessions of the operation under test (fresh for each: one may end its own session). */
  let sessions: Record<AdminRole, TestAdmin>;

  /** An open document request of the application for every slot: its id. */
  async function openDocumentRequest(applicationId: string): Promise<string> {
    const requested = await app.request(`/api/admin/applications/${applicationId}/document-requests`, {
      method: 'POST',
      headers: { ...sessions.admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ slots: UPLOAD_SLOTS, message: 'All of them again, please.' }),
    });
    return documentRequestSchema.parse(await requested.json()).id;
  }

  /** An upload link of a document request for every slot. */
  async function uploadLink(): Promise<string> {
    const token = await issueUploadLink(deps.db, await openDocumentRequest(linkApplication.applicationId));
    if (!token) throw new Error('no upload link issued');
    return token;
  }

  /**
   * Fresh data and single-use tokens for one operation's requests, so that what one operation
   * deletes, changes or uses up cannot spoil the next: sessions of each role, an application with
   * its PDF and documents (review status new), one whose processing failed, an agent, two other
   * staff accounts, an account signing in with a second factor and one enrolling.
   */
  async function knownValuesFor(): Promise<KnownValues> {
    sessions = {
      super_admin: await createAdmin(deps, { role: 'super_admin' }),
      admin: await createAdmin(deps, { role: 'admin' }),
      viewer: await createAdmin(deps, { role: 'viewer' }),
    };
    // The admin has a second factor, the others are enrolling one: the same code works for all.
    await giveSecondFactor(deps, sessions.admin.id, totpSecret);
    await givePendingEnrolment(deps, sessions.super_admin.id, totpSecret);
    await givePendingEnrolment(deps, sessions.viewer.id, totpSecret);
    const signingIn = await createAdmin(deps, { role: 'admin' });
    await giveSecondFactor(deps, signingIn.id, totpSecret);
    const enrolling = await createAdmin(deps, { role: 'viewer' });
    await givePendingEnrolment(deps, enrolling.id, totpSecret);
    const others = [await createAdmin(deps, { role: 'admin' }), await createAdmin(deps, { role: 'viewer' })];
    const application = await insertApplication(deps, {
      pdf: tinyPdf(),
      emailStatus: 'done',
      documents: [
        { slot: 'bankStatement1', name: 'march.pdf', body: tinyPdf() },
        { slot: 'bankStatement2', name: 'february.png', body: tinyPng(), contentType: 'image/png' },
        { slot: 'additionalDoc1', name: 'licence.jpg', body: tinyJpeg(), contentType: 'image/jpeg' },
      ],
    });
    const failedApplication = await insertApplication(deps, { pdfStatus: 'failed', emailStatus: 'failed' });
    const [agent] = (await deps.db
      .insert(schema.agents)
      .values({ name: 'Conformance Agent', email: 'agent@agents.test', slug: `agent-${randomUUID()}` })
      .returning({ id: schema.agents.id, slug: schema.agents.slug })) as [{ id: string; slug: string }];

    const { redis, env } = deps;
    const challenge = async (user: TestAdmin, step: 'verify' | 'enrol') =>
      (
        await createSignInChallenge(redis, {
          adminId: user.id,
          username: user.username,
          sessionVersion: 0,
          step,
        })
      ).token;
    const downloadToken = async (file: 'pdf' | 'bankStatement1') => {
      const grant = {
        adminId: sessions.admin.id,
        sessionVersion: 0,
        applicationId: application.applicationId,
        file,
      };
      return (await createDownloadToken(redis, grant, env.DOWNLOAD_LINK_TTL_SECONDS)).token;
    };
    return {
      byName: {
        applicationId: [application.applicationId, failedApplication.applicationId],
        applicationIds: [[application.applicationId, failedApplication.applicationId]],
        // What a decision records (the move's fields): valid ones, so deciding moves succeed too.
        approvedAmount: [60_000],
        fundedAmount: [58_000],
        fundingDate: ['2026-11-02'],
        declineReason: ['credit'],
        declineNote: ['Called the bank'],
        withdrawnBy: ['applicant'],
        slot: ['bankStatement1', 'bankStatement2', 'additionalDoc1'],
        // An open request (staff cancel it), of the application whose review status no move expects.
        requestId: [await openDocumentRequest(failedApplication.applicationId)],
        // A review status (a move's expected status) and a date (the analytics range's first day).
        from: ['new', '2026-11-01'],
        to: ['2026-11-30'],
        timeZone: ['America/New_York', 'UTC'],
        agentId: [agent.id],
        agentSlug: [agent.slug],
        userId: others.map((other) => other.id),
        assigneeId: [sessions.admin.id],
        token: [
          await downloadToken('pdf'),
          await downloadToken('bankStatement1'),
          await issueQueueViewLink(redis, { adminId: sessions.super_admin.id, sessionVersion: 0 }),
        ],
        authorization: [`Bearer ${await uploadLink()}`],
        // Someone's (to sign in) and no one's (to be added).
        username: [signingIn.username, `new-${randomUUID().slice(0, 8)}`],
        email: ['someone@example.com'],
        password: [TEST_PASSWORD],
        currentPassword: [TEST_PASSWORD],
        newPassword: [STRONG_PASSWORD],
        confirmPassword: [STRONG_PASSWORD],
        challenge: [await challenge(signingIn, 'verify'), await challenge(enrolling, 'enrol')],
        code: [totpCodeAt(totpSecret)],
        data: [JSON.stringify(validApplicationInput())],
      },
      files: [tinyPdf(), tinyPng(), tinyJpeg()].map((bytes) => new Uint8Array(bytes)),
    };
  }

  let sent = 0;
  async function send(operation: Operation, request: ConformanceRequest): Promise<Response> {
    const headers = new Headers(request.headers);
    const { credential, body } = request;
    if (credential === 'forged') headers.set('authorization', FORGED_SESSION);
    else if (credential && credential !== 'none')
      headers.set('authorization', sessions[credential].headers.Authorization);
    let payload: Uint8Array | FormData | undefined;
    if (body?.kind === 'json') {
      if (body.contentType) headers.set('content-type', body.contentType);
      // Bytes, so that a body sent without a Content-Type gets none added.
      payload = new TextEncoder().encode(body.text);
    } else if (body?.kind === 'multipart') {
      const form = new FormData();
      for (const part of body.parts) {
        if (typeof part.value === 'string') form.append(part.name, part.value);
        else form.append(part.name, new Blob([new Uint8Array(part.value)]), `${part.name}.bin`);
      }
      payload = form;
    }
    const address = CLIENT_ADDRESSES[sent++ % CLIENT_ADDRESSES.length] as string;
    return app.request(
      urlOf(operation, request),
      { method: operation.method, headers, body: payload },
      fromIp(address),
    );
  }

  let report: ConformanceReport;
  it('finds no answer the document does not declare', async () => {
    const started = { wall: performance.now(), cpu: process.cpuUsage() };
    report = await checkConformance({
      document,
      known: knownValuesFor,
      send,
      seed: SEED,
      requestsPerKind: REQUESTS_PER_KIND,
    });
    const cpu = process.cpuUsage(started.cpu);
    console.info(
      `conformance: ${report.requests} requests to ${report.answered.size} operations in ` +
        `${((performance.now() - started.wall) / 1000).toFixed(1)} s ` +
        `(${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in this process)`,
    );
    expect(summarize(report.disagreements)).toEqual([]);
  });

  it('reached a success of every operation, so success bodies were checked too', () => {
    const withoutSuccess = [...report.answered]
      .filter(([, statuses]) => ![...statuses.keys()].some((status) => status >= 200 && status < 400))
      .map(([operation, statuses]) => `${operation}: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(withoutSuccess).toEqual([]);
    expect(report.answered.size).toBe(Object.values(document.paths).flatMap(Object.keys).length);
  });
});
