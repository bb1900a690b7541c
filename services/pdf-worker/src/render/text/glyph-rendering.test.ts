import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type GrayImage, inkPixels, renderPage } from '../../testing/poppler.ts';
import { fontFace } from './font-face.ts';
import { type TextLine, Typesetter } from './typesetter.ts';

/**
 * The embedded subsets must draw the right glyphs: each sample is set in a PDF by the typesetter
 * and, in a second PDF, drawn as the outlines fontkit reads from the font files, at the same place.
 * pdftoppm rasterises both from what is in the PDFs alone; the ink must cover the same pixels. A
 * blank, missing (.notdef box) or wrong glyph in a subset fails this.
 */
const SAMPLES = [
  { script: 'Chinese', text: '王小明 北京' },
  // Many CJK glyphs of many shapes: their subroutines are inlined into the subset (cff-charstrings.ts).
  { script: 'Chinese text', text: '永和九年歲在癸丑暮春之初會于會稽山陰之蘭亭' },
  { script: 'Japanese text', text: 'いろはにほへと ちりぬるを カタカナ 東京都' },
  { script: 'Korean text', text: '다람쥐 헌 쳇바퀴에 타고파 서울특별시' },
  { script: 'Japanese', text: '山田太郎 すずき' },
  { script: 'Korean', text: '김민준 이서연' },
  { script: 'Hebrew', text: 'עמית כהן' },
  { script: 'Arabic', text: 'علاء محمد عبد الله' },
  { script: 'Vietnamese and Polish', text: 'Nguyễn Thị Minh Khai Brzęczyszczykiewicz' },
  { script: 'Greek and Cyrillic', text: 'Γιώργος Παπαδόπουλος Анна Москва' },
];
const SIZE = 18;
const X = 72;
const baselineOf = (index: number) => 740 - index * 44;

async function typesetPdf(): Promise<{ pdf: Uint8Array; lines: TextLine[] }> {
  const doc = await PDFDocument.create();
  // One document per CJK face: Japanese shapes need kana beside them, Korean Hangul.
  const typesetter = await Typesetter.forDocument(
    doc,
    SAMPLES.map((sample) => sample.text),
    { signatures: false },
  );
  const page = doc.addPage([612, 792]);
  const lines = SAMPLES.map((sample, index) => {
    const [line] = typesetter.lines(sample.text, 'regular', SIZE);
    typesetter.draw(page, line!, { x: X, y: baselineOf(index), size: SIZE, color: rgb(0, 0, 0) });
    return line!;
  });
  return { pdf: await doc.save(), lines };
}

async function outlinePdf(lines: TextLine[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  for (const [index, line] of lines.entries()) {
    let pen = X;
    for (const run of line.runs) {
      const face = fontFace(run.face);
      const scale = SIZE / face.font.unitsPerEm;
      const glyphs = face.inDirection(run.direction, () => face.font.layout(run.text).glyphs);
      for (const glyph of glyphs) {
        // Font outlines point up; pdf-lib reads SVG paths pointing down.
        const path = glyph.path.scale(1, -1).toSVG();
        if (path) page.drawSvgPath(path, { x: pen, y: baselineOf(index), scale, color: rgb(0, 0, 0) });
        pen += glyph.advanceWidth * scale;
      }
    }
  }
  return doc.save();
}

function sampleBox(index: number, line: TextLine) {
  return { x: X - 2, y: baselineOf(index) - SIZE * 0.45, width: line.width * SIZE + 4, height: SIZE * 1.45 };
}

/** The share of `pixels` with a pixel of `other` at most one pixel away (indexes of a `width` wide image). */
function share(pixels: Set<number>, other: Set<number>, width: number): number {
  let near = 0;
  for (const pixel of pixels) {
    const found = [-width - 1, -width, -width + 1, -1, 0, 1, width - 1, width, width + 1].some((offset) =>
      other.has(pixel + offset),
    );
    if (found) near++;
  }
  return near / pixels.size;
}

describe('glyphs of the embedded subsets', () => {
  it('rasterise like the outlines in the font files, for every script', async () => {
    const { pdf, lines } = await typesetPdf();
    const typeset: GrayImage = await renderPage(pdf, 1);
    const outlines: GrayImage = await renderPage(await outlinePdf(lines), 1);
    for (const [index, sample] of SAMPLES.entries()) {
      const box = sampleBox(index, lines[index]!);
      const ink = inkPixels(typeset, box);
      const expected = inkPixels(outlines, box);
      expect(expected.size, `${sample.script}: outline ink`).toBeGreaterThan(40 * [...sample.text].length);
      // Hinting and anti-aliasing move a font's edges by a pixel against a filled path: each inked
      // pixel must have ink of the other image within a pixel, both ways.
      expect(share(ink, expected, typeset.width), `${sample.script}: ink on the outlines`).toBeGreaterThan(
        0.97,
      );
      expect(share(expected, ink, typeset.width), `${sample.script}: outlines inked`).toBeGreaterThan(0.97);
    }
  });
});
