import { describe, expect, it } from 'vitest';
import { isConnectionLost, isInvalidParameterValue, isUniqueViolation } from './database-errors.ts';

const duplicate = (column: string) => ({
  code: '23505',
  detail: `Key (${column})=(abc) already exists.`,
});

describe('isUniqueViolation', () => {
  it("finds Postgres' unique_violation on the error or up to a few causes down", () => {
    expect(isUniqueViolation(duplicate('slug'))).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: duplicate('slug') }))).toBe(true);
    expect(
      isUniqueViolation(new Error('outer', { cause: new Error('inner', { cause: duplicate('slug') }) })),
    ).toBe(true);
  });

  it('names the column when asked for one', () => {
    const error = new Error('query failed', { cause: duplicate('idempotency_key') });
    expect(isUniqueViolation(error, 'idempotency_key')).toBe(true);
    expect(isUniqueViolation(error, 'slug')).toBe(false);
    expect(isUniqueViolation({ code: '23505' }, 'slug')).toBe(false);
  });

  it('is false for other errors and for values that are not errors', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('timeout'))).toBe(false);
    for (const value of [null, undefined, 'x', 23505, {}]) expect(isUniqueViolation(value)).toBe(false);
  });

  it('stops following causes that loop', () => {
    const looping: { code: string; cause?: unknown } = { code: 'x' };
    looping.cause = looping;
    expect(isUniqueViolation(looping)).toBe(false);
  });
});

describe('isConnectionLost', () => {
  it('finds a session the server ended, or a connection closed under the statement, up to a few causes down', () => {
    for (const code of ['57P01', '57P02', '57P03', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'ECONNRESET']) {
      expect(isConnectionLost({ code })).toBe(true);
      expect(isConnectionLost(new Error('Failed query', { cause: { code } }))).toBe(true);
    }
  });

  it('is false for what the statement itself did wrong, and for values that are not errors', () => {
    for (const code of ['23505', '40001', '42P01', 'ECONNREFUSED', 57])
      expect(isConnectionLost({ code })).toBe(false);
    for (const value of [null, undefined, 'CONNECTION_CLOSED', {}])
      expect(isConnectionLost(value)).toBe(false);
  });
});

describe('isInvalidParameterValue', () => {
  it('finds a parameter value Postgres refused (a time zone it does not know), under the wrappers too', () => {
    expect(isInvalidParameterValue({ code: '22023' })).toBe(true);
    expect(isInvalidParameterValue(new Error('Failed query', { cause: { code: '22023' } }))).toBe(true);
    for (const value of [{ code: '23505' }, { code: '22007' }, null, undefined, '22023'])
      expect(isInvalidParameterValue(value)).toBe(false);
  });
});
