import type { PDFFont } from 'pdf-lib';

/**
 * The standard PDF fonts only encode WinAnsi (Latin-1 plus a few signs); pdf-lib throws on
 * anything else, and one emoji in a business name must not fail the whole PDF. Characters the
 * font cannot draw become '?', after NFC normalisation has folded what it can.
 */
const supportedByFont = new WeakMap<PDFFont, Set<number>>();

export function drawableText(font: PDFFont, text: string): string {
  let supported = supportedByFont.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    supportedByFont.set(font, supported);
  }
  let out = '';
  for (const char of text.normalize('NFC').replace(/\s/g, ' ')) {
    out += supported.has(char.codePointAt(0) ?? 0) ? char : '?';
  }
  return out;
}

/** Splits text into lines no wider than `width`; a word longer than a line is broken inside. */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of drawableText(font, paragraph).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (line.length > 1 && !fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
