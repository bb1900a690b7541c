import { describe, expect, it } from 'vitest';
import {
  assigneeFilterSchema,
  canMoveReview,
  NOTE_MAX,
  noteCreateSchema,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  REVIEW_TRANSITIONS,
} from './review.ts';

describe('review transitions', () => {
  it('never moves a status to itself, and names only known statuses', () => {
    for (const from of REVIEW_STATUSES) {
      expect(canMoveReview(from, from)).toBe(false);
      for (const to of REVIEW_TRANSITIONS[from]) expect(REVIEW_STATUSES).toContain(to);
    }
  });

  it('keeps Funded final and lets every other status be reached from New', () => {
    expect(REVIEW_TRANSITIONS.funded).toEqual([]);
    const reached = new Set(['new']);
    for (let round = 0; round < REVIEW_STATUSES.length; round++) {
      for (const from of [...reached]) for (const to of REVIEW_TRANSITIONS[from as 'new']) reached.add(to);
    }
    expect([...reached].sort()).toEqual([...REVIEW_STATUSES].sort());
  });

  it('says why a move is refused', () => {
    expect(REVIEW_MESSAGES.transitionRefused('funded', 'in_review')).toBe(
      'An application that is Funded cannot be moved to In review',
    );
    expect(REVIEW_MESSAGES.transitionRefused('new', 'new')).toBe('The application is already New');
  });
});

describe('review inputs', () => {
  it('trims notes and bounds their length', () => {
    expect(noteCreateSchema.parse({ text: '  hi  ' })).toEqual({ text: 'hi' });
    expect(noteCreateSchema.safeParse({ text: ' ' }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.noteRequired,
    );
    expect(noteCreateSchema.safeParse({ text: 'x'.repeat(NOTE_MAX + 1) }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.noteTooLong,
    );
  });

  it('reads the assignee filter as me, none or an id', () => {
    expect(assigneeFilterSchema.parse('me')).toBe('me');
    expect(assigneeFilterSchema.parse('none')).toBe('none');
    expect(assigneeFilterSchema.safeParse('someone').success).toBe(false);
  });
});
