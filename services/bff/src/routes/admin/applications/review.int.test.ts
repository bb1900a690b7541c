import {
  ADMIN_API_MESSAGES,
  applicationDetailSchema,
  assigneeListResponseSchema,
  canMoveReview,
  errorBodySchema,
  NOTE_MAX,
  noteCreatedResponseSchema,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  type ReviewStatus,
  reviewChangeResponseSchema,
  statusChangeJobId,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeReviewStatus } from '../../../applications/review-status.ts';
import { createAdmin, insertApplication, type TestAdmin } from '../../../testing/admin-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

describe('/api/admin/applications/{applicationId}: review status, assignee, notes', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let viewer: TestAdmin;
  let admin: TestAdmin;
  let superAdmin: TestAdmin;
  beforeAll(async () => {
    [viewer, admin, superAdmin] = await Promise.all([
      createAdmin(deps, { role: 'viewer' }),
      createAdmin(deps, { role: 'admin' }),
      createAdmin(deps, { role: 'super_admin' }),
    ]);
  });

  const send = (method: string, path: string, as: TestAdmin, body?: unknown) =>
    app.request(`/api/admin/applications/${path}`, {
      method,
      headers: { ...as.headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  // What each deciding move records (decisions.int.test.ts tests the records themselves).
  const DECISIONS: Partial<Record<string, object>> = {
    approved: { approvedAmount: 60_000 },
    funded: { fundedAmount: 58_000, fundingDate: '2026-11-21' },
    declined: { declineReason: 'revenue' },
    withdrawn: { withdrawnBy: 'applicant' },
  };
  const moveTo = (applicationId: string, status: string, as: TestAdmin = admin, from?: string) =>
    send('PUT', `${applicationId}/review-status`, as, {
      status,
      ...DECISIONS[status],
      ...(from ? { from } : {}),
    });
  const detailOf = async (applicationId: string, as: TestAdmin = viewer) => {
    const response = await send('GET', applicationId, as);
    expect(response.status).toBe(200);
    return applicationDetailSchema.parse(await response.json());
  };
  // The error body, or the fields of a success, as the tests read them.
  const bodyOf = async (response: Response) =>
    (await response.json()) as { message?: string; reviewStatus?: string; fields?: Record<string, string> };
  const auditOf = (applicationId: string, action: string) =>
    deps.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.applicationId, applicationId), eq(schema.auditLog.action, action)))
      .orderBy(asc(schema.auditLog.id));

  describe('review status', () => {
    it('starts New and moves along the allowed transitions only, each move audited', async () => {
      const { applicationId } = await insertApplication(deps);
      expect((await detailOf(applicationId)).reviewStatus).toBe('new');

      const refused = await moveTo(applicationId, 'approved');
      expect(refused.status).toBe(409);
      expect(errorBodySchema.parse(await bodyOf(refused)).message).toBe(
        'An application that is New cannot be moved to Approved',
      );

      const moved = await moveTo(applicationId, 'in_review');
      expect(moved.status).toBe(200);
      expect(reviewChangeResponseSchema.parse(await moved.json())).toMatchObject({
        message: 'Status changed to In review',
        reviewStatus: 'in_review',
        assigneeId: null,
      });
      for (const status of ['approved', 'funded'] as const)
        expect((await moveTo(applicationId, status)).status).toBe(200);
      // Funded is final.
      for (const status of REVIEW_STATUSES) expect((await moveTo(applicationId, status)).status).toBe(409);

      const entries = await auditOf(applicationId, 'review_status_change');
      expect(entries.map((entry) => entry.detail)).toEqual([
        { from: 'new', to: 'in_review' },
        { from: 'in_review', to: 'approved', approvedAmount: 60_000 },
        { from: 'approved', to: 'funded', fundedAmount: 58_000, fundingDate: '2026-11-21' },
      ]);
      expect(
        entries.every((entry) => entry.actorId === admin.id && entry.actorUsername === admin.username),
      ).toBe(true);
      // Each move queued its e-mails (the mail-worker's status-change-mail.ts): by the change, ids only.
      for (const entry of entries) {
        const job = await deps.queues.mail.getJob(statusChangeJobId({ statusChangeId: entry.id }));
        expect(job?.data).toEqual({ statusChangeId: entry.id });
      }
      expect((await detailOf(applicationId)).reviewStatus).toBe('funded');
    });

    it('refuses a change made from a status that is no longer current (two staff at once)', async () => {
      const { applicationId } = await insertApplication(deps, { reviewStatus: 'in_review' });
      const stale = await moveTo(applicationId, 'approved', admin, 'new');
      expect(stale.status).toBe(409);
      expect(errorBodySchema.parse(await bodyOf(stale)).message).toBe(
        REVIEW_MESSAGES.changedMeanwhile('in_review'),
      );
      expect((await moveTo(applicationId, 'approved', admin, 'in_review')).status).toBe(200);
    });

    it("follows the contracts' table over seeded random sequences of moves", async () => {
      const status = fc.constantFrom(...REVIEW_STATUSES);
      // Some moves state the status they came from, sometimes a stale one.
      const move = fc.record({ to: status, from: fc.option(status, { nil: undefined }) });
      await fc.assert(
        fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 8 }), async (moves) => {
          const { applicationId } = await insertApplication(deps);
          let current: ReviewStatus = 'new';
          const accepted: Record<string, unknown>[] = [];
          for (const { to, from } of moves) {
            const response = await moveTo(applicationId, to, admin, from);
            const body = await bodyOf(response);
            if (from !== undefined && from !== current) {
              expect(response.status).toBe(409);
              expect(body.message).toBe(REVIEW_MESSAGES.changedMeanwhile(current));
            } else if (canMoveReview(current, to)) {
              expect(response.status).toBe(200);
              expect(body.reviewStatus).toBe(to);
              // The audit entry says whether a decline came with a note, never the note's text.
              accepted.push({
                from: current,
                to,
                ...DECISIONS[to],
                ...(to === 'declined' ? { declineNote: false } : {}),
              });
              current = to;
            } else {
              expect(response.status).toBe(409);
              expect(body.message).toBe(REVIEW_MESSAGES.transitionRefused(current, to));
            }
          }
          const [row] = await deps.db
            .select({ reviewStatus: schema.applications.reviewStatus })
            .from(schema.applications)
            .where(eq(schema.applications.applicationId, applicationId));
          expect(row?.reviewStatus).toBe(current);
          expect((await auditOf(applicationId, 'review_status_change')).map((entry) => entry.detail)).toEqual(
            accepted,
          );
        }),
        { seed: 16_2026, numRuns: propertyRuns(150) },
      );
    });

    it('lets admins and super admins change it, not viewers; refuses unknown statuses and applications', async () => {
      const { applicationId } = await insertApplication(deps);
      const byViewer = await moveTo(applicationId, 'in_review', viewer);
      expect(byViewer.status).toBe(403);
      expect((await bodyOf(byViewer)).message).toBe(ADMIN_API_MESSAGES.forbidden('viewer'));
      expect((await moveTo(applicationId, 'in_review', superAdmin)).status).toBe(200);
      const unknown = await moveTo(applicationId, 'lost');
      expect(unknown.status).toBe(400);
      expect((await bodyOf(unknown)).fields).toEqual({ status: 'Choose a review status' });
      const missing = await moveTo('FA-00000-00000', 'in_review');
      expect(missing.status).toBe(404);
      expect((await bodyOf(missing)).message).toBe(ADMIN_API_MESSAGES.applicationNotFound);
      expect(
        (await moveTo(applicationId, 'declined', { ...admin, headers: { Authorization: 'Bearer x' } }))
          .status,
      ).toBe(401);
      expect(await auditOf(applicationId, 'review_status_change')).toHaveLength(1);
    });

    it('is one exported function other parts call, inside their own transaction, as the system', async () => {
      const { applicationId } = await insertApplication(deps, { reviewStatus: 'missing_documents' });
      // A part of the system acting for no staff member, e.g. an applicant's upload through a link.
      const system = { id: null, username: null, ip: '10.0.0.9' };
      const changed = await deps.db.transaction((tx) =>
        changeReviewStatus(tx, system, {
          applicationId,
          to: 'in_review',
          detail: { documentRequestId: 'req-1' },
        }),
      );
      const [entry] = await auditOf(applicationId, 'review_status_change');
      // The change is known by its audit entry: the caller queues its e-mails by it after the commit.
      expect(changed).toEqual({ from: 'missing_documents', to: 'in_review', statusChangeId: entry!.id });
      expect(entry).toMatchObject({
        actorId: null,
        ip: '10.0.0.9',
        detail: { documentRequestId: 'req-1', from: 'missing_documents', to: 'in_review' },
      });
    });
  });

  describe('assignee', () => {
    it('assigns an active admin, shows the name in list and detail, unassigns; audited', async () => {
      const { applicationId } = await insertApplication(deps);
      const assigned = await send('PUT', `${applicationId}/assignee`, admin, { assigneeId: superAdmin.id });
      expect(assigned.status).toBe(200);
      expect(reviewChangeResponseSchema.parse(await assigned.json())).toMatchObject({
        message: `Assigned to ${superAdmin.username}`,
        assigneeId: superAdmin.id,
        assigneeUsername: superAdmin.username,
        reviewStatus: 'new',
      });
      expect(await detailOf(applicationId)).toMatchObject({
        assigneeId: superAdmin.id,
        assigneeUsername: superAdmin.username,
      });
      const removed = await send('PUT', `${applicationId}/assignee`, admin, { assigneeId: null });
      expect((await bodyOf(removed)).message).toBe(REVIEW_MESSAGES.unassigned);
      expect((await detailOf(applicationId)).assigneeId).toBeNull();
      expect((await auditOf(applicationId, 'assignee_change')).map((entry) => entry.detail)).toEqual([
        { from: null, to: superAdmin.id, toUsername: superAdmin.username },
        { from: superAdmin.id, to: null, toUsername: null },
      ]);
    });

    it('refuses viewers, inactive users and unknown ids as assignees, and viewers as assigners', async () => {
      const { applicationId } = await insertApplication(deps);
      const inactive = await createAdmin(deps, { role: 'admin', isActive: false });
      for (const assigneeId of [viewer.id, inactive.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await send('PUT', `${applicationId}/assignee`, admin, { assigneeId });
        expect(response.status).toBe(400);
        expect(await bodyOf(response)).toMatchObject({
          fields: { assigneeId: REVIEW_MESSAGES.assigneeNotFound },
        });
      }
      expect((await send('PUT', `${applicationId}/assignee`, admin, { assigneeId: 'me' })).status).toBe(400);
      expect((await send('PUT', `${applicationId}/assignee`, viewer, { assigneeId: admin.id })).status).toBe(
        403,
      );
      expect(await auditOf(applicationId, 'assignee_change')).toHaveLength(0);
    });

    it('lists the assignable staff (active admins and super admins) to every role', async () => {
      const response = await app.request('/api/admin/assignees', { headers: viewer.headers });
      expect(response.status).toBe(200);
      const ids = assigneeListResponseSchema
        .parse(await response.json())
        .assignees.map((assignee) => assignee.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, superAdmin.id]));
      expect(ids).not.toContain(viewer.id);
    });
  });

  describe('notes', () => {
    it('adds notes by admins, shows them newest first with author and time, audits without the text', async () => {
      const { applicationId } = await insertApplication(deps);
      for (const [text, as] of [
        ['Called the owner; statements on the way.', admin],
        ['  Second look: revenue checks out.  ', superAdmin],
      ] as const) {
        const response = await send('POST', `${applicationId}/notes`, as, { text });
        expect(response.status).toBe(201);
        expect(noteCreatedResponseSchema.parse(await response.json()).note).toMatchObject({
          text: text.trim(),
          authorId: as.id,
          authorUsername: as.username,
        });
      }
      const { notes } = await detailOf(applicationId, viewer);
      expect(notes.map((note) => [note.text, note.authorUsername])).toEqual([
        ['Second look: revenue checks out.', superAdmin.username],
        ['Called the owner; statements on the way.', admin.username],
      ]);
      expect(Date.parse(notes[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(notes[1]!.createdAt));
      const entries = await auditOf(applicationId, 'note_add');
      expect(entries).toHaveLength(2);
      expect(JSON.stringify(entries)).not.toContain('revenue');
      expect(entries[0]?.detail).toMatchObject({ length: 'Called the owner; statements on the way.'.length });
    });

    it('refuses empty and over-long notes, viewers, and unknown applications', async () => {
      const { applicationId } = await insertApplication(deps);
      const blank = await send('POST', `${applicationId}/notes`, admin, { text: '   ' });
      expect(blank.status).toBe(400);
      expect((await bodyOf(blank)).fields).toEqual({ text: REVIEW_MESSAGES.noteRequired });
      const long = await send('POST', `${applicationId}/notes`, admin, { text: 'x'.repeat(NOTE_MAX + 1) });
      expect((await bodyOf(long)).fields).toEqual({ text: REVIEW_MESSAGES.noteTooLong });
      expect(
        (await send('POST', `${applicationId}/notes`, admin, { text: 'x'.repeat(NOTE_MAX) })).status,
      ).toBe(201);
      expect((await send('POST', `${applicationId}/notes`, viewer, { text: 'hello' })).status).toBe(403);
      expect((await send('POST', 'FA-00000-00000/notes', admin, { text: 'hello' })).status).toBe(404);
      expect((await detailOf(applicationId)).notes).toHaveLength(1);
    });
  });
});
