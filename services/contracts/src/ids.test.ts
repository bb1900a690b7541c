import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_ID_PATTERN,
  applicationIdSchema,
  formatApplicationId,
  isUuid,
  normalizeApplicationId,
  uuidSchema,
} from './ids.ts';

describe('isUuid', () => {
  it('accepts uuids of any version and case, as Postgres does', () => {
    expect(isUuid(crypto.randomUUID())).toBe(true);
    expect(isUuid('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
    expect(uuidSchema.safeParse('00000000-0000-0000-0000-000000000000').success).toBe(true);
  });

  it('refuses what Postgres would refuse as a uuid, such as 36 hyphens (issue 20)', () => {
    for (const bad of [
      '-'.repeat(36),
      `${crypto.randomUUID()} `,
      '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
      '',
      42,
    ])
      expect(isUuid(bad)).toBe(false);
  });

  it('accepts exactly the 8-4-4-4-12 hex shape (property-based)', () => {
    // The shape spelled out without a pattern, so the oracle is not the code under test again.
    const HEX = new Set('0123456789abcdefABCDEF');
    const hasUuidShape = (text: string) =>
      text
        .split('-')
        .map((group) => group.length)
        .join() === '8,4,4,4,12' && [...text.replaceAll('-', '')].every((character) => HEX.has(character));
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(isUuid(text)).toBe(hasUuidShape(text));
      }),
      { numRuns: propertyRuns(2_000), seed: 36 },
    );
    fc.assert(
      fc.property(fc.uuid(), (id) => {
        expect(isUuid(id)).toBe(true);
      }),
      { numRuns: propertyRuns(1_000), seed: 37 },
    );
  });
});

describe('formatApplicationId', () => {
  it('encodes the first 50 bits in Crockford base32', () => {
    expect(formatApplicationId(new Uint8Array(7))).toBe('FA-00000-00000');
    expect(formatApplicationId(new Uint8Array(7).fill(0xff))).toBe('FA-ZZZZZ-ZZZZZ');
    // 0x08 0x86 0x42 ... is 00001 00010 00011 00100 ...: the digits 1, 2, 3, 4 in order.
    expect(formatApplicationId(new Uint8Array([0x08, 0x86, 0x42, 0x98, 0xe8, 0x4a, 0x80]))).toBe(
      'FA-12345-6789A',
    );
  });

  it('always matches the pattern, never is all digits and has no colon', () => {
    for (let run = 0; run < 200; run += 1) {
      const random = new Uint8Array(8);
      crypto.getRandomValues(random);
      const id = formatApplicationId(random);
      expect(id).toMatch(APPLICATION_ID_PATTERN);
      expect(id).not.toMatch(/^\d+$/);
      expect(id).not.toContain(':');
    }
  });

  it('refuses fewer than 7 random bytes', () => {
    expect(() => formatApplicationId(new Uint8Array(6))).toThrow(RangeError);
  });
});

describe('applicationIdSchema', () => {
  it('accepts ids and refuses look-alike letters and other shapes', () => {
    expect(applicationIdSchema.safeParse('FA-7K3QD-9XW2M').success).toBe(true);
    for (const bad of [
      'FA-7K3QD-9XW2O',
      'FA-7K3QI-9XW2M',
      'FA-7K3QL-9XW2M',
      'FA-7K3QU-9XW2M',
      'fa-7k3qd-9xw2m',
    ]) {
      expect(applicationIdSchema.safeParse(bad).success).toBe(false);
    }
    expect(applicationIdSchema.safeParse('FA-7K3QD9XW2M').error?.issues[0]?.message).toBe(
      'Invalid application ID',
    );
  });
});

describe('normalizeApplicationId', () => {
  it('uppercases, trims and reads O as 0 and I or L as 1', () => {
    expect(normalizeApplicationId('  fa-oilk3-9xw2m ')).toBe('FA-011K3-9XW2M');
  });

  it('accepts the id typed without dashes or with spaces', () => {
    expect(normalizeApplicationId('fa7k3qd9xw2m')).toBe('FA-7K3QD-9XW2M');
    expect(normalizeApplicationId('FA 7K3QD 9XW2M')).toBe('FA-7K3QD-9XW2M');
  });

  it('leaves other text uppercased and trimmed so it fails the pattern', () => {
    expect(normalizeApplicationId(' hello ')).toBe('HELLO');
    expect(normalizeApplicationId('FA-123')).toBe('FA-123');
  });
});
