import { describe, expect, it } from 'vitest';
import { NANP_PHONE_METADATA } from '../services/contracts/src/nanp-phone-metadata.ts';
import { installedNanpSlice } from './generate-nanp-phone-metadata.ts';

describe('the phone metadata the form checks numbers with', () => {
  it('is the calling-code-1 slice of the installed libphonenumber-js (else run scripts/generate-nanp-phone-metadata.ts)', () => {
    expect(NANP_PHONE_METADATA).toEqual(installedNanpSlice());
  });
});
