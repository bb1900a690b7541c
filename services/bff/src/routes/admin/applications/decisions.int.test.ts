import {
  applicationDetailSchema,
  DECISION_MESSAGES,
  type DecisionRecord,
  errorBodySchema,
  type ReviewStatus,
  reviewChangeResponseSchema,
} from '@funding/contracts';
import { schema } from '@funding/platform';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, insertApplication, type TestAdmin } from '../../../testing/admin-fixtures.ts';
import { parseCsv } from '../../../testing/csv.ts';
import { createTestApp } from '../../../testing/test-app.ts';

// What a decision records besides the word (contracts' decisions.ts): written by the status change
// alone, with its audit entry, and shown in the detail, the list and the CSV.

const NOTHING_DECIDED: DecisionRecord = {
  approvedAmount: null,
  approvedAt: null,
  fundedAmount: null,
  fundingDate: null,
  declineReason: null,
  declineNote: null,
  withdrawnBy: null,
};

describe('decision records', () => {
  const { app, deps, close } = createTestApp();
  afterAll(close);
  let admin: TestAdmin;
  let viewer: TestAdmin;
  beforeAll(async () => {
    [admin, viewer] = await Promise.all([
      createAdmin(deps, { role: 'admin' }),
      createAdmin(deps, { role: 'viewer' }),
    ]);
  });

  const move = (applicationId: string, body: { status: ReviewStatus } & Record<string, unknown>) =>
    app.request(`/api/admin/applications/${applicationId}/review-status`, {
      method: 'PUT',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const moved = async (applicationId: string, body: { status: ReviewStatus } & Record<string, unknown>) => {
    const response = await move(applicationId, body);
    expect(response.status).toBe(200);
    return reviewChangeResponseSchema.parse(await response.json());
  };
  const detailOf = async (applicationId: string) => {
    const response = await app.request(`/api/admin/applications/${applicationId}`, {
      headers: viewer.headers,
    });
    return applicationDetailSchema.parse(await response.json());
  };
  const auditedMoves = async (applicationId: string) =>
    (
      await deps.db
        .select({ detail: schema.auditLog.detail, actorId: schema.auditLog.actorId })
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.applicationId, applicationId),
            eq(schema.auditLog.action, 'review_status_change'),
          ),
        )
        .orderBy(asc(schema.auditLog.id))
    ).map((entry) => {
      expect(entry.actorId).toBe(admin.id);
      return entry.detail;
    });
  const csvRowOf = async (applicationId: string) => {
    const response = await app.request(`/api/admin/applications/export?search=${applicationId}`, {
      headers: admin.headers,
    });
    const [header, row] = parseCsv(await response.text());
    return (column: string) => row![header!.indexOf(column)];
  };

  it('Approved records the approved amount; Funded the funded amount and the funding date', async () => {
    const { applicationId } = await insertApplication(deps, { reviewStatus: 'in_review' });
    const approved = await moved(applicationId, { status: 'approved', approvedAmount: '60,000' });
    expect(approved.decision).toEqual({
      ...NOTHING_DECIDED,
      approvedAmount: 60_000,
      approvedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const funded = await moved(applicationId, {
      status: 'funded',
      fundedAmount: 58_000,
      fundingDate: '2026-11-02',
    });
    expect(funded.decision).toMatchObject({
      approvedAmount: 60_000,
      fundedAmount: 58_000,
      fundingDate: '2026-11-02',
    });
    expect((await detailOf(applicationId)).decision).toEqual(funded.decision);

    expect(await auditedMoves(applicationId)).toEqual([
      { from: 'in_review', to: 'approved', approvedAmount: 60_000 },
      { from: 'approved', to: 'funded', fundedAmount: 58_000, fundingDate: '2026-11-02' },
    ]);
    const cell = await csvRowOf(applicationId);
    expect([
      cell('Review Status'),
      cell('Approved Amount'),
      cell('Funded Amount'),
      cell('Funding Date'),
    ]).toEqual(['Funded', '60000', '58000', '2026-11-02']);
  });

  it('Declined records a reason from the list and an optional note; reopening clears them', async () => {
    const { applicationId } = await insertApplication(deps, { reviewStatus: 'in_review' });
    const declined = await moved(applicationId, {
      status: 'declined',
      declineReason: 'stacking',
      declineNote: '  Three daily debits to other funders  ',
    });
    expect(declined.decision).toEqual({
      ...NOTHING_DECIDED,
      declineReason: 'stacking',
      declineNote: 'Three daily debits to other funders',
    });
    const cell = await csvRowOf(applicationId);
    expect([cell('Decline Reason'), cell('Decline Note')]).toEqual([
      'Too many open advances or loans',
      'Three daily debits to other funders',
    ]);

    const reopened = await moved(applicationId, { status: 'in_review' });
    expect(reopened.decision).toEqual(NOTHING_DECIDED);
    const withoutNote = await moved(applicationId, {
      status: 'declined',
      declineReason: 'credit',
      declineNote: '',
    });
    expect(withoutNote.decision).toEqual({ ...NOTHING_DECIDED, declineReason: 'credit' });

    // The entry carries the reason and whether there was a note, never the note's own words.
    expect(await auditedMoves(applicationId)).toEqual([
      { from: 'in_review', to: 'declined', declineReason: 'stacking', declineNote: true },
      { from: 'declined', to: 'in_review' },
      { from: 'in_review', to: 'declined', declineReason: 'credit', declineNote: false },
    ]);
  });

  it('Withdrawn records who withdrew', async () => {
    const { applicationId } = await insertApplication(deps);
    const withdrawn = await moved(applicationId, { status: 'withdrawn', withdrawnBy: 'agent' });
    expect(withdrawn.decision).toEqual({ ...NOTHING_DECIDED, withdrawnBy: 'agent' });
    expect((await detailOf(applicationId)).decision.withdrawnBy).toBe('agent');
    expect(await auditedMoves(applicationId)).toEqual([
      { from: 'new', to: 'withdrawn', withdrawnBy: 'agent' },
    ]);
    expect((await csvRowOf(applicationId))('Withdrawn By')).toBe('The agent');
  });

  it('refuses a deciding move without its record, or with a bad one, with the field message (400)', async () => {
    const { applicationId } = await insertApplication(deps, { reviewStatus: 'in_review' });
    const refusals: [Record<string, unknown> & { status: ReviewStatus }, Record<string, string>][] = [
      [{ status: 'approved' }, { approvedAmount: DECISION_MESSAGES.approvedAmountRequired }],
      [{ status: 'approved', approvedAmount: 999 }, { approvedAmount: DECISION_MESSAGES.amountRange }],
      [{ status: 'approved', approvedAmount: 5_000_001 }, { approvedAmount: DECISION_MESSAGES.amountRange }],
      [
        { status: 'approved', approvedAmount: '12,500.75' },
        { approvedAmount: DECISION_MESSAGES.amountRange },
      ],
      [{ status: 'declined' }, { declineReason: DECISION_MESSAGES.declineReasonRequired }],
      [
        { status: 'declined', declineReason: 'mood' },
        { declineReason: DECISION_MESSAGES.declineReasonRequired },
      ],
      [
        { status: 'declined', declineReason: 'other', declineNote: 'x'.repeat(501) },
        { declineNote: DECISION_MESSAGES.declineNoteTooLong },
      ],
      [{ status: 'withdrawn' }, { withdrawnBy: DECISION_MESSAGES.withdrawnByRequired }],
      [
        { status: 'withdrawn', withdrawnBy: 'nobody' },
        { withdrawnBy: DECISION_MESSAGES.withdrawnByRequired },
      ],
    ];
    for (const [body, fields] of refusals) {
      const response = await move(applicationId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(await response.json()).fields).toEqual(fields);
    }

    await moved(applicationId, { status: 'approved', approvedAmount: 40_000 });
    for (const [body, fields] of [
      [
        { status: 'funded' },
        {
          fundedAmount: DECISION_MESSAGES.fundedAmountRequired,
          fundingDate: DECISION_MESSAGES.fundingDateRequired,
        },
      ],
      [
        { status: 'funded', fundedAmount: 40_000, fundingDate: '2999-01-01' },
        { fundingDate: DECISION_MESSAGES.fundingDateInvalid },
      ],
      [
        { status: 'funded', fundedAmount: 40_000, fundingDate: '2026-02-30' },
        { fundingDate: DECISION_MESSAGES.fundingDateInvalid },
      ],
    ] as const) {
      const response = await move(applicationId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(await response.json()).fields).toEqual(fields);
    }
    // Nothing refused was recorded or audited.
    expect((await detailOf(applicationId)).decision).toMatchObject({
      approvedAmount: 40_000,
      fundedAmount: null,
    });
    expect(await auditedMoves(applicationId)).toHaveLength(1);
  });

  it('ignores the fields of another decision: each move writes only its own record', async () => {
    const { applicationId } = await insertApplication(deps, { reviewStatus: 'in_review' });
    const moveToReview = await moved(applicationId, {
      status: 'missing_documents',
      approvedAmount: 90_000,
      declineReason: 'credit',
      withdrawnBy: 'agent',
    });
    expect(moveToReview.decision).toEqual(NOTHING_DECIDED);
    const [row] = await deps.db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.applicationId, applicationId));
    expect([row!.approvedAmount, row!.declineReason, row!.withdrawnBy]).toEqual([null, null, null]);
  });
});
