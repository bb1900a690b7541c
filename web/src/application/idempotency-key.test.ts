import { UUID_PATTERN } from '@funding/contracts';
import { describe, expect, it } from 'vitest';
import { createIdempotencyKeyKeeper, submissionFingerprint } from './idempotency-key';

function counterKeys() {
  let count = 0;
  return () => `key-${++count}`;
}

describe('createIdempotencyKeyKeeper', () => {
  it('reuses the key while the contents stay the same', () => {
    const keeper = createIdempotencyKeyKeeper(counterKeys());
    const fingerprint = submissionFingerprint('{"businessName":"Acme"}', {}, undefined);
    expect(keeper.keyFor(fingerprint)).toBe('key-1');
    expect(keeper.keyFor(fingerprint)).toBe('key-1');
  });

  it('makes a new key when a field changes', () => {
    const keeper = createIdempotencyKeyKeeper(counterKeys());
    keeper.keyFor(submissionFingerprint('{"businessName":"Acme"}', {}, undefined));
    expect(keeper.keyFor(submissionFingerprint('{"businessName":"Acme Ltd"}', {}, undefined))).toBe('key-2');
  });

  it('makes a new key when a file or the agent changes', () => {
    const keeper = createIdempotencyKeyKeeper(counterKeys());
    const statement = new File(['%PDF-1.4'], 'march.pdf', { type: 'application/pdf', lastModified: 1 });
    const other = new File(['%PDF-1.4 x'], 'april.pdf', { type: 'application/pdf', lastModified: 2 });
    keeper.keyFor(submissionFingerprint('{}', { bankStatement1: statement }, undefined));
    expect(keeper.keyFor(submissionFingerprint('{}', { bankStatement1: other }, undefined))).toBe('key-2');
    expect(keeper.keyFor(submissionFingerprint('{}', { bankStatement1: other }, 'agent-1'))).toBe('key-3');
  });

  it('uses random UUIDs by default', () => {
    const key = createIdempotencyKeyKeeper().keyFor('x');
    expect(key).toMatch(UUID_PATTERN);
  });
});
