import {
  AUDIT_ACTIONS,
  type AuditAction,
  documentRequestSchema,
  enrolmentSchema,
  secondFactorChallengeResponseSchema,
} from '@funding/contracts';
import { issueUploadLink, schema } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../auth/second-factor/totp.ts';
import {
  createAdmin,
  fromIp,
  giveSecondFactor,
  insertApplication,
  randomIp,
  TEST_PASSWORD,
  type TestAdmin,
  unique,
} from '../testing/admin-fixtures.ts';
import { createTestApp } from '../testing/test-app.ts';
import { recordAudit } from './record-audit.ts';

/**
 * The rule of the audit trail: an entry is written in the transaction of the change it records
 * (both happen, or neither), and an audited read or refusal writes its entry before answering.
 *
 * Each check makes Postgres refuse the entry of one action (a trigger on audit_log), performs the
 * action through the API, and sees the answer fail with nothing changed; then lets the entry
 * through and sees the change and its entry. The actions come from the contracts, so an action
 * added there without a check here fails this test.
 */

// Strong to the estimator (score 3 or more).
const STRONG_PASSWORD = 'vivid otter harbor 58';
const APPLICANT_EMAIL = 'maria.lopez@example.com';
const SSN = '123-45-6789';
const MASKED_SSN = '***-**-6789';

describe('every audited action commits with its entry, or not at all', () => {
  const { app, deps, close } = createTestApp({ STAFF_SECOND_FACTOR: 'optional' });
  const required = createTestApp({ STAFF_SECOND_FACTOR: 'required' });
  let admin: TestAdmin;
  let superAdmin: TestAdmin;

  beforeAll(async () => {
    await deps.sql.unsafe(`
      create table if not exists audit_refusals (action text primary key);
      create or replace function refuse_audit_entry() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from audit_refusals where action = new.action) then
          raise exception 'audit entry refused by the test: %', new.action;
        end if;
        return new;
      end $$;
      drop trigger if exists refuse_audit_entry on audit_log;
      create trigger refuse_audit_entry before insert on audit_log
        for each row execute function refuse_audit_entry();
    `);
    [admin, superAdmin] = await Promise.all([
      createAdmin(deps, { role: 'admin' }),
      createAdmin(deps, { role: 'super_admin' }),
    ]);
  });

  afterAll(async () => {
    await deps.sql.unsafe(`
      drop trigger if exists refuse_audit_entry on audit_log;
      drop function if exists refuse_audit_entry();
      drop table if exists audit_refusals;
    `);
    await required.close();
    await close();
  });

  const send = (
    method: string,
    path: string,
    options: { as?: TestAdmin; body?: unknown; target?: typeof app } = {},
  ) =>
    (options.target ?? app).request(
      path,
      {
        method,
        headers: {
          ...(options.as ? options.as.headers : {}),
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      },
      // Each request from an address of its own: no throttle counts across checks.
      fromIp(randomIp()),
    );

  /** Runs `act` while Postgres refuses entries of `action`. */
  async function whileRefused<T>(action: AuditAction, act: () => T | Promise<T>): Promise<T> {
    await deps.sql`insert into audit_refusals (action) values (${action})`;
    try {
      return await act();
    } finally {
      await deps.sql`delete from audit_refusals where action = ${action}`;
    }
  }

  const lastEntryId = async () =>
    (await deps.sql<{ id: number | null }[]>`select max(id)::int as id from audit_log`)[0]?.id ?? 0;

  const entriesSince = (action: AuditAction, afterId: number) =>
    deps.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, action), gt(schema.auditLog.id, afterId)));

  /**
   * One action's check: `act` performs it once (a fresh call each time); `changed` says whether its
   * change is visible (for a read or a refusal: whether the answer gave it); `succeeded` is the
   * status of the answer when the entry is let through.
   */
  interface Check {
    act: () => Response | Promise<Response>;
    changed: (response: Response) => Promise<boolean>;
    succeeded: number;
  }

  async function verify(action: AuditAction, check: Check): Promise<void> {
    const before = await lastEntryId();
    const refused = await whileRefused(action, check.act);
    expect(refused.status, `${action}: the answer waits for the entry`).toBe(500);
    expect(await check.changed(refused), `${action}: nothing changed without the entry`).toBe(false);
    expect(await entriesSince(action, before)).toEqual([]);

    const allowed = await check.act();
    expect(allowed.status, `${action}: with its entry`).toBe(check.succeeded);
    expect(await check.changed(allowed), `${action}: changed with the entry`).toBe(true);
    expect(await entriesSince(action, before), `${action}: its entry`).toHaveLength(1);
  }

  const adminUser = async (id: string) =>
    (await deps.db.select().from(schema.adminUsers).where(eq(schema.adminUsers.id, id)))[0];
  const applicationRow = async (applicationId: string) =>
    (
      await deps.db
        .select()
        .from(schema.applications)
        .where(eq(schema.applications.applicationId, applicationId))
    )[0];
  const agentRow = async (agentId: string) =>
    (await deps.db.select().from(schema.agents).where(eq(schema.agents.id, agentId)))[0];
  const newAgent = async () => {
    const [agent] = await deps.db
      .insert(schema.agents)
      .values({ name: unique('Agent'), email: `${unique('agent')}@example.com`, slug: unique('agent') })
      .returning();
    return agent!;
  };
  const bodyText = (response: Response) => response.clone().text();

  const checks: Record<AuditAction, () => Promise<Check[]>> = {
    async login() {
      const user = await createAdmin(deps, { role: 'viewer' });
      return [
        {
          act: () =>
            send('POST', '/api/auth/login', { body: { username: user.username, password: TEST_PASSWORD } }),
          changed: async () => (await adminUser(user.id))?.lastLogin !== null,
          succeeded: 200,
        },
      ];
    },
    async login_failed() {
      const user = await createAdmin(deps, { role: 'viewer' });
      return [
        {
          act: () =>
            send('POST', '/api/auth/login', { body: { username: user.username, password: 'not it' } }),
          // A refusal is what the answer gives: only once its entry is written.
          changed: async (response) => response.status === 401,
          succeeded: 401,
        },
      ];
    },
    async logout() {
      const user = await createAdmin(deps, { role: 'viewer' });
      return [
        {
          act: () => send('POST', '/api/auth/logout', { as: user }),
          changed: async () => (await send('GET', '/api/auth/verify', { as: user })).status === 401,
          succeeded: 200,
        },
      ];
    },
    async password_change() {
      const user = await createAdmin(deps, { role: 'viewer' });
      const versionBefore = (await adminUser(user.id))!.sessionVersion;
      return [
        {
          act: () =>
            send('POST', '/api/admin/users/me/password', {
              as: user,
              body: {
                currentPassword: TEST_PASSWORD,
                newPassword: STRONG_PASSWORD,
                confirmPassword: STRONG_PASSWORD,
              },
            }),
          changed: async () => (await adminUser(user.id))!.sessionVersion !== versionBefore,
          succeeded: 200,
        },
      ];
    },
    async application_view() {
      const { applicationId } = await insertApplication(deps);
      return [
        {
          act: () => send('GET', `/api/admin/applications/${applicationId}`, { as: admin }),
          // The detail masks the SSN for every role: its last four digits show the record came.
          changed: async (response) => (await bodyText(response)).includes(MASKED_SSN),
          succeeded: 200,
        },
      ];
    },
    async application_delete() {
      const { applicationId } = await insertApplication(deps, { pdf: tinyPdf() });
      return [
        {
          act: () => send('DELETE', `/api/admin/applications/${applicationId}`, { as: admin }),
          changed: async () => (await applicationRow(applicationId)) === undefined,
          succeeded: 200,
        },
      ];
    },
    async application_retry() {
      const { applicationId } = await insertApplication(deps, { pdfStatus: 'failed' });
      return [
        {
          act: () => send('POST', `/api/admin/applications/${applicationId}/retry`, { as: admin }),
          changed: async () =>
            (await applicationRow(applicationId))!.pdfStatus === 'pending' &&
            (await deps.queues.pdf.getJob(applicationId)) !== undefined,
          succeeded: 200,
        },
      ];
    },
    async pdf_download() {
      const pdf = tinyPdf();
      const { applicationId } = await insertApplication(deps, { pdf });
      return [
        {
          act: () => send('GET', `/api/admin/applications/${applicationId}/download-pdf`, { as: admin }),
          changed: async (response) => Buffer.from(await response.clone().arrayBuffer()).equals(pdf),
          succeeded: 200,
        },
      ];
    },
    async document_download() {
      const body = Buffer.from(`%PDF-1.4 statement ${unique('doc')}`);
      const { applicationId } = await insertApplication(deps, {
        documents: [{ slot: 'bankStatement1', name: 'jan.pdf', body }],
      });
      return [
        {
          act: () =>
            send('GET', `/api/admin/applications/${applicationId}/documents/bankStatement1`, { as: admin }),
          changed: async (response) => Buffer.from(await response.clone().arrayBuffer()).equals(body),
          succeeded: 200,
        },
      ];
    },
    async agent_create() {
      const email = `${unique('new-agent')}@example.com`;
      return [
        {
          act: () => send('POST', '/api/admin/agents', { as: admin, body: { name: 'Sam Agent', email } }),
          changed: async () =>
            (await deps.db.select().from(schema.agents).where(eq(schema.agents.email, email))).length > 0,
          succeeded: 201,
        },
      ];
    },
    async agent_update() {
      const agent = await newAgent();
      return [
        {
          act: () =>
            send('PUT', `/api/admin/agents/${agent.id}`, { as: admin, body: { name: 'Renamed Agent' } }),
          changed: async () => (await agentRow(agent.id))?.name === 'Renamed Agent',
          succeeded: 200,
        },
      ];
    },
    async agent_delete() {
      const agent = await newAgent();
      return [
        {
          act: () => send('DELETE', `/api/admin/agents/${agent.id}`, { as: admin }),
          changed: async () => (await agentRow(agent.id)) === undefined,
          succeeded: 200,
        },
      ];
    },
    async admin_user_create() {
      const username = unique('staff');
      return [
        {
          act: () =>
            send('POST', '/api/admin/users', {
              as: superAdmin,
              body: { username, email: `${username}@example.com`, password: STRONG_PASSWORD, role: 'viewer' },
            }),
          changed: async () =>
            (await deps.db.select().from(schema.adminUsers).where(eq(schema.adminUsers.username, username)))
              .length > 0,
          succeeded: 201,
        },
      ];
    },
    async admin_user_update() {
      const user = await createAdmin(deps, { role: 'viewer' });
      const email = `${unique('changed')}@example.com`;
      return [
        {
          act: () => send('PUT', `/api/admin/users/${user.id}`, { as: superAdmin, body: { email } }),
          changed: async () => (await adminUser(user.id))?.email === email,
          succeeded: 200,
        },
      ];
    },
    async admin_user_delete() {
      const user = await createAdmin(deps, { role: 'viewer' });
      return [
        {
          act: () => send('DELETE', `/api/admin/users/${user.id}`, { as: superAdmin }),
          changed: async () => (await adminUser(user.id)) === undefined,
          succeeded: 200,
        },
      ];
    },
    async second_factor_enrol() {
      // From the own settings...
      const user = await createAdmin(deps, { role: 'viewer' });
      const started = await send('POST', '/api/admin/second-factor/enrolment', {
        as: user,
        body: { currentPassword: TEST_PASSWORD },
      });
      expect(started.status).toBe(200);
      const { secret } = enrolmentSchema.parse(await started.json());
      // ...and during a sign-in where a second factor is required.
      const newcomer = await createAdmin(required.deps, { role: 'viewer' });
      const signIn = await send('POST', '/api/auth/login', {
        body: { username: newcomer.username, password: TEST_PASSWORD },
        target: required.app,
      });
      const { challenge } = secondFactorChallengeResponseSchema.parse(await signIn.json()).secondFactor;
      const atSignIn = await send('POST', '/api/auth/second-factor/enrolment', {
        body: { challenge },
        target: required.app,
      });
      expect(atSignIn.status).toBe(200);
      const newcomerSecret = enrolmentSchema.parse(await atSignIn.json()).secret;
      return [
        {
          act: () =>
            send('POST', '/api/admin/second-factor/enrolment/confirm', {
              as: user,
              body: { code: totpCodeAt(secret) },
            }),
          changed: async () => (await adminUser(user.id))?.totpEnabledAt !== null,
          succeeded: 200,
        },
        {
          act: () =>
            send('POST', '/api/auth/second-factor/enrolment/confirm', {
              body: { challenge, code: totpCodeAt(newcomerSecret) },
              target: required.app,
            }),
          changed: async () => (await adminUser(newcomer.id))?.totpEnabledAt !== null,
          succeeded: 200,
        },
      ];
    },
    async second_factor_disable() {
      const user = await createAdmin(deps, { role: 'viewer' });
      const factor = await giveSecondFactor(deps, user.id);
      // A code is used up by the check before the change: each attempt brings one of its own.
      const codes = [...factor.recoveryCodes];
      return [
        {
          act: () =>
            send('POST', '/api/admin/second-factor/disable', { as: user, body: { code: codes.shift() } }),
          changed: async () => (await adminUser(user.id))?.totpEnabledAt === null,
          succeeded: 200,
        },
      ];
    },
    async second_factor_reset() {
      const user = await createAdmin(deps, { role: 'viewer' });
      await giveSecondFactor(deps, user.id);
      return [
        {
          act: () => send('POST', `/api/admin/users/${user.id}/second-factor/reset`, { as: superAdmin }),
          changed: async () => (await adminUser(user.id))?.totpEnabledAt === null,
          succeeded: 200,
        },
      ];
    },
    async second_factor_failed() {
      const user = await createAdmin(deps, { role: 'viewer' });
      await giveSecondFactor(deps, user.id);
      return [
        {
          act: () => send('POST', '/api/admin/second-factor/disable', { as: user, body: { code: '000000' } }),
          // A refusal is what the answer gives: only once its entry is written.
          changed: async (response) => response.status === 400,
          succeeded: 400,
        },
      ];
    },
    async recovery_codes_regenerate() {
      const user = await createAdmin(deps, { role: 'viewer' });
      const factor = await giveSecondFactor(deps, user.id);
      const codes = [...factor.recoveryCodes];
      const hashes = async () =>
        (
          await deps.db
            .select({ hash: schema.adminRecoveryCodes.codeHash })
            .from(schema.adminRecoveryCodes)
            .where(eq(schema.adminRecoveryCodes.adminUserId, user.id))
        )
          .map((row) => row.hash)
          .sort();
      const original = await hashes();
      return [
        {
          act: () =>
            send('POST', '/api/admin/second-factor/recovery-codes', {
              as: user,
              body: { code: codes.shift() },
            }),
          changed: async () => (await hashes()).every((hash) => !original.includes(hash)),
          succeeded: 200,
        },
      ];
    },
    async review_status_change() {
      const { applicationId } = await insertApplication(deps);
      const approving = await insertApplication(deps, { reviewStatus: 'in_review' });
      const inBulk = await insertApplication(deps);
      return [
        {
          act: () =>
            send('PUT', `/api/admin/applications/${applicationId}/review-status`, {
              as: admin,
              body: { status: 'in_review' },
            }),
          changed: async () => (await applicationRow(applicationId))!.reviewStatus === 'in_review',
          succeeded: 200,
        },
        // A decision's record is written with its move and its entry.
        {
          act: () =>
            send('PUT', `/api/admin/applications/${approving.applicationId}/review-status`, {
              as: admin,
              body: { status: 'approved', approvedAmount: 60_000 },
            }),
          changed: async () => (await applicationRow(approving.applicationId))!.approvedAmount === 60_000,
          succeeded: 200,
        },
        {
          act: () =>
            send('POST', '/api/admin/applications/bulk/review-status', {
              as: admin,
              body: { applicationIds: [inBulk.applicationId], status: 'withdrawn', withdrawnBy: 'applicant' },
            }),
          changed: async () => (await applicationRow(inBulk.applicationId))!.withdrawnBy === 'applicant',
          succeeded: 200,
        },
      ];
    },
    async assignee_change() {
      const { applicationId } = await insertApplication(deps);
      const inBulk = await insertApplication(deps);
      return [
        {
          act: () =>
            send('PUT', `/api/admin/applications/${applicationId}/assignee`, {
              as: admin,
              body: { assigneeId: admin.id },
            }),
          changed: async () => (await applicationRow(applicationId))!.assigneeId === admin.id,
          succeeded: 200,
        },
        {
          act: () =>
            send('POST', '/api/admin/applications/bulk/assignee', {
              as: admin,
              body: { applicationIds: [inBulk.applicationId], assigneeId: admin.id },
            }),
          changed: async () => (await applicationRow(inBulk.applicationId))!.assigneeId === admin.id,
          succeeded: 200,
        },
      ];
    },
    async note_add() {
      const { id, applicationId } = await insertApplication(deps);
      return [
        {
          act: () =>
            send('POST', `/api/admin/applications/${applicationId}/notes`, {
              as: admin,
              body: { text: 'Called back' },
            }),
          changed: async () =>
            (
              await deps.db
                .select()
                .from(schema.applicationNotes)
                .where(eq(schema.applicationNotes.applicationId, id))
            ).length > 0,
          succeeded: 201,
        },
      ];
    },
    async applications_export() {
      const { applicationId } = await insertApplication(deps);
      return [
        {
          act: () => send('GET', `/api/admin/applications/export?search=${applicationId}`, { as: admin }),
          changed: async (response) => (await bodyText(response)).includes(applicationId),
          succeeded: 200,
        },
      ];
    },
    async audit_log_export() {
      const { applicationId } = await insertApplication(deps);
      await recordAudit(
        deps.db,
        { id: admin.id, username: admin.username, ip: null },
        {
          action: 'application_view',
          applicationId,
        },
      );
      return [
        {
          act: () =>
            send('GET', `/api/admin/audit-log/export?applicationId=${applicationId}`, { as: superAdmin }),
          changed: async (response) => (await bodyText(response)).includes(applicationId),
          succeeded: 200,
        },
      ];
    },
    async document_request_create() {
      const { id, applicationId } = await insertApplication(deps, {
        pdf: tinyPdf(),
        emailStatus: 'done',
        input: { owner1Email: APPLICANT_EMAIL },
      });
      return [
        {
          act: () =>
            send('POST', `/api/admin/applications/${applicationId}/document-requests`, {
              as: admin,
              body: { slots: ['bankStatement2'], message: 'Please send February.' },
            }),
          // The request, the mail step and the review status move together.
          changed: async () => {
            const requests = await deps.db
              .select()
              .from(schema.documentRequests)
              .where(eq(schema.documentRequests.applicationId, id));
            const row = await applicationRow(applicationId);
            const moved = row!.emailStatus === 'pending' && row!.reviewStatus === 'missing_documents';
            expect(moved, 'the request and its moves are one').toBe(requests.length > 0);
            return requests.length > 0;
          },
          succeeded: 201,
        },
      ];
    },
    async document_request_cancel() {
      const { applicationId } = await insertApplication(deps, {
        pdf: tinyPdf(),
        emailStatus: 'done',
        input: { owner1Email: APPLICANT_EMAIL },
      });
      const made = await send('POST', `/api/admin/applications/${applicationId}/document-requests`, {
        as: admin,
        body: { slots: ['bankStatement2'], message: 'Please send February.' },
      });
      expect(made.status).toBe(201);
      const request = documentRequestSchema.parse(await made.json());
      return [
        {
          act: () =>
            send('POST', `/api/admin/applications/${applicationId}/document-requests/${request.id}/cancel`, {
              as: admin,
            }),
          changed: async () => {
            const [row] = await deps.db
              .select()
              .from(schema.documentRequests)
              .where(eq(schema.documentRequests.id, request.id));
            return row!.cancelledAt !== null;
          },
          succeeded: 200,
        },
      ];
    },
    async document_request_upload() {
      const { id, applicationId } = await insertApplication(deps, {
        pdf: tinyPdf(),
        emailStatus: 'done',
        input: { owner1Email: APPLICANT_EMAIL },
      });
      const made = await send('POST', `/api/admin/applications/${applicationId}/document-requests`, {
        as: admin,
        body: { slots: ['bankStatement2'], message: 'Please send February.' },
      });
      expect(made.status).toBe(201);
      const request = documentRequestSchema.parse(await made.json());
      const token = await issueUploadLink(deps.db, request.id);
      return [
        {
          act: () => {
            const form = new FormData();
            form.append('bankStatement2', new Blob([new Uint8Array(tinyPdf())]), 'feb.pdf');
            return app.request(
              '/api/upload-links/current/files',
              { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } },
              fromIp(randomIp()),
            );
          },
          // The document, the request's progress and the review status move together.
          changed: async () => {
            const documents = await deps.db
              .select()
              .from(schema.documents)
              .where(
                and(eq(schema.documents.applicationId, id), eq(schema.documents.slot, 'bankStatement2')),
              );
            const row = await applicationRow(applicationId);
            expect(row!.reviewStatus === 'in_review', 'the upload and its moves are one').toBe(
              documents.length > 0,
            );
            return documents.length > 0;
          },
          succeeded: 200,
        },
      ];
    },
    async personal_data_reveal() {
      const { applicationId } = await insertApplication(deps);
      return [
        {
          act: () =>
            send('POST', `/api/admin/applications/${applicationId}/reveal`, {
              as: admin,
              body: { reason: 'Verifying identity with the bank' },
            }),
          changed: async (response) => (await bodyText(response)).includes(SSN),
          succeeded: 200,
        },
      ];
    },
    async application_dispose() {
      const { applicationId } = await insertApplication(deps, { pdf: tinyPdf() });
      return [
        {
          act: () =>
            send('POST', `/api/admin/applications/${applicationId}/disposal`, {
              as: admin,
              body: { reason: 'The applicant asked for deletion (ticket 4411)' },
            }),
          changed: async () => (await applicationRow(applicationId))!.disposedAt !== null,
          succeeded: 200,
        },
      ];
    },
    async legal_hold_place() {
      const { applicationId } = await insertApplication(deps);
      return [
        {
          act: () =>
            send('PUT', `/api/admin/applications/${applicationId}/legal-hold`, {
              as: superAdmin,
              body: { held: true, reason: 'Subpoena 24-117' },
            }),
          changed: async () => (await applicationRow(applicationId))!.legalHoldPlacedAt !== null,
          succeeded: 200,
        },
      ];
    },
    async legal_hold_lift() {
      const { applicationId } = await insertApplication(deps);
      const placed = await send('PUT', `/api/admin/applications/${applicationId}/legal-hold`, {
        as: superAdmin,
        body: { held: true, reason: 'Subpoena 24-117' },
      });
      expect(placed.status).toBe(200);
      return [
        {
          act: () =>
            send('PUT', `/api/admin/applications/${applicationId}/legal-hold`, {
              as: superAdmin,
              body: { held: false, reason: 'Case closed' },
            }),
          changed: async () => (await applicationRow(applicationId))!.legalHoldPlacedAt === null,
          succeeded: 200,
        },
      ];
    },
  };

  it('has a check for every audit action of the contracts', () => {
    expect(Object.keys(checks).sort()).toEqual([...AUDIT_ACTIONS].sort());
  });

  it.each([...AUDIT_ACTIONS])('%s', async (action) => {
    const build = checks[action];
    expect(build, `no check for the audit action ${action}`).toBeDefined();
    for (const check of await build()) await verify(action, check);
  });
});
