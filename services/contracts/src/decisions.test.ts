import { describe, expect, it } from 'vitest';
import { DECISION_MESSAGES, decisionFor } from './decisions.ts';
import { bulkReviewStatusChangeSchema, reviewStatusChangeSchema } from './review.ts';

const fieldsOf = (body: unknown) => {
  const result = reviewStatusChangeSchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('decisions on a status change', () => {
  it('asks each decision for what it records, and nothing of the moves that record nothing', () => {
    expect(fieldsOf({ status: 'in_review' })).toEqual({});
    expect(fieldsOf({ status: 'approved' })).toEqual({
      approvedAmount: DECISION_MESSAGES.approvedAmountRequired,
    });
    expect(fieldsOf({ status: 'funded' })).toEqual({
      fundedAmount: DECISION_MESSAGES.fundedAmountRequired,
      fundingDate: DECISION_MESSAGES.fundingDateRequired,
    });
    expect(fieldsOf({ status: 'declined', declineReason: '' })).toEqual({
      declineReason: DECISION_MESSAGES.declineReasonRequired,
    });
    expect(fieldsOf({ status: 'withdrawn' })).toEqual({ withdrawnBy: DECISION_MESSAGES.withdrawnByRequired });
  });

  it('checks amounts, dates and the note', () => {
    expect(fieldsOf({ status: 'approved', approvedAmount: 999 })).toEqual({
      approvedAmount: DECISION_MESSAGES.amountRange,
    });
    expect(fieldsOf({ status: 'approved', approvedAmount: '60,000' })).toEqual({});
    expect(fieldsOf({ status: 'funded', fundedAmount: 55_000, fundingDate: '2026-02-30' })).toEqual({
      fundingDate: DECISION_MESSAGES.fundingDateInvalid,
    });
    expect(fieldsOf({ status: 'funded', fundedAmount: 55_000, fundingDate: '2999-01-01' })).toEqual({
      fundingDate: DECISION_MESSAGES.fundingDateInvalid,
    });
    expect(fieldsOf({ status: 'declined', declineReason: 'credit', declineNote: 'x'.repeat(501) })).toEqual({
      declineNote: DECISION_MESSAGES.declineNoteTooLong,
    });
    expect(fieldsOf({ status: 'declined', declineReason: 'nope' })).toEqual({
      declineReason: DECISION_MESSAGES.declineReasonRequired,
    });
  });

  it('keeps only what the target status records', () => {
    const body = reviewStatusChangeSchema.parse({
      status: 'declined',
      declineReason: 'stacking',
      declineNote: '  four open advances  ',
      approvedAmount: 50_000,
      withdrawnBy: 'agent',
    });
    expect(decisionFor(body.status, body)).toEqual({
      status: 'declined',
      declineReason: 'stacking',
      declineNote: 'four open advances',
    });
    expect(decisionFor('in_review', body)).toBeNull();
    expect(decisionFor('declined', { ...body, declineNote: '' })).toMatchObject({ declineNote: null });
  });

  it('offers bulk moves only where one record fits every application', () => {
    const ids = ['FA-7K3QD-9XW2M', 'fa 7k3qd 9xw2n'];
    expect(
      bulkReviewStatusChangeSchema.parse({ applicationIds: ids, status: 'in_review' }).applicationIds,
    ).toEqual(['FA-7K3QD-9XW2M', 'FA-7K3QD-9XW2N']);
    expect(bulkReviewStatusChangeSchema.safeParse({ applicationIds: ids, status: 'approved' }).success).toBe(
      false,
    );
    expect(bulkReviewStatusChangeSchema.safeParse({ applicationIds: ids, status: 'declined' }).success).toBe(
      false,
    );
    expect(bulkReviewStatusChangeSchema.safeParse({ applicationIds: [], status: 'in_review' }).success).toBe(
      false,
    );
    expect(
      bulkReviewStatusChangeSchema.safeParse({ applicationIds: Array(101).fill(ids[0]), status: 'in_review' })
        .success,
    ).toBe(false);
  });
});
