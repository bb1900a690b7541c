import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActiveContentScanner } from './pdf-active-content.ts';

const scan = (...chunks: string[]) => {
  const hasActiveContent = createActiveContentScanner();
  const found = chunks.map((chunk) => hasActiveContent(Buffer.from(chunk, 'latin1')));
  return [...found, hasActiveContent(null)].some(Boolean);
};

describe('PDF active content scanner', () => {
  it.each([
    ['a JavaScript action', '<< /S /JavaScript /JS (app.alert(1)) >>'],
    ['an OpenAction launch', '<< /OpenAction << /S /Launch /F (cmd.exe) >> >>'],
    ['embedded files', '<< /Names << /EmbeddedFiles 5 0 R >> >>'],
    ['a name hidden with escapes', '<< /S /J#61vaScript >>'],
    ['XFA forms', '<< /AcroForm << /XFA 9 0 R >> >>'],
  ])('finds %s', (_, content) => {
    expect(scan(`%PDF-1.7\n${content}`)).toBe(true);
  });

  it('finds a name split across two chunks', () => {
    expect(scan('%PDF-1.7 << /S /Java', 'Script >>')).toBe(true);
  });

  it('ignores names that binary stream data spells by chance', () => {
    const image = `<< /Length 40 /Filter /DCTDecode >>\nstream\n\u00ff\u00d8/JS/Launch/JavaScript\u0001\nendstream\n`;
    expect(scan(`%PDF-1.7\n${image}<< /Type /Page >>`)).toBe(false);
    expect(scan('%PDF-1.7\n<< /Length 9 >>\nstr', 'eam\n/JS/Launch', '\nendstream\n<< /Type /Page >>')).toBe(
      false,
    );
  });

  it('never flags random binary image data, in any chunking (property-based)', () => {
    fc.assert(
      fc.property(
        fc
          .uint8Array({ minLength: 1_000, maxLength: 40_000 })
          .map((bytes) => Buffer.from(bytes).toString('latin1')),
        fc.integer({ min: 1, max: 5_000 }),
        (binary, chunkSize) => {
          fc.pre(!binary.includes('endstream'));
          // Names spelled by chance, as in the bench's generated scans.
          const data = `${binary.slice(0, 500)}/JS /Launch${binary.slice(500)}`;
          const file = `%PDF-1.7\n<< /Length ${data.length} >>\nstream\n${data}\nendstream\n%%EOF`;
          const chunks = file.match(new RegExp(`[\\s\\S]{1,${chunkSize}}`, 'g')) ?? [];
          expect(scan(...chunks)).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('still finds an action after a stream', () => {
    expect(scan('%PDF-1.7\nstream\n\u0000\u0001\nendstream\n<< /S /JavaScript /JS 5 0 R >>')).toBe(true);
  });

  it('passes an ordinary statement, including names that only start alike', () => {
    expect(
      scan('%PDF-1.7\n<< /Type /Page /JSONData 1 /Font << /F1 2 0 R >> >> (JavaScript is a word here)'),
    ).toBe(false);
  });
});
