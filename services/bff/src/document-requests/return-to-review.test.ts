import { canMoveReview, REVIEW_STATUSES } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { reviewStatusAfter } from './return-to-review.ts';

describe('reviewStatusAfter', () => {
  it('moves New and In review to Missing documents when documents are requested, and leaves the rest', () => {
    const moved = REVIEW_STATUSES.filter((status) => reviewStatusAfter('requested', status) !== null);
    expect(moved).toEqual(['new', 'in_review']);
    for (const status of moved) expect(reviewStatusAfter('requested', status)).toBe('missing_documents');
  });

  it('returns to In review when the request is fulfilled, only from where a request put it or New', () => {
    const moved = REVIEW_STATUSES.filter((status) => reviewStatusAfter('fulfilled', status) !== null);
    expect(moved).toEqual(['new', 'missing_documents']);
    for (const status of moved) expect(reviewStatusAfter('fulfilled', status)).toBe('in_review');
    // A decision staff took meanwhile stays theirs.
    for (const decided of ['approved', 'declined', 'funded', 'withdrawn'] as const)
      expect(reviewStatusAfter('fulfilled', decided)).toBeNull();
  });

  it("only ever makes a move the contracts' table allows", () => {
    for (const event of ['requested', 'fulfilled'] as const) {
      for (const status of REVIEW_STATUSES) {
        const to = reviewStatusAfter(event, status);
        if (to) expect(canMoveReview(status, to)).toBe(true);
      }
    }
  });
});
