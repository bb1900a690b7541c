import { describe, expect, it } from 'vitest';
import { buildErrorSummary } from './error-summary';

const order = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const labels = {
  a: 'Field A',
  b: 'Field B',
  c: 'Field C',
  d: 'Field D',
  e: 'Field E',
  f: 'Field F',
  g: 'Field G',
};

describe('buildErrorSummary', () => {
  it('is empty without errors', () => {
    expect(buildErrorSummary({}, order, labels, 5)).toEqual({ entries: [], hiddenCount: 0 });
  });

  it('lists fields in form order with their labels and messages', () => {
    const summary = buildErrorSummary({ c: 'C is required', a: 'A is required' }, order, labels, 5);
    expect(summary.entries).toEqual([
      { field: 'a', label: 'Field A', message: 'A is required' },
      { field: 'c', label: 'Field C', message: 'C is required' },
    ]);
    expect(summary.hiddenCount).toBe(0);
  });

  it('shows at most the maximum and counts the rest', () => {
    const errors = Object.fromEntries(order.map((field) => [field, `${field} bad`]));
    const summary = buildErrorSummary(errors, order, labels, 5);
    expect(summary.entries.map((entry) => entry.field)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(summary.hiddenCount).toBe(2);
  });

  it('puts fields the form does not know last, named by their key', () => {
    const summary = buildErrorSummary({ zeta: 'Server says no', b: 'B bad' }, order, labels, 5);
    expect(summary.entries).toEqual([
      { field: 'b', label: 'Field B', message: 'B bad' },
      { field: 'zeta', label: 'zeta', message: 'Server says no' },
    ]);
  });

  it('ignores fields whose message is empty', () => {
    expect(buildErrorSummary({ a: '', b: undefined }, order, labels, 5).entries).toEqual([]);
  });
});
