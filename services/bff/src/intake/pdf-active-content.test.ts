import { describe, expect, it } from 'vitest';
import { createActiveContentScanner } from './pdf-active-content.ts';

const scan = (...chunks: string[]) => {
  const hasActiveContent = createActiveContentScanner();
  return chunks.map((chunk) => hasActiveContent(Buffer.from(chunk, 'latin1'))).some(Boolean);
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

  it('passes an ordinary statement, including names that only start alike', () => {
    expect(
      scan('%PDF-1.7\n<< /Type /Page /JSONData 1 /Font << /F1 2 0 R >> >> (JavaScript is a word here)'),
    ).toBe(false);
  });
});
