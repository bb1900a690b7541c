import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

const parts = (header: string) => {
  const match = /^(inline|attachment); filename="([^"]*)"; filename\*=UTF-8''(.*)$/.exec(header);
  if (!match) throw new Error(`not a Content-Disposition: ${header}`);
  return { kind: match[1], ascii: match[2] as string, encoded: match[3] as string };
};

describe('contentDisposition', () => {
  it('keeps a plain name as it is, in both forms', () => {
    expect(contentDisposition('attachment', 'statement.pdf')).toBe(
      `attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`,
    );
  });

  it('drops path parts and control characters, and falls back to "download"', () => {
    expect(parts(contentDisposition('inline', '../../etc/passwd')).ascii).toBe('passwd');
    expect(parts(contentDisposition('inline', 'C:\\Users\\x\\scan.png')).ascii).toBe('scan.png');
    expect(parts(contentDisposition('inline', 'a\r\nSet-Cookie: x.pdf')).ascii).toBe('aSet-Cookie: x.pdf');
    expect(parts(contentDisposition('inline', '\u0000\u0007 ')).ascii).toBe('download');
  });

  it('survives a name cut inside an emoji (half a surrogate pair)', () => {
    const cut = `${'x'.repeat(10)}\uD83D`;
    expect(parts(contentDisposition('attachment', cut)).encoded).toBe(`${'x'.repeat(10)}%EF%BF%BD`);
  });

  it('never lets an applicant name break out of the header, and the full name survives in filename* (seeded)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.constantFrom('inline', 'attachment'),
        (name, kind) => {
          const header = contentDisposition(kind as 'inline' | 'attachment', name);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
          expect(header).not.toMatch(/[\u0000-\u001f\u007f]/);
          const { ascii, encoded } = parts(header);
          expect(ascii).toMatch(/^[\x20-\x7e]*$/);
          expect(ascii).not.toMatch(/["\\%;]/);
          const kept = decodeURIComponent(encoded);
          expect(kept).not.toMatch(/[\\/]/);
          expect(kept.length).toBeGreaterThan(0);
        },
      ),
      { seed: 19_4, numRuns: propertyRuns(2_000) },
    );
  });
});
