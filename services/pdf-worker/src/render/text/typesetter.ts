import {
  beginText,
  type Color,
  endMarkedContent,
  endText,
  type PDFDocument,
  type PDFFont,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';
import { clustersOf, paragraphsOf } from './clusters.ts';
import { cjkFaceFor, type FontChain, fontChain, type TextStyle } from './font-chain.ts';
import { fontFace, fontkitForPdfLib } from './font-face.ts';
import type { FaceName } from './font-files.ts';
import { layoutText, type TextLine } from './text-layout.ts';

export type { TextStyle } from './font-chain.ts';
export type { TextLine } from './text-layout.ts';

export interface DrawAt {
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  color: Color;
}

/**
 * Sets text in one PDF: embeds the faces its text needs (as subsets), lays text out in lines and
 * draws them. Every text that reaches the PDF goes through here, so every character either prints
 * in a face that has it or as a visible U+FFFD, and the text layer holds what was typed.
 */
export class Typesetter {
  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: ReadonlyMap<FaceName, PDFFont>,
    private readonly chains: Readonly<Record<TextStyle, FontChain>>,
  ) {}

  /**
   * `texts` is everything the document will print apart from fixed English wording: it decides the
   * CJK face and which fallback faces are embedded. A character of a text left out still prints,
   * as U+FFFD if no embedded face has it.
   */
  static async forDocument(
    doc: PDFDocument,
    texts: readonly string[],
    { signatures }: { signatures: boolean },
  ): Promise<Typesetter> {
    const cjk = cjkFaceFor(texts);
    const needed = new Set<FaceName>(['sans', 'sansBold']);
    if (signatures) needed.add('serifItalic');
    // Every style's chain is its own base face, then the regular chain: scanning with the regular
    // chain finds every fallback face any style will use.
    const regular = fontChain('regular', cjk);
    for (const text of texts) {
      for (const paragraph of paragraphsOf(text)) {
        for (const cluster of clustersOf(paragraph, regular)) if (cluster.face) needed.add(cluster.face);
      }
    }
    doc.registerFontkit(fontkitForPdfLib);
    const fonts = new Map<FaceName, PDFFont>();
    for (const name of needed)
      fonts.set(name, await doc.embedFont(fontFace(name).pdfLibKey, { subset: true }));
    return new Typesetter(doc, fonts, {
      regular: fontChain('regular', cjk, needed),
      bold: fontChain('bold', cjk, needed),
      signature: fontChain('signature', cjk, needed),
    });
  }

  /** `text` in lines no wider than `maxWidth` points (one line per paragraph without a width). */
  lines(text: string, style: TextStyle, size: number, maxWidth = Number.POSITIVE_INFINITY): TextLine[] {
    return layoutText(text, this.chains[style], maxWidth / size);
  }

  /** The width in points of a line set at `size`. */
  width(line: TextLine, size: number): number {
    return line.width * size;
  }

  /**
   * One text object per line: each run sets its face and position and shows its glyphs. A glyph
   * that would not read back as typed (U+FFFD for an emoji, say) is wrapped in a marked-content
   * span whose ActualText is the original (PDF 32000-1, 14.9.4), inside the text object, where
   * extractors (poppler, Acrobat, PDFium) place it with the glyph: copying gives what was typed.
   */
  draw(page: PDFPage, line: TextLine, { x, y, size, color }: DrawAt): void {
    if (line.runs.length === 0) return;
    const operators: PDFOperator[] = [pushGraphicsState(), beginText(), setFillingColor(color)];
    let cursor = x;
    for (const run of line.runs) {
      const font = this.fonts.get(run.face);
      if (!font) throw new Error(`face ${run.face} is not embedded in this document`);
      const fontKey = page.node.newFontDictionary(font.name, font.ref);
      const glyphs = fontFace(run.face).inDirection(run.direction, () => font.encodeText(run.text));
      operators.push(setFontAndSize(fontKey, size), setTextMatrix(1, 0, 0, 1, cursor, y));
      if (run.actualText !== undefined) operators.push(this.beginActualText(run.actualText));
      operators.push(showText(glyphs));
      if (run.actualText !== undefined) operators.push(endMarkedContent());
      cursor += run.width * size;
    }
    operators.push(endText(), popGraphicsState());
    page.pushOperators(...operators);
  }

  private beginActualText(text: string): PDFOperator {
    const properties = this.doc.context.obj({ ActualText: PDFHexString.fromText(text) });
    // An inline property list: pdf-lib writes any PDF object as an operand, though its type for
    // operands leaves dictionaries out.
    return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of('Span'),
      properties as unknown as PDFName,
    ]);
  }
}
