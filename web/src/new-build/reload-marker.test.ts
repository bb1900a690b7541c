import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryScriptOf } from './build-identity';
import {
  isRecent,
  type NewBuildReload,
  parseReload,
  RELOAD_LOOP_GUARD_MS,
  serializeReload,
} from './reload-marker';

describe('entryScriptOf', () => {
  it("finds the entry script of Vite's index.html, as a path", () => {
    const html =
      '<head><script id="runtime-config" type="application/json">{}</script>' +
      '<script type="module" crossorigin src="/assets/index-CFqfng1R.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-DvXU6kJ2.js"></head>';
    expect(entryScriptOf(html)).toBe('/assets/index-CFqfng1R.js');
    expect(entryScriptOf("<script type='module' src='https://cdn.example/assets/a.js'>")).toBe(
      '/assets/a.js',
    );
    expect(entryScriptOf('<p>maintenance</p>')).toBeNull();
    expect(entryScriptOf('{"message":"Not found"}')).toBeNull();
  });
});

const arbitraryReload: fc.Arbitrary<NewBuildReload> = fc.record(
  {
    at: fc.integer({ min: 0, max: 2 ** 45 }),
    form: fc.record({
      step: fc.constantFrom(1 as const, 2 as const, 3 as const),
      hadSavedDraft: fc.boolean(),
    }),
    arrived: fc.constant(true),
  },
  { requiredKeys: ['at'] },
);

describe('the reload marker', () => {
  it('reads back what was written (seeded)', () => {
    fc.assert(
      fc.property(arbitraryReload, (reload) => {
        expect(parseReload(serializeReload(reload))).toEqual(reload);
      }),
      { seed: 17, numRuns: propertyRuns(2_000) },
    );
  });

  it('reads anything else as no marker, without throwing (seeded)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          const parsed = parseReload(text);
          if (parsed !== null) expect(parseReload(serializeReload(parsed))).toEqual(parsed);
        },
      ),
      { seed: 17, numRuns: propertyRuns(3_000) },
    );
    for (const text of [
      null,
      '',
      'null',
      '[]',
      '{"at":"1"}',
      '{"at":1,"form":{"step":4,"hadSavedDraft":true}}',
      '{"at":1,"form":{"step":1}}',
      '{"at":1,"arrived":"yes"}',
    ]) {
      expect(parseReload(text), String(text)).toBeNull();
    }
  });

  it('counts as recent for the loop guard only within its window, never from the future', () => {
    const now = 1_700_000_000_000;
    expect(isRecent({ at: now - 1_000 }, now)).toBe(true);
    expect(isRecent({ at: now - RELOAD_LOOP_GUARD_MS }, now)).toBe(false);
    expect(isRecent({ at: now + 5_000 }, now)).toBe(false);
    expect(isRecent(null, now)).toBe(false);
  });
});
