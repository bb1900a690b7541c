import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jpeg, jpegDeclaring, png, pngDeclaring } from '../testing/fixtures.ts';
import { jpegSize, pngSize } from './image-size.ts';

describe('image sizes read from headers', () => {
  it('reads the size a PNG and a JPEG declare', () => {
    expect(pngSize(png(300, 200))).toEqual({ width: 300, height: 200 });
    expect(pngSize(pngDeclaring(30_000, 30_000))).toEqual({ width: 30_000, height: 30_000 });
    expect(jpegSize(jpeg())).toEqual({ width: 16, height: 16 });
    expect(jpegSize(jpegDeclaring(65_535, 65_535))).toEqual({ width: 65_535, height: 65_535 });
  });

  it('answers null, never throws, for any bytes (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.boolean(), (tail, asJpeg) => {
        const head = asJpeg ? [0xff, 0xd8] : [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
        const bytes = new Uint8Array([...head, ...tail]);
        const size = asJpeg ? jpegSize(bytes) : pngSize(bytes);
        if (size) expect(size.width).toBeGreaterThanOrEqual(0);
      }),
      { seed: 13, numRuns: 5_000 },
    );
  });
});
