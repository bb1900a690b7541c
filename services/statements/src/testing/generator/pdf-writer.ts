import {
  beginText,
  endText,
  PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
  rgb,
  StandardFonts,
  setFontAndSize,
  setTextMatrix,
  showText,
} from 'pdf-lib';

export type FontName = 'regular' | 'bold' | 'mono' | 'monoBold';

export interface TextOptions {
  size: number;
  font?: FontName;
  /** `x` is the left end (default) or the right end of the text. */
  align?: 'left' | 'right';
}

/**
 * Positioned text as banks' statement generators write it: each piece of text its own text object
 * (`BT /F1 8 Tf 1 0 0 1 x y Tm (...) Tj ET`), placed by its coordinates, without the save and
 * restore of the graphics state around every string that pdf-lib's drawText adds.
 */
export class StatementPdf {
  readonly pages: PDFPage[] = [];
  private readonly names = new Map<PDFPage, Map<FontName, PDFName>>();

  private constructor(
    readonly document: PDFDocument,
    private readonly fonts: Record<FontName, PDFFont>,
  ) {}

  static async create(): Promise<StatementPdf> {
    const document = await PDFDocument.create();
    document.setProducer('statement-generator');
    document.setCreationDate(new Date('2026-01-01T00:00:00Z'));
    document.setModificationDate(new Date('2026-01-01T00:00:00Z'));
    const fonts = {
      regular: await document.embedFont(StandardFonts.Helvetica),
      bold: await document.embedFont(StandardFonts.HelveticaBold),
      mono: await document.embedFont(StandardFonts.Courier),
      monoBold: await document.embedFont(StandardFonts.CourierBold),
    };
    return new StatementPdf(document, fonts);
  }

  addPage(): PDFPage {
    const page = this.document.addPage([612, 792]);
    this.pages.push(page);
    return page;
  }

  width(text: string, options: TextOptions): number {
    return this.fonts[options.font ?? 'regular'].widthOfTextAtSize(text, options.size);
  }

  text(page: PDFPage, text: string, x: number, y: number, options: TextOptions): void {
    const fontName = options.font ?? 'regular';
    const font = this.fonts[fontName];
    let names = this.names.get(page);
    if (!names) {
      names = new Map();
      this.names.set(page, names);
    }
    let name = names.get(fontName);
    if (!name) {
      name = page.node.newFontDictionary(fontName, font.ref);
      names.set(fontName, name);
    }
    const left = options.align === 'right' ? x - this.width(text, options) : x;
    page.pushOperators(
      beginText(),
      setFontAndSize(name, options.size),
      setTextMatrix(1, 0, 0, 1, left, y),
      showText(font.encodeText(text)),
      endText(),
    );
  }

  /** Lines of text one under the other, `pitch` points apart. */
  textLines(
    page: PDFPage,
    lines: readonly string[],
    x: number,
    y: number,
    pitch: number,
    options: TextOptions,
  ): void {
    for (const [index, line] of lines.entries()) this.text(page, line, x, y - index * pitch, options);
  }

  /** A rule across a table, as statements draw under their headers. */
  rule(page: PDFPage, x0: number, x1: number, y: number): void {
    page.drawLine({ start: { x: x0, y }, end: { x: x1, y }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
  }

  /** A shaded band behind a header. */
  band(page: PDFPage, x: number, y: number, width: number, height: number): void {
    page.drawRectangle({ x, y, width, height, color: rgb(0.9, 0.9, 0.92) });
  }

  save(): Promise<Uint8Array> {
    return this.document.save({ useObjectStreams: true });
  }
}

/** Cents as statements print them: 1,234.56 without a sign (each layout adds its own). */
export function money(cents: number): string {
  const magnitude = Math.abs(cents);
  return `${Math.floor(magnitude / 100).toLocaleString('en-US')}.${String(magnitude % 100).padStart(2, '0')}`;
}
