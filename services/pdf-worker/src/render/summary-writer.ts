import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawableText, wrapText } from './pdf-text.ts';
import type { SummaryContent, SummaryRow } from './render-types.ts';

// US Letter, the paper the processing team prints on; all measures in points (1/72 inch).
export const LETTER: [number, number] = [612, 792];
const [PAGE_WIDTH, PAGE_HEIGHT] = LETTER;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_SPACE = 30;
const LABEL_WIDTH = 170;
const GUTTER = 12;
const VALUE_X = MARGIN + LABEL_WIDTH + GUTTER;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - GUTTER;
const BODY_SIZE = 10;
const LINE_HEIGHT = 13;
const ROW_PADDING = 4;

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.47);
const RULE = rgb(0.85, 0.87, 0.9);
const BAND = rgb(0.92, 0.94, 0.97);
const ACCENT = rgb(0.1, 0.27, 0.5);
const WARNING = rgb(0.65, 0.12, 0.08);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** For typed signatures, so they read as signed rather than filled in. */
  signature: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, signature] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.TimesRomanItalic),
  ]);
  return { regular, bold, signature };
}

export type RowTone = 'normal' | 'warning';

/** Lays out the summary top to bottom, starting a new page whenever the next block would not fit. */
export class SummaryWriter {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  /** The open section, repeated as '... (continued)' at the top of a page it runs onto. */
  private currentSection: string | null = null;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  header(content: SummaryContent): void {
    const { bold, regular } = this.fonts;
    this.text(content.title, MARGIN, this.y - 20, bold, 20, ACCENT);
    this.text(content.providerName, MARGIN, this.y - 38, regular, 11, MUTED);
    const idLine = `Application ID ${content.applicationId}`;
    const submittedLine = `Submitted ${content.submittedAt}`;
    this.text(idLine, PAGE_WIDTH - MARGIN - bold.widthOfTextAtSize(idLine, 11), this.y - 18, bold, 11, INK);
    this.text(
      submittedLine,
      PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(drawableText(regular, submittedLine), 9),
      this.y - 34,
      regular,
      9,
      MUTED,
    );
    this.y -= 50;
    this.rule(ACCENT, 1.5);
    this.y -= 14;
  }

  section(title: string): void {
    this.currentSection = null;
    // Keep a heading with at least its first row.
    this.ensure(22 + LINE_HEIGHT + 2 * ROW_PADDING);
    this.heading(title);
    this.currentSection = title;
  }

  row(row: SummaryRow, tone: RowTone = 'normal'): void {
    if (row.signature) {
      this.signatureRow(row);
      return;
    }
    const { regular, bold } = this.fonts;
    const labelLines = wrapText(bold, 9, row.label, LABEL_WIDTH);
    const valueLines = wrapText(regular, BODY_SIZE, row.value, VALUE_WIDTH);
    const height = Math.max(labelLines.length, valueLines.length) * LINE_HEIGHT + 2 * ROW_PADDING;
    this.ensure(height);
    const top = this.y - ROW_PADDING - 9;
    for (const [i, line] of labelLines.entries()) {
      this.text(line, MARGIN + 6, top - i * LINE_HEIGHT, bold, 9, MUTED);
    }
    const color = tone === 'warning' ? WARNING : INK;
    for (const [i, line] of valueLines.entries()) {
      this.text(line, VALUE_X, top - i * LINE_HEIGHT, regular, BODY_SIZE, color);
    }
    this.y -= height;
    this.rule(RULE, 0.5);
  }

  paragraph(text: string, size = 9): void {
    for (const line of wrapText(this.fonts.regular, size, text, CONTENT_WIDTH - 12)) {
      this.ensure(size + 4);
      this.text(line, MARGIN + 6, this.y - size, this.fonts.regular, size, INK);
      this.y -= size + 4;
    }
    this.y -= 6;
  }

  /** Page numbers need the page count, so they are drawn once the summary is complete. */
  finish(applicationId: string): void {
    const { regular } = this.fonts;
    this.pages.forEach((page, index) => {
      const pageLabel = `Summary page ${index + 1} of ${this.pages.length}`;
      page.drawText(`Application ${applicationId}`, {
        x: MARGIN,
        y: MARGIN - 14,
        size: 8,
        font: regular,
        color: MUTED,
      });
      page.drawText(pageLabel, {
        x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(pageLabel, 8),
        y: MARGIN - 14,
        size: 8,
        font: regular,
        color: MUTED,
      });
    });
  }

  private signatureRow(row: SummaryRow): void {
    const { bold, signature } = this.fonts;
    const height = 40;
    this.ensure(height);
    this.text(row.label, MARGIN + 6, this.y - ROW_PADDING - 9, bold, 9, MUTED);
    const [name = ''] = wrapText(signature, 16, row.value, VALUE_WIDTH);
    this.text(name, VALUE_X + 4, this.y - 24, signature, 16, INK);
    this.page.drawLine({
      start: { x: VALUE_X, y: this.y - 30 },
      end: { x: VALUE_X + Math.min(VALUE_WIDTH, 260), y: this.y - 30 },
      thickness: 0.75,
      color: INK,
    });
    this.y -= height;
  }

  private heading(title: string): void {
    this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: CONTENT_WIDTH, height: 18, color: BAND });
    this.text(title, MARGIN + 6, this.y - 13, this.fonts.bold, 11, ACCENT);
    this.y -= 22;
  }

  private newPage(): void {
    this.page = this.doc.addPage(LETTER);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN + FOOTER_SPACE) return;
    this.newPage();
    if (this.currentSection) this.heading(`${this.currentSection} (continued)`);
  }

  private rule(color: ReturnType<typeof rgb>, thickness: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness,
      color,
    });
  }

  private text(text: string, x: number, y: number, font: PDFFont, size: number, color = INK): void {
    this.page.drawText(drawableText(font, text), { x, y, size, font, color });
  }
}
