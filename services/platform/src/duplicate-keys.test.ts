import { randomBytes } from 'node:crypto';
import { applicationSchema } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { createDuplicateHasher, matchKeyRows, matchValues } from './duplicate-keys.ts';
import { SECOND_OWNER, validApplicationInput } from './testing/fixtures.ts';

const key = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const application = (overrides = {}) => applicationSchema.parse(validApplicationInput(overrides));

describe('duplicate match keys', () => {
  it('match on the EIN, the owners’ SSNs, the business phone and the owners’ e-mails, normalised', () => {
    expect(matchValues(application({ ...SECOND_OWNER, owner1Email: ' Maria@Example.COM ' }))).toEqual([
      { kind: 'ein', value: '123456789' },
      { kind: 'ssn', value: '123456789' },
      { kind: 'ssn', value: '987654321' },
      { kind: 'phone', value: '5125550142' },
      { kind: 'email', value: 'maria@example.com' },
      { kind: 'email', value: 'james.chen@acme-bakery.test' },
    ]);
  });

  it('leave out what was not given, and owner 2 without a second owner', () => {
    const values = matchValues({ ...application(), businessPhone: '', owner2Ssn: '987-65-4321' });
    expect(values.map((entry) => entry.kind)).toEqual(['ein', 'ssn', 'email']);
  });

  it('are keyed hashes: equal for equal values under one key, never the value itself', () => {
    const hasher = createDuplicateHasher(key('h1'));
    const [first] = hasher.hashes('ssn', '123456789');
    expect(first?.keyId).toBe('h1');
    expect(first?.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first?.hash).not.toContain('123456789');
    expect(hasher.hashes('ssn', '123456789')).toEqual([first]);
    // The kind is hashed too: an SSN equal to an EIN's digits is not a match.
    expect(hasher.hashes('ein', '123456789')[0]?.hash).not.toBe(first?.hash);
    expect(createDuplicateHasher(key('h1')).hashes('ssn', '123456789')[0]?.hash).not.toBe(first?.hash);
  });

  it('are written under every configured key while a key is being rotated', () => {
    const oldKey = key('h2025');
    const rotated = createDuplicateHasher(`${key('h2026')},${oldKey}`);
    expect(rotated.currentKeyId).toBe('h2026');
    const underOld = createDuplicateHasher(oldKey).hashes('email', 'maria@example.com')[0];
    expect(rotated.hashes('email', 'maria@example.com').map((entry) => entry.keyId)).toEqual([
      'h2026',
      'h2025',
    ]);
    expect(rotated.hashes('email', 'maria@example.com')[1]).toEqual(underOld);
  });

  it('hash one value once per key, even when both owners share it', () => {
    const hasher = createDuplicateHasher(key('h1'));
    const rows = matchKeyRows(application({ ...SECOND_OWNER, owner2Ssn: '123-45-6789' }), 'row-id', hasher);
    expect(rows.filter((row) => row.kind === 'ssn')).toHaveLength(1);
    expect(new Set(rows.map((row) => row.applicationId))).toEqual(new Set(['row-id']));
  });
});
