import {
  ADMIN_API_MESSAGES,
  analyticsSchema,
  applicationDetailSchema,
  DISPOSED_MARKER,
  errorBodySchema,
  PERSONAL_DATA_MARKER,
  RETENTION_MESSAGES,
  retentionChangeResponseSchema,
} from '@funding/contracts';
import { applyRetentionPolicy, schema } from '@funding/platform';
import { tinyPdf } from '@funding/platform/testing/documents';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin } from '../../../testing/admin-fixtures.ts';
import { createTestApp } from '../../../testing/test-app.ts';

const DAY = 86_400_000;
// Owner 1 of the test application (platform's testing/fixtures.ts), as staff might write about her.
const OWNER = 'Maria Lopez';
const OWNER_EMAIL = 'maria.lopez@acme-bakery.test';

describe('/api/admin/applications/{applicationId}: legal hold and disposal on request', () => {
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
    app.request(`/api/admin/${path}`, {
      method,
      headers: { ...as.headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const hold = (applicationId: string, as: TestAdmin, held: boolean, reason = 'Subpoena 24-117') =>
    send('PUT', `applications/${applicationId}/legal-hold`, as, { held, reason });
  const dispose = (applicationId: string, as: TestAdmin, reason = 'The applicant asked for deletion') =>
    send('POST', `applications/${applicationId}/disposal`, as, { reason });
  const detailOf = async (applicationId: string) => {
    const response = await send('GET', `applications/${applicationId}`, viewer);
    expect(response.status).toBe(200);
    return applicationDetailSchema.parse(await response.json());
  };
  const messageOf = async (response: Response) => errorBodySchema.parse(await response.json()).message;
  const auditOf = (applicationId: string, action: string) =>
    deps.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.applicationId, applicationId), eq(schema.auditLog.action, action)))
      .orderBy(asc(schema.auditLog.id));
  const setDates = (applicationId: string, dates: { updatedAt: Date; reviewStatusChangedAt?: Date }) =>
    deps.sql`update applications set updated_at = ${dates.updatedAt.toISOString()},
      review_status_changed_at = ${dates.reviewStatusChangedAt?.toISOString() ?? null}
      where application_id = ${applicationId}`;

  it('shows when an application will be disposed of: 180 days after a decline, 2 years after the last activity', async () => {
    const declined = await insertApplication(deps, { reviewStatus: 'declined' });
    // Recent enough that no run of the policy in these tests takes them.
    const decidedAt = new Date(Date.now() - 30 * DAY);
    await setDates(declined.applicationId, {
      updatedAt: new Date(Date.now() - 10 * DAY),
      reviewStatusChangedAt: decidedAt,
    });
    expect((await detailOf(declined.applicationId)).retention).toEqual({
      disposalDueAt: new Date(decidedAt.getTime() + 180 * DAY).toISOString(),
      disposedAt: null,
      legalHold: null,
    });

    const open = await insertApplication(deps, { reviewStatus: 'in_review' });
    const activeAt = new Date(Date.now() - 300 * DAY);
    await setDates(open.applicationId, { updatedAt: activeAt });
    expect((await detailOf(open.applicationId)).retention.disposalDueAt).toBe(
      new Date(activeAt.getTime() + 730 * DAY).toISOString(),
    );
  });

  describe('legal hold', () => {
    it('is for super admins only, and exempts the application until lifted, each change audited with its reason', async () => {
      const { applicationId } = await insertApplication(deps, { reviewStatus: 'withdrawn' });
      const longAgo = new Date(Date.now() - 400 * DAY);
      await setDates(applicationId, { updatedAt: longAgo, reviewStatusChangedAt: longAgo });
      for (const as of [viewer, admin]) expect((await hold(applicationId, as, true)).status).toBe(403);

      const placed = await hold(applicationId, superAdmin, true, `Subpoena about ${OWNER} (${OWNER_EMAIL})`);
      expect(placed.status).toBe(200);
      const body = retentionChangeResponseSchema.parse(await placed.json());
      expect(body.message).toBe(RETENTION_MESSAGES.legalHoldPlaced);
      // The reason is kept without the applicant's values: the trail outlives them.
      const reason = `Subpoena about ${PERSONAL_DATA_MARKER} (${PERSONAL_DATA_MARKER})`;
      expect(body.retention).toMatchObject({
        disposalDueAt: null,
        disposedAt: null,
        legalHold: { reason, placedBy: superAdmin.username },
      });
      expect((await detailOf(applicationId)).retention.legalHold?.reason).toBe(reason);
      expect((await auditOf(applicationId, 'legal_hold_place'))[0]?.detail).toEqual({ reason });
      expect((await hold(applicationId, superAdmin, true)).status).toBe(409);

      // Held: neither the policy nor a request disposes of it.
      const run = await applyRetentionPolicy(deps, {
        policy: deps.retentionPolicy,
        auditRetentionDays: 2_557,
      });
      expect(run.applications.disposed).toBe(0);
      const refused = await dispose(applicationId, admin);
      expect(refused.status).toBe(409);
      expect(await messageOf(refused)).toBe(RETENTION_MESSAGES.heldNotDisposed);

      // Lifted: the hold was not activity, so the application is due at once, as before.
      const lifted = await hold(applicationId, superAdmin, false, 'Case closed');
      expect(lifted.status).toBe(200);
      expect(retentionChangeResponseSchema.parse(await lifted.json()).retention).toEqual({
        disposalDueAt: new Date(longAgo.getTime() + 180 * DAY).toISOString(),
        disposedAt: null,
        legalHold: null,
      });
      expect((await auditOf(applicationId, 'legal_hold_lift'))[0]?.detail).toEqual({ reason: 'Case closed' });
      expect((await hold(applicationId, superAdmin, false)).status).toBe(409);
      const next = await applyRetentionPolicy(deps, {
        policy: deps.retentionPolicy,
        auditRetentionDays: 2_557,
      });
      expect(next.applications.disposed).toBe(1);
      expect((await detailOf(applicationId)).retention.disposedAt).not.toBeNull();
    });

    it('asks for a reason and knows the application', async () => {
      const { applicationId } = await insertApplication(deps);
      const blank = await hold(applicationId, superAdmin, true, '   ');
      expect(blank.status).toBe(400);
      expect(errorBodySchema.parse(await blank.json()).fields).toEqual({
        reason: RETENTION_MESSAGES.reasonRequired,
      });
      const missing = await hold('FA-AAAAA-AAAAA', superAdmin, true);
      expect(missing.status).toBe(404);
      expect(await messageOf(missing)).toBe(ADMIN_API_MESSAGES.applicationNotFound);
    });
  });

  describe('disposal on request', () => {
    it("is for admins: the answer to an applicant's deletion request, audited with its reason", async () => {
      const statement = Buffer.from('%PDF-1.4 statement of Maria');
      const { id, applicationId, documentKeys, pdfKey } = await insertApplication(deps, {
        pdf: tinyPdf(),
        documents: [{ slot: 'bankStatement1', name: 'maria-lopez-january.pdf', body: statement }],
      });
      const analyticsBefore = analyticsSchema.parse(await (await send('GET', 'analytics', admin)).json());
      expect((await dispose(applicationId, viewer)).status).toBe(403);

      const disposed = await dispose(applicationId, admin, `${OWNER} called on 3 May (ticket 4411)`);
      expect(disposed.status).toBe(200);
      const body = retentionChangeResponseSchema.parse(await disposed.json());
      expect(body.message).toBe(RETENTION_MESSAGES.disposed);
      expect(body.retention).toMatchObject({ disposalDueAt: null, legalHold: null });
      expect(body.retention.disposedAt).not.toBeNull();

      // The detail shows the markers, no document, and the state; the files are gone.
      const detail = await detailOf(applicationId);
      expect(detail).toMatchObject({
        businessName: DISPOSED_MARKER,
        owner1FirstName: DISPOSED_MARKER,
        owner1Ssn: DISPOSED_MARKER,
        ein: DISPOSED_MARKER,
        owner1DateOfBirth: DISPOSED_MARKER,
        owner1Email: DISPOSED_MARKER,
        owner1State: DISPOSED_MARKER,
        businessState: 'TX',
        entityType: 'llc',
        documents: [],
        notes: [],
        bankStatement1: null,
      });
      for (const key of [...documentKeys, pdfKey!]) expect(await deps.storage.exists(key)).toBe(false);
      expect(
        await deps.db.select().from(schema.documents).where(eq(schema.documents.applicationId, id)),
      ).toEqual([]);
      expect(
        (await send('GET', `applications/${applicationId}/documents/bankStatement1`, admin)).status,
      ).toBe(404);

      const [entry] = await auditOf(applicationId, 'application_dispose');
      expect(entry).toMatchObject({
        actorId: admin.id,
        detail: {
          trigger: 'request',
          reason: `${PERSONAL_DATA_MARKER} called on 3 May (ticket 4411)`,
          objectsRemoved: 2,
        },
      });
      // Analytics count the same: the row, its state, entity type, agent and statuses are kept.
      expect(analyticsSchema.parse(await (await send('GET', 'analytics', admin)).json())).toEqual(
        analyticsBefore,
      );

      const again = await dispose(applicationId, admin);
      expect(again.status).toBe(409);
      expect(await messageOf(again)).toBe(RETENTION_MESSAGES.alreadyDisposed);
      expect(await auditOf(applicationId, 'application_dispose')).toHaveLength(1);
      // Nothing personal can be added back, and there is nothing left to hold.
      const note = await send('POST', `applications/${applicationId}/notes`, admin, {
        text: `${OWNER} again`,
      });
      expect(note.status).toBe(409);
      expect((await hold(applicationId, superAdmin, true)).status).toBe(409);
    });
  });
});
