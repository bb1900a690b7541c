import {
  ADMIN_API_MESSAGES,
  BULK_MAX,
  bulkChangeResponseSchema,
  DECISION_MESSAGES,
  errorBodySchema,
  REVIEW_MESSAGES,
  STATUS_CHANGE_EMAILS_JOB,
  statusChangeJobId,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin } from '../../../testing/admin-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

// The list's bulk changes (admins and super admins): the same change made to each application in
// turn, each with its own audit entry, and each application's outcome reported.

const UNKNOWN = 'FA-00000-00000';

describe('bulk changes from the list', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let viewer: TestAdmin;
  let admin: TestAdmin;
  let colleague: TestAdmin;
  beforeAll(async () => {
    [viewer, admin, colleague] = await Promise.all([
      createAdmin(deps, { role: 'viewer' }),
      createAdmin(deps, { role: 'admin' }),
      createAdmin(deps, { role: 'super_admin' }),
    ]);
  });

  const bulk = (kind: 'assignee' | 'review-status', body: unknown, as: TestAdmin = admin) =>
    app.request(`/api/admin/applications/bulk/${kind}`, {
      method: 'POST',
      headers: { ...as.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const rowsOf = (applicationIds: string[]) =>
    deps.db
      .select()
      .from(schema.applications)
      .where(inArray(schema.applications.applicationId, applicationIds))
      .orderBy(asc(schema.applications.applicationId));
  const auditOf = (applicationIds: string[], action: 'assignee_change' | 'review_status_change') =>
    deps.db
      .select({
        id: schema.auditLog.id,
        applicationId: schema.auditLog.applicationId,
        actorId: schema.auditLog.actorId,
        detail: schema.auditLog.detail,
      })
      .from(schema.auditLog)
      .where(and(inArray(schema.auditLog.applicationId, applicationIds), eq(schema.auditLog.action, action)))
      .orderBy(asc(schema.auditLog.id));

  it('assigns several applications to one admin, each audited, and reports an unknown one', async () => {
    const ids = (await Promise.all([insertApplication(deps), insertApplication(deps)])).map(
      (a) => a.applicationId,
    );
    const started = new Date();
    const response = await bulk('assignee', {
      applicationIds: [...ids, UNKNOWN, ids[0]],
      assigneeId: colleague.id,
    });
    expect(response.status).toBe(200);
    const body = bulkChangeResponseSchema.parse(await response.json());
    // A repeated id counts once.
    expect(body.message).toBe(`Assigned 2 of 3 to ${colleague.username}`);
    expect(body.results).toEqual([
      { applicationId: ids[0], changed: true, message: REVIEW_MESSAGES.assigned(colleague.username) },
      { applicationId: ids[1], changed: true, message: REVIEW_MESSAGES.assigned(colleague.username) },
      { applicationId: UNKNOWN, changed: false, message: ADMIN_API_MESSAGES.applicationNotFound },
    ]);
    for (const row of await rowsOf(ids)) {
      expect(row.assigneeId).toBe(colleague.id);
      expect(row.lastActivityAt.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1_000);
    }
    const entries = await auditOf(ids, 'assignee_change');
    expect(entries.map((entry) => entry.applicationId).sort()).toEqual([...ids].sort());
    expect(entries.every((entry) => entry.actorId === admin.id)).toBe(true);

    const removed = bulkChangeResponseSchema.parse(
      await (await bulk('assignee', { applicationIds: ids, assigneeId: null })).json(),
    );
    expect(removed.message).toBe('Removed the assignment of 2 of 2');
    expect((await rowsOf(ids)).map((row) => row.assigneeId)).toEqual([null, null]);
  });

  it('moves several applications to one status with its record, each from where it is, each audited', async () => {
    const [fresh, reviewing, funded] = await Promise.all([
      insertApplication(deps),
      insertApplication(deps, { reviewStatus: 'in_review' }),
      insertApplication(deps, { reviewStatus: 'funded' }),
    ]);
    const ids = [fresh.applicationId, reviewing.applicationId, funded.applicationId];
    const response = await bulk('review-status', {
      applicationIds: ids,
      status: 'declined',
      declineReason: 'duplicate',
      declineNote: 'Same business as FA-7K3QD-9XW2M',
    });
    expect(response.status).toBe(200);
    const body = bulkChangeResponseSchema.parse(await response.json());
    expect(body.message).toBe('Moved 2 of 3 to Declined');
    expect(body.results).toEqual([
      {
        applicationId: fresh.applicationId,
        changed: true,
        message: REVIEW_MESSAGES.statusChanged('declined'),
      },
      {
        applicationId: reviewing.applicationId,
        changed: true,
        message: REVIEW_MESSAGES.statusChanged('declined'),
      },
      // Funded is final: that one is refused, the others still move.
      {
        applicationId: funded.applicationId,
        changed: false,
        message: REVIEW_MESSAGES.transitionRefused('funded', 'declined'),
      },
    ]);
    const rows = new Map((await rowsOf(ids)).map((row) => [row.applicationId, row]));
    for (const id of [fresh.applicationId, reviewing.applicationId]) {
      expect(rows.get(id)).toMatchObject({
        reviewStatus: 'declined',
        declineReason: 'duplicate',
        declineNote: 'Same business as FA-7K3QD-9XW2M',
      });
    }
    expect(rows.get(funded.applicationId)).toMatchObject({ reviewStatus: 'funded', declineReason: null });
    const changes = await auditOf(ids, 'review_status_change');
    // Each change's e-mails are queued once it committed: one job per change, its id only.
    for (const change of changes) {
      const job = await deps.queues.mail.getJob(statusChangeJobId({ statusChangeId: change.id }));
      expect(job?.name).toBe(STATUS_CHANGE_EMAILS_JOB);
      expect(job?.data).toEqual({ statusChangeId: change.id });
    }
    expect(changes.map((entry) => [entry.applicationId, entry.detail])).toEqual([
      [fresh.applicationId, { from: 'new', to: 'declined', declineReason: 'duplicate', declineNote: true }],
      [
        reviewing.applicationId,
        { from: 'in_review', to: 'declined', declineReason: 'duplicate', declineNote: true },
      ],
    ]);
  });

  it('is for admins and super admins only, and checks the change before making any', async () => {
    const { applicationId } = await insertApplication(deps);
    const applicationIds = [applicationId];
    for (const [kind, body] of [
      ['assignee', { applicationIds, assigneeId: admin.id }],
      ['review-status', { applicationIds, status: 'in_review' }],
    ] as const) {
      const refused = await bulk(kind, body, viewer);
      expect(refused.status).toBe(403);
      expect(errorBodySchema.parse(await refused.json()).message).toBe(
        ADMIN_API_MESSAGES.forbidden('viewer'),
      );
    }
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return errorBodySchema.parse(await response.json()).fields;
    };
    expect(await fieldsOf(await bulk('review-status', { applicationIds, status: 'declined' }))).toEqual({
      declineReason: DECISION_MESSAGES.declineReasonRequired,
    });
    expect(await fieldsOf(await bulk('review-status', { applicationIds, status: 'withdrawn' }))).toEqual({
      withdrawnBy: DECISION_MESSAGES.withdrawnByRequired,
    });
    // An approval's amount differs per application: not a bulk move.
    expect(
      await fieldsOf(await bulk('review-status', { applicationIds, status: 'approved' })),
    ).toHaveProperty('status');
    expect(
      await fieldsOf(await bulk('review-status', { applicationIds: [], status: 'in_review' })),
    ).toHaveProperty('applicationIds');
    const tooMany = Array.from({ length: BULK_MAX + 1 }, () => applicationId);
    expect(
      await fieldsOf(await bulk('assignee', { applicationIds: tooMany, assigneeId: null })),
    ).toHaveProperty('applicationIds');
    // A viewer cannot be assigned: nothing changes.
    expect(await fieldsOf(await bulk('assignee', { applicationIds, assigneeId: viewer.id }))).toEqual({
      assigneeId: REVIEW_MESSAGES.assigneeNotFound,
    });
    expect(await auditOf(applicationIds, 'assignee_change')).toEqual([]);
    expect(await auditOf(applicationIds, 'review_status_change')).toEqual([]);
  });
});
