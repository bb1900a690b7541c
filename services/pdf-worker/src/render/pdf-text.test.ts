import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawableText, wrapText } from './pdf-text.ts';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

describe('drawableText', () => {
  it('keeps Latin-1 text and replaces what the standard fonts cannot encode', () => {
    expect(drawableText(font, 'Crème Brûlée – “Bakery” 🍞 東京\tLLC')).toBe(
      'Crème Brûlée – “Bakery” ? ?? LLC',
    );
  });
});

describe('wrapText', () => {
  it('wraps at word boundaries within the width and breaks words longer than a line', () => {
    const lines = wrapText(font, 10, `short words here ${'x'.repeat(80)}\nsecond paragraph`, 100);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(lines[0]).toBe('short words here');
    expect(lines.join('')).toContain('x'.repeat(80));
    expect(lines.at(-1)).toBe('second paragraph');
  });

  it('terminates even when not one character fits', () => {
    expect(wrapText(font, 10, 'abc', 1)).toEqual(['a', 'b', 'c']);
  });
});
