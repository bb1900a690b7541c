import { REVIEW_MESSAGES, REVIEW_STATUSES, REVIEW_TRANSITIONS } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { reviewMoveRefusal } from './review-status.ts';

describe('reviewMoveRefusal', () => {
  it("allows exactly the contracts' transitions, and says why any other move is refused", () => {
    for (const from of REVIEW_STATUSES) {
      for (const to of REVIEW_STATUSES) {
        const allowed = REVIEW_TRANSITIONS[from].includes(to);
        expect(reviewMoveRefusal(from, to)).toBe(
          allowed ? null : REVIEW_MESSAGES.transitionRefused(from, to),
        );
      }
    }
  });

  it('refuses a move from a status the caller saw but that changed meanwhile, before judging the move', () => {
    expect(reviewMoveRefusal('in_review', 'approved', 'in_review')).toBeNull();
    expect(reviewMoveRefusal('declined', 'approved', 'in_review')).toBe(
      REVIEW_MESSAGES.changedMeanwhile('declined'),
    );
    // Even a move the table allows from the current status: the caller decided on another one.
    expect(reviewMoveRefusal('new', 'in_review', 'missing_documents')).toBe(
      REVIEW_MESSAGES.changedMeanwhile('new'),
    );
  });
});
