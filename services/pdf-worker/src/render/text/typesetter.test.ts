import { propertyRuns } from '@funding/platform/testing/property-runs';
import fc from 'fast-check';
import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { anyText, leftToRightName, rightToLeftName, SCRIPT_NAMES } from '../../testing/names.ts';
import { pdfToText } from '../../testing/poppler.ts';
import { readPdf } from '../../testing/read-pdf.ts';
import { Typesetter } from './typesetter.ts';

/** A PDF with one text per line (each set on one line, however long), as the typesetter draws them. */
async function pdfOf(texts: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const typesetter = await Typesetter.forDocument(doc, texts, { signatures: false });
  let page = doc.addPage([612, 792]);
  let y = 760;
  for (const text of texts) {
    for (const line of typesetter.lines(text, 'regular', 10)) {
      if (y < 40) {
        page = doc.addPage([612, 792]);
        y = 760;
      }
      typesetter.draw(page, line, { x: 36, y, size: 10, color: rgb(0, 0, 0) });
      y -= 14;
    }
  }
  return doc.save();
}

/** What pdftotext reads, line by line, with runs of whitespace as one space. */
async function extractedLines(pdf: Uint8Array): Promise<string[]> {
  const pages = await pdfToText(pdf);
  return pages
    .join('\n')
    .split('\n')
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter(Boolean);
}

describe('the text layer', () => {
  it('gives back every name exactly, in all nine scripts', async () => {
    const names = Object.values(SCRIPT_NAMES);
    expect(await extractedLines(await pdfOf(names))).toEqual(names);
  });

  it('shows a replacement glyph for an emoji and a private-use character, and copies the originals', async () => {
    const pdf = await pdfOf(['Zoë’s Bakery 🍞 LLC \ue000 👨‍👩‍👧']);
    // pdf.js reads the glyphs; pdftotext honours the ActualText of each replaced character.
    expect((await readPdf(pdf)).pageTexts[0]).toBe('Zoë’s Bakery \ufffd LLC \ufffd \ufffd');
    expect(await extractedLines(pdf)).toEqual(['Zoë’s Bakery 🍞 LLC \ue000 👨‍👩‍👧']);
  });

  it('embeds only what is used: a Chinese name adds a few KB, not the 19 MB collection', async () => {
    const latin = await pdfOf(['Maria Lopez']);
    const chinese = await pdfOf(['Maria Lopez', '王小明']);
    // The CJK subset has its subroutines inlined (cff-charstrings.ts): without that, 60-90 KB.
    expect(chinese.byteLength - latin.byteLength).toBeLessThan(8_000);
  });

  it('renders any text without throwing (property-based)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyText, { minLength: 1, maxLength: 20 }), async (texts) => {
        const pdf = await pdfOf(texts);
        expect((await readPdf(pdf)).pageCount).toBeGreaterThan(0);
      }),
      { seed: 20261123, numRuns: propertyRuns(40) },
    );
  }, 60_000);

  // One PDF and one pdftotext call per batch of names: thousands of names in a few seconds. A batch
  // is of one direction: pdftotext decides a page's direction from its text.
  it.each([
    ['left-to-right names, with emoji and private-use characters', leftToRightName],
    ['right-to-left names', rightToLeftName],
  ])(
    'reads back %s exactly (property-based)',
    async (_, name) => {
      await fc.assert(
        fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 60 }), async (names) => {
          expect(await extractedLines(await pdfOf(names))).toEqual(names);
        }),
        { seed: 20261123, numRuns: propertyRuns(40) },
      );
    },
    60_000,
  );
});
