import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchString, stringifySearchObject } from './search-string';

describe('search string', () => {
  it('reads every value as the text of the address', () => {
    expect(parseSearchString('?search=78701&page=2&flag=true&q=%22quoted%22')).toEqual({
      search: '78701',
      page: '2',
      flag: 'true',
      q: '"quoted"',
    });
    expect(parseSearchString('')).toEqual({});
  });

  it('writes sorted keys and leaves out empty values', () => {
    expect(
      stringifySearchObject({ tab: 'agents', page: 2, search: 'a b&c', empty: '', none: undefined }),
    ).toBe('?page=2&search=a+b%26c&tab=agents');
    expect(stringifySearchObject({})).toBe('');
  });

  it('keeps a __proto__ key as data', () => {
    const raw = parseSearchString('?__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(raw)).toBe(Object.prototype);
    expect(Object.keys(raw).sort()).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.string({ unit: 'binary', minLength: 1 })),
        (search) => {
          expect(parseSearchString(stringifySearchObject(search))).toEqual(search);
        },
      ),
      { seed: 19, numRuns: propertyRuns(3000) },
    );
  });
});
