import { describe, expect, it } from 'vitest';
import { firstFreeSlug } from './agents.ts';

describe('firstFreeSlug', () => {
  it('takes the name itself, then the first free numbered form', () => {
    expect(firstFreeSlug('john-smith', new Set())).toBe('john-smith');
    expect(firstFreeSlug('john-smith', new Set(['john-smith']))).toBe('john-smith-2');
    expect(firstFreeSlug('john-smith', new Set(['john-smith', 'john-smith-2', 'john-smith-3']))).toBe(
      'john-smith-4',
    );
    // A gap is filled: a deleted agent's slug becomes free again.
    expect(firstFreeSlug('john-smith', new Set(['john-smith', 'john-smith-3']))).toBe('john-smith-2');
    // Slugs of other names that merely start alike do not count.
    expect(firstFreeSlug('john', new Set(['john-smith']))).toBe('john');
  });
});
