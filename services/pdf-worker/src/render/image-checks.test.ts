import { jpeg, png } from '@funding/platform/testing/documents';
import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jpegDeclaring, pngDeclaring } from '../testing/fixtures.ts';
import { checkJpeg, checkPng } from './image-checks.ts';

const MAX = 50_000_000;

describe('image checks before pdf-lib decodes anything', () => {
  it('accepts whole images and reads their size', () => {
    expect(checkPng(png(300, 200), MAX)).toEqual({ size: { width: 300, height: 200 } });
    expect(checkJpeg(jpeg(), MAX)).toEqual({ size: { width: 16, height: 16 } });
  });

  it('refuses a size past the pixel bound without reading further', () => {
    expect(checkPng(pngDeclaring(30_000, 30_000), MAX)).toMatchObject({
      error: 'the image is too large to embed',
    });
    expect(checkJpeg(jpegDeclaring(65_535, 65_535), MAX)).toMatchObject({
      error: 'the image is too large to embed',
      detail: '65535 x 65535 pixels; at most 50 megapixels',
    });
  });

  it('refuses every truncation of a PNG (pdf-lib loops forever on one)', () => {
    const whole = png(64, 48);
    for (let length = 0; length < whole.length; length++) {
      expect(checkPng(whole.subarray(0, length), MAX)).toEqual({ error: 'the image is unreadable' });
    }
  });

  it('answers for any bytes after a valid signature, never throws (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.boolean(), (tail, asJpeg) => {
        const head = asJpeg ? [0xff, 0xd8] : [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
        const bytes = new Uint8Array([...head, ...tail]);
        const check = asJpeg ? checkJpeg(bytes, MAX) : checkPng(bytes, MAX);
        expect('size' in check || 'error' in check).toBe(true);
      }),
      { seed: 13, numRuns: propertyRuns(5_000) },
    );
  });
});
